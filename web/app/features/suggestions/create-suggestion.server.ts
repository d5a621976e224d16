import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import type { Locale } from "~/utils/locale";

/** Stores a feature suggestion for the product team (listed in the admin area). */
export async function createSuggestion({
  db,
  userId,
  message,
  locale,
}: {
  db: Kysely<Database>;
  userId: number;
  message: string;
  locale: Locale;
}): Promise<{ id: number; createdAt: string }> {
  const row = await db
    .insertInto("suggestions")
    .values({ user_id: userId, message, locale })
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: new Date(row.created_at as unknown as string).toISOString() };
}
