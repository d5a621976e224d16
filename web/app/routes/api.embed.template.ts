import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { embedSaveRequestSchema, embedTemplateResponseSchema } from "@paperjet/contracts";
import { answerSessionCall, contractJson } from "~/features/editor-sessions/api-response.server";
import { authenticateEditorSession } from "~/features/editor-sessions/authenticate-editor-session.server";
import { getSessionTemplate } from "~/features/editor-sessions/get-session-template.server";
import { saveSessionTemplate } from "~/features/editor-sessions/save-session-template.server";
import { parseBody, readBody } from "~/features/generation/read-generation-call.server";
import { onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

async function session(request: Request) {
  const db = await getDb();
  return { db, session: await authenticateEditorSession({ db, authorization: request.headers.get("Authorization") }) };
}

/** `GET /api/embed/template`: the session's template, latest version (a `newTemplate` session's blank one before its first save). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  answerSessionCall(request, async () =>
    contractJson(embedTemplateResponseSchema, { data: { template: await getSessionTemplate(await session(request)) } }),
  );

const postOnly = onlyMethod("POST");

/** `POST /api/embed/template`: saves a version, recording the session's external user; a `newTemplate` session's first save creates the template. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return answerSessionCall(request, async () => {
    const { db, session: row } = await session(request);
    const body = parseBody(await readBody(request, 5_000_000), embedSaveRequestSchema);
    const template = await saveSessionTemplate({ db, session: row, ...body });
    return contractJson(embedTemplateResponseSchema, { data: { template } });
  });
}
