import { AppError } from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's media row; someone else's id answers exactly like an unknown one (404). */
export async function findOwnMedia(db: Kysely<Database>, options: { userId: number; id: string }) {
  const row = UUID.test(options.id)
    ? await db.selectFrom("media").selectAll().where("id", "=", options.id).where("user_id", "=", options.userId).executeTakeFirst()
    : undefined;
  if (!row) throw new AppError("not_found", "There is no such upload.");
  return row;
}
