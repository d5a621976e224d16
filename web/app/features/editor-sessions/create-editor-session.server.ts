import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import type { CreateEditorSessionRequest } from "@paperjet/contracts";
import { assertTemplateId, ownTemplates, templateNotFound } from "~/features/templates/templates.server";
import { newSessionToken, sessionUrl } from "./session-token.server";

export interface CreatedEditorSession {
  id: string;
  /** Null for `newTemplate`: the session's first save creates the template. */
  templateId: string | null;
  url: string;
  token: string;
  expiresAt: string;
}

/**
 * A session for one template of the workspace: an existing one, or (`newTemplate`) a new blank one that
 * its first save creates, so a session closed unsaved leaves nothing behind. Another workspace's
 * template is the same 404 as a missing one.
 */
export async function createEditorSession(options: {
  db: Kysely<Database>;
  workspaceId: string;
  apiKeyId: string | null;
  appUrl: string;
  request: CreateEditorSessionRequest;
}): Promise<CreatedEditorSession> {
  const { db, workspaceId, request } = options;
  let templateId: string | null = null;
  if (request.templateId) {
    assertTemplateId(request.templateId);
    const row = await ownTemplates(db, workspaceId).select("id").where("id", "=", request.templateId).executeTakeFirst();
    if (!row) throw templateNotFound();
    templateId = row.id;
  }
  const { token, hash } = newSessionToken();
  const expiresAt = new Date(Date.now() + request.expiresIn * 1000);
  const row = await db
    .insertInto("editor_sessions")
    .values({
      workspace_id: workspaceId,
      template_id: templateId,
      new_template: templateId ? null : JSON.stringify(request.newTemplate),
      api_key_id: options.apiKeyId,
      token_hash: hash,
      permissions: JSON.stringify(request.permissions),
      theme: JSON.stringify(request.theme),
      locale: request.locale,
      allowed_origins: JSON.stringify(request.allowedOrigins),
      external_user_id: request.externalUserId ?? null,
      expires_at: expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    templateId,
    url: sessionUrl(options.appUrl, request.locale, row.id, token),
    token,
    expiresAt: expiresAt.toISOString(),
  };
}
