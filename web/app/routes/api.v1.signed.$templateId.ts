import type { LoaderFunctionArgs } from "@remix-run/node";
import { generationDeps } from "~/features/generation/generation-deps.server";
import { serveSignedFile } from "~/features/signed-urls/serve-signed-file.server";

/** `GET /api/v1/signed/{templateId}?…&signature=…`: a signed URL's file, without an API key. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return serveSignedFile({ request, templateId: params.templateId ?? "", deps: await generationDeps() });
}
