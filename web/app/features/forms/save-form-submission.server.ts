import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { crmFieldsOfForm, fillCrmContactByEmail } from "~/features/crm/crm-contacts.server";

export type FormKind = "contact" | "book_a_demo" | "newsletter";

/** Stores one public form submission for the admin area; a contact or demo form fills its sender's CRM record. */
export async function saveFormSubmission(
  db: Kysely<Database>,
  submission: { kind: FormKind; email: string; locale: string; data: Record<string, unknown> },
) {
  const saved = await db
    .insertInto("form_submissions")
    .values({ kind: submission.kind, email: submission.email, locale: submission.locale, data: JSON.stringify(submission.data) })
    .returning(["id", "kind", "created_at"])
    .executeTakeFirstOrThrow();
  if (submission.kind !== "newsletter")
    await fillCrmContactByEmail(db, {
      email: submission.email,
      source: submission.kind,
      fields: crmFieldsOfForm(submission.kind, submission.data),
    });
  return saved;
}
