import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AppError } from "@paperjet/contracts";
import { problemResponse } from "~/features/api/api.server";

// Unknown API paths answer in the API's own language (problem+json), not with an HTML page.
function notFound(request: Request) {
  return problemResponse(new AppError("not_found", `Page not found: ${new URL(request.url).pathname}`));
}

export const loader = ({ request }: LoaderFunctionArgs) => notFound(request);
export const action = ({ request }: ActionFunctionArgs) => notFound(request);
