import type { ActionFunctionArgs } from "@remix-run/node";
import { handleAsyncRequest } from "~/features/generation/handle-async-request.server";
import { generationDeps } from "~/features/generation/generation-deps.server";
import { onlyMethod } from "~/features/api/api.server";

const postOnly = onlyMethod("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return handleAsyncRequest({ request, templateId: params.templateId ?? "", deps: await generationDeps() });
}

export const loader = postOnly;
