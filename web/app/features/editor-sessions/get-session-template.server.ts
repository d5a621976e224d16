import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import type { TemplateDocument } from "@paperjet/template";
import { getTemplate } from "~/features/templates/get-template.server";
import { blankSessionDocument, type EditorSessionRow } from "./editor-session-row.server";

/** The embedded designer's template: `id` null and `version` 0 until a `newTemplate` session's first save. */
export interface SessionTemplate {
  id: string | null;
  name: string;
  version: number;
  document: TemplateDocument;
  createdAt: string | null;
  updatedAt: string | null;
}

/**
 * The session's template at its latest version; before a `newTemplate` session's first save, the
 * blank document that save will create (nothing of it is stored yet).
 */
export async function getSessionTemplate(options: {
  db: Kysely<Database>;
  session: Pick<EditorSessionRow, "workspace_id" | "template_id" | "new_template">;
}): Promise<SessionTemplate> {
  const { db, session } = options;
  if (session.template_id) return getTemplate({ db, workspaceId: session.workspace_id, id: session.template_id });
  const document = blankSessionDocument(session);
  return { id: null, name: document.name, version: 0, document, createdAt: null, updatedAt: null };
}
