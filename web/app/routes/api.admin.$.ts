import { AppError } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";

// Unknown /api/admin/* paths are behind the admin guard too (401 / 403 first), so they never tell a
// non-admin which admin calls exist.
const notFound = async ({ request }: { request: Request }): Promise<Response> => {
  throw new AppError("not_found", `Page not found: ${new URL(request.url).pathname}`);
};
const route = adminRoute({ get: notFound, post: notFound });
export const loader = route.loader;
export const action = route.action;
