import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import type { Locale } from "~/utils/locale";

/**
 * The header's language switch, for a signed-in user: the same setting as Settings → Language, so
 * mails and the next login follow it too.
 */
export async function saveUserLocale(db: Kysely<Database>, options: { userId: number; locale: Locale }): Promise<void> {
  await db
    .updateTable("users")
    .set({ locale: options.locale, updated_at: new Date() })
    .where("id", "=", options.userId)
    .where("locale", "<>", options.locale)
    .execute();
}
