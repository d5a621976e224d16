import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, EditorSessionsTable } from "@paperjet/db";
import type { EditorSessionSummary } from "@paperjet/contracts";
import { createBlankDocument, type TemplateDocument } from "@paperjet/template";

export type EditorSessionRow = Selectable<EditorSessionsTable>;
export type SessionStatus = EditorSessionSummary["status"];

const iso = (value: Date | string) => new Date(value).toISOString();

/** Revoked wins over expired: a revoked session says so even after its time ran out. */
export function sessionStatus(row: Pick<EditorSessionRow, "revoked_at" | "expires_at">, now = Date.now()): SessionStatus {
  if (row.revoked_at) return "revoked";
  return new Date(row.expires_at).getTime() <= now ? "expired" : "active";
}

export function toSessionSummary(row: EditorSessionRow & { template_name: string }): EditorSessionSummary {
  return {
    id: row.id,
    templateId: row.template_id,
    templateName: row.template_name,
    externalUserId: row.external_user_id,
    locale: row.locale === "nl" ? "nl" : "en",
    allowedOrigins: row.allowed_origins,
    permissions: row.permissions,
    status: sessionStatus(row),
    expiresAt: iso(row.expires_at),
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
    createdAt: iso(row.created_at),
  };
}

/** The workspace's sessions with their template's name (a `newTemplate` session's given name until its first save), for toSessionSummary. */
export function workspaceSessions(db: Kysely<Database>, workspaceId: string) {
  return db
    .selectFrom("editor_sessions")
    .leftJoin("templates", "templates.id", "editor_sessions.template_id")
    .selectAll("editor_sessions")
    .select(sql<string>`coalesce(templates.name, editor_sessions.new_template->>'name', '')`.as("template_name"))
    .where("editor_sessions.workspace_id", "=", workspaceId);
}

/** What a `newTemplate` session's first save creates when it sends no document: a blank page of the given name. */
export function blankSessionDocument(session: Pick<EditorSessionRow, "new_template">): TemplateDocument {
  return createBlankDocument(session.new_template?.name ?? "");
}
