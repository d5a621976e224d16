import type { LoaderFunctionArgs } from "@remix-run/node";
import { handleApi, jsonOk } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    return jsonOk({ user });
  });
