import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";

export interface AuditEntry {
  id: string;
  actor: { id: number | null; email: string };
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** Admin writes, newest first; with `userId`, only those about that user and their workspaces. */
export async function listAuditLog(db: Kysely<Database>, options: { page: number; perPage: number; userId?: number }) {
  let query = db.selectFrom("admin_audit_log");
  if (options.userId !== undefined) query = query.where("subject_user_id", "=", options.userId);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const items: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    actor: { id: row.actor_id, email: row.actor_email },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { items, total: Number(count.n), page: options.page, perPage: options.perPage };
}
