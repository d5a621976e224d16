import type { Database } from "@paperjet/db";
import { type Kysely, sql } from "kysely";
import { saveFormSubmission } from "./save-form-submission.server";

/**
 * Subscribes an address (again, if it had unsubscribed) and logs the
 * submission. Subscribing twice is not an error, and the answer is the same
 * either way, so the form does not reveal who is on the list.
 */
export async function subscribeToNewsletter(db: Kysely<Database>, options: { email: string; locale: string }) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("newsletter_subscribers")
      .values({ email: options.email, locale: options.locale })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doUpdateSet({ locale: options.locale, unsubscribed_at: null }))
      .execute();
    return saveFormSubmission(trx, { kind: "newsletter", email: options.email, locale: options.locale, data: { email: options.email } });
  });
}
