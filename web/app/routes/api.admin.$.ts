import { apiError } from "~/utils/api-error-locale.server";
import { adminRoute } from "~/features/admin/admin-route.server";

// Unknown /api/admin/* paths are behind the admin guard too (401 / 403 first), so they never tell a
// non-admin which admin calls exist.
const notFound = async ({ request }: { request: Request }): Promise<Response> => {
  const path = new URL(request.url).pathname;
  throw apiError("not_found", "pageNotFound", `Page not found: ${path}`, { params: { path } });
};
const route = adminRoute({ get: notFound, post: notFound });
export const loader = route.loader;
export const action = route.action;
