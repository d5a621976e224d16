import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AppError } from "@paperjet/contracts";
import { handleApi } from "~/utils/api.server";
import { requireAdmin } from "~/utils/auth.server";

// Every /api/admin/* path is behind the admin guard first (401 / 403), so an
// admin call not built yet never answers differently to non-admins.
async function guarded(request: Request) {
  return handleApi(request, async () => {
    await requireAdmin(request);
    throw new AppError("not_found", `Page not found: ${new URL(request.url).pathname}`);
  });
}

export const loader = ({ request }: LoaderFunctionArgs) => guarded(request);
export const action = ({ request }: ActionFunctionArgs) => guarded(request);
