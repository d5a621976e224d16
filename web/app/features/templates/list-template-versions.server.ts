import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { assertTemplateId, ownTemplates, templateNotFound } from "./templates.server.ts";

export interface TemplateVersionSummary {
  version: number;
  name: string;
  createdAt: string;
  /** Who saved it (their name), when known. */
  createdBy: string | null;
  /** Saved in an embedded designer: the host's user, as its editor session named them. */
  externalUserId: string | null;
  /** Why, in the saver's words. */
  note: string | null;
}

/** The saved versions of one of the user's templates, newest first (documents left out). */
export async function listTemplateVersions({
  db,
  workspaceId,
  id,
  limit = 100,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  id: string;
  limit?: number;
}): Promise<TemplateVersionSummary[]> {
  assertTemplateId(id);
  const template = await ownTemplates(db, workspaceId).select("id").where("id", "=", id).executeTakeFirst();
  if (!template) throw templateNotFound();
  const rows = await db
    .selectFrom("template_versions as v")
    .leftJoin("users as u", "u.id", "v.created_by")
    .select(["v.version", "v.name", "v.note", "v.created_at", "v.external_user_id", "u.name as author"])
    .where("v.template_id", "=", id)
    .orderBy("v.version", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    version: r.version,
    name: r.name,
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.author,
    externalUserId: r.external_user_id,
    note: r.note,
  }));
}
