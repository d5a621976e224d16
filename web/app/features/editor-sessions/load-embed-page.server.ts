import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { isUuid } from "~/utils/uuid";
import { sessionStatus, type SessionStatus } from "./editor-session-row.server";

export interface EmbedPageSession {
  id: string;
  /** Null until a `newTemplate` session's first save. */
  templateId: string | null;
  status: SessionStatus;
  expiresAt: string;
  allowedOrigins: string[];
  locale: "en" | "nl";
  permissions: { save: boolean; preview: boolean; editData: boolean; elements: string[] | null };
  theme: { primaryColor: string | null; logoUrl: string | null; panels: string[] };
}

/**
 * What the embed page needs before the token is known (the token stays in the URL's fragment, so
 * the server never sees it): which origins may frame it, how it looks, and whether it is still
 * live. None of it is secret; the template itself is read with the token.
 */
export async function loadEmbedPage(db: Kysely<Database>, id: string): Promise<EmbedPageSession | null> {
  if (!isUuid(id)) return null;
  const row = await db.selectFrom("editor_sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    templateId: row.template_id,
    status: sessionStatus(row),
    expiresAt: new Date(row.expires_at).toISOString(),
    allowedOrigins: row.allowed_origins,
    locale: row.locale === "nl" ? "nl" : "en",
    permissions: row.permissions,
    theme: row.theme,
  };
}

/** `frame-ancestors` of an embed page: the session's origins, or nobody for an unknown session. */
export function frameAncestorsOf(session: Pick<EmbedPageSession, "allowedOrigins"> | null): string {
  return session?.allowedOrigins.length ? session.allowedOrigins.join(" ") : "'none'";
}
