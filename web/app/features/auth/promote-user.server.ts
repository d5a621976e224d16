import { sql, type Kysely } from "kysely";
import type { Database } from "@paperjet/db";

/** Grants the admin role to the account with this e-mail (any case); false when there is none. */
export async function promoteUser({ db, email }: { db: Kysely<Database>; email: string }): Promise<boolean> {
  const row = await db
    .updateTable("users")
    .set({ role: "admin", updated_at: new Date() })
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .returning("id")
    .executeTakeFirst();
  return Boolean(row);
}
