import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";

/** The templates an API key's owner can render, newest first, with the bindings a client must fill. */
export async function listV1Templates(options: { db: Kysely<Database>; workspaceId: string; templateId?: string }) {
  let query = options.db
    .selectFrom("templates")
    .select(["id", "name", "version", "updated_at", "document"])
    .where("workspace_id", "=", options.workspaceId)
    .where("deleted_at", "is", null);
  if (options.templateId) query = query.where("id", "=", options.templateId);
  const rows = await query.orderBy("updated_at", "desc").execute();
  return rows.map((r) => {
    const bindings = (r.document as { bindings?: unknown[] } | null)?.bindings;
    return {
      id: r.id,
      name: r.name,
      version: r.version,
      updatedAt: new Date(r.updated_at as unknown as string).toISOString(),
      bindings: Array.isArray(bindings) ? bindings : [],
    };
  });
}
