import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import type { Actor } from "./admin-route.server";

export interface AdminWrite<T> {
  targetId: string;
  before: unknown;
  after: unknown;
  /** The user the write concerns (their page lists it). */
  subjectUserId?: number | null;
  result: T;
}

/**
 * The one way an admin write happens: the change and its audit-log row (who, what, which record,
 * before → after, when) commit together in one transaction, or neither does.
 */
export function runAdminWrite<T>(
  db: Kysely<Database>,
  options: { actor: Actor; action: string; targetType: string },
  change: (trx: Kysely<Database>) => Promise<AdminWrite<T>>,
): Promise<T> {
  const run = async (trx: Kysely<Database>) => {
    const write = await change(trx);
    await trx
      .insertInto("admin_audit_log")
      .values({
        actor_id: options.actor.id,
        actor_email: options.actor.email,
        action: options.action,
        target_type: options.targetType,
        target_id: write.targetId,
        subject_user_id: write.subjectUserId ?? null,
        before: write.before === undefined || write.before === null ? null : JSON.stringify(write.before),
        after: write.after === undefined || write.after === null ? null : JSON.stringify(write.after),
      })
      .execute();
    return write.result;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
