import { AppError } from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { isUuid } from "~/utils/uuid";


/** The owner's media row; someone else's id answers exactly like an unknown one (404). */
export async function findOwnMedia(db: Kysely<Database>, options: { userId: number; id: string }) {
  const row = isUuid(options.id)
    ? await db.selectFrom("media").selectAll().where("id", "=", options.id).where("user_id", "=", options.userId).executeTakeFirst()
    : undefined;
  if (!row) throw new AppError("not_found", "There is no such upload.");
  return row;
}
