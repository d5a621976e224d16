import type { LoaderFunctionArgs } from "@remix-run/node";
import { embedSessionResponseSchema } from "@paperjet/contracts";
import { answerSessionCall, contractJson } from "~/features/editor-sessions/api-response.server";
import { authenticateEditorSession } from "~/features/editor-sessions/authenticate-editor-session.server";
import { onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `GET /api/embed/session`: which session a token is (the designer checks a renewed session before adopting it). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  answerSessionCall(request, async () => {
    const session = await authenticateEditorSession({ db: await getDb(), authorization: request.headers.get("Authorization") });
    return contractJson(embedSessionResponseSchema, {
      data: { session: { id: session.id, templateId: session.template_id, expiresAt: new Date(session.expires_at).toISOString() } },
    });
  });

export const action = onlyMethod("GET");
