import type { LoaderFunctionArgs } from "@remix-run/node";
import { handleApi, jsonOk, onlyMethod } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    return jsonOk({ user });
  });

export const action = onlyMethod("GET");
