import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";

export type FormKind = "contact" | "book_a_demo" | "newsletter";

/** Stores one public form submission for the admin area. */
export async function saveFormSubmission(db: Kysely<Database>, submission: { kind: FormKind; email: string; locale: string; data: Record<string, unknown> }) {
  return db
    .insertInto("form_submissions")
    .values({ kind: submission.kind, email: submission.email, locale: submission.locale, data: JSON.stringify(submission.data) })
    .returning(["id", "kind", "created_at"])
    .executeTakeFirstOrThrow();
}
