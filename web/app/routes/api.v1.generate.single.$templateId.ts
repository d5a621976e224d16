import type { ActionFunctionArgs } from "@remix-run/node";
import { generationDeps } from "~/features/generation/generation-deps.server";
import { handleGenerateRequest } from "~/features/generation/handle-generate-request.server";
import { onlyMethod } from "~/features/api/api.server";

const postOnly = onlyMethod("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return handleGenerateRequest({ request, templateId: params.templateId ?? "", deps: await generationDeps() });
}

export const loader = postOnly;
