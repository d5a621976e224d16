import type { LoaderFunctionArgs } from "@remix-run/node";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    return jsonOk({ user });
  });

export const action = onlyMethod("GET");
