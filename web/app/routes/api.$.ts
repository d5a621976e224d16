import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiErrorResponse } from "~/utils/api-error-locale.server";

// Unknown API paths answer in the API's own language (problem+json), not with an HTML page.
function notFound(request: Request) {
  const path = new URL(request.url).pathname;
  return apiErrorResponse(request, apiError("not_found", "pageNotFound", `Page not found: ${path}`, { params: { path } }));
}

export const loader = ({ request }: LoaderFunctionArgs) => notFound(request);
export const action = ({ request }: ActionFunctionArgs) => notFound(request);
