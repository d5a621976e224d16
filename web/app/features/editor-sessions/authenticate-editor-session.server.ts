import { isDeepStrictEqual } from "node:util";
import type { Kysely } from "kysely";
import { bindingSchema, walkElements } from "@paperjet/template";
import type { Database } from "@paperjet/db";
import { apiError } from "~/utils/api-error-locale.server";
import type { EditorSessionRow } from "./editor-session-row.server";
import { sessionStatus } from "./editor-session-row.server";
import { hashSessionToken } from "./session-token.server";

/**
 * `Authorization: Bearer <session token>` → its live session. No cookie is involved, so the
 * embedded designer works where third-party cookies are blocked. An unknown token is a plain 401;
 * an expired or revoked one says which (`reason`), so the designer can ask its host for a new one.
 */
export async function authenticateEditorSession(options: {
  db: Kysely<Database>;
  authorization: string | null;
}): Promise<EditorSessionRow> {
  const token = /^Bearer\s+(pjes_[A-Za-z0-9_-]{43})\s*$/i.exec(options.authorization ?? "")?.[1];
  const row = token
    ? await options.db.selectFrom("editor_sessions").selectAll().where("token_hash", "=", hashSessionToken(token)).executeTakeFirst()
    : undefined;
  const headers = { "WWW-Authenticate": 'Bearer realm="paperjet-editor"' };
  if (!row)
    throw apiError("unauthenticated", "editorSessionInvalid", "Send a valid editor session token as `Authorization: Bearer <token>`.", {
      headers,
    });
  const status = sessionStatus(row);
  if (status === "revoked")
    throw apiError("unauthenticated", "editorSessionRevoked", "This editor session was revoked.", {
      headers,
      extra: { reason: "revoked" },
    });
  if (status === "expired")
    throw apiError("unauthenticated", "editorSessionExpired", "This editor session has expired.", {
      headers,
      extra: { reason: "expired" },
    });
  return row;
}

/** 403 when the session's permissions leave `what` out. */
export function requireSessionPermission(session: Pick<EditorSessionRow, "permissions">, what: "save" | "preview"): void {
  if (session.permissions[what]) return;
  throw what === "save"
    ? apiError("forbidden", "editorSessionNoSave", "This editor session may not save.")
    : apiError("forbidden", "editorSessionNoPreview", "This editor session may not make previews.");
}

function elementTypes(document: unknown): Set<string> {
  return new Set([...walkElements(document)].map(({ element }) => String(element.type)));
}

/**
 * `permissions.elements` on the server too, not only in the Insert panel: a save may keep every
 * element type the template already has (`before`: its saved document), and add only the listed
 * ones (403 naming the others).
 */
export function requireAllowedElementTypes(session: Pick<EditorSessionRow, "permissions">, before: unknown, document: unknown): void {
  const allowed = session.permissions.elements;
  if (!allowed || document === undefined) return;
  const had = elementTypes(before);
  const added = [...elementTypes(document)].filter((type) => !allowed.includes(type) && !had.has(type));
  if (added.length === 0) return;
  const types = added.join(", ");
  throw apiError("forbidden", "editorSessionElementTypes", `This editor session may not add elements of type ${types}.`, {
    params: { types },
  });
}

/** A document's bindings as saved (schema defaults filled in), so a list sent without defaults compares equal. */
function bindingsOf(document: unknown): unknown[] {
  const list = (document as { bindings?: unknown } | null)?.bindings;
  if (!Array.isArray(list)) return [];
  return list.map((binding) => {
    const parsed = bindingSchema.safeParse(binding);
    return parsed.success ? parsed.data : binding;
  });
}

/**
 * `permissions.editData: false` on the server too, not only by hiding the Data panel: a save must
 * keep the example data and bindings of `before` (the saved document) as they are (403 naming what changed).
 */
export function requireDataUnchanged(session: Pick<EditorSessionRow, "permissions">, before: unknown, document: unknown): void {
  if (session.permissions.editData !== false || document === undefined) return;
  const saved = before as { exampleData?: unknown } | undefined;
  const after = document as { exampleData?: unknown } | null;
  const changed = [
    ...(isDeepStrictEqual(saved?.exampleData ?? null, after?.exampleData ?? null) ? [] : ["exampleData"]),
    ...(isDeepStrictEqual(bindingsOf(saved), bindingsOf(after)) ? [] : ["bindings"]),
  ];
  if (changed.length === 0) return;
  const fields = changed.join(", ");
  throw apiError("forbidden", "editorSessionEditData", `This editor session may not change ${fields} (permissions.editData is false).`, {
    params: { fields },
  });
}
