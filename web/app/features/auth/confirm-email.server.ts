import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { takeUserToken } from "./user-tokens.server.ts";
import { findUserByEmail } from "./users.server.ts";

export type ConfirmEmailResult = { ok: true; email: string } | { ok: false; reason: "invalid" | "taken" };

/**
 * Opens an e-mail confirmation link (sign-up verification or an address
 * change): the link's address becomes the account's address, proven now. Every
 * other open link of the account stops working, since it went to an address
 * that may no longer be the account's. `taken`: another account got the
 * address while the link was on its way.
 */
export async function confirmEmail({ db, token }: { db: Kysely<Database>; token: string }): Promise<ConfirmEmailResult> {
  try {
    return await db.transaction().execute(async (trx): Promise<ConfirmEmailResult> => {
      const taken = await takeUserToken(trx, token, "email_confirmation");
      if (!taken) return { ok: false, reason: "invalid" };
      const other = await findUserByEmail(trx, taken.email);
      if (other && other.id !== taken.user_id) return { ok: false, reason: "taken" };
      const now = new Date();
      await trx
        .updateTable("users")
        .set({ email: taken.email, email_verified_at: now, updated_at: now })
        .where("id", "=", taken.user_id)
        .execute();
      await trx.deleteFrom("user_tokens").where("user_id", "=", taken.user_id).where("used_at", "is", null).execute();
      return { ok: true, email: taken.email };
    });
  } catch (error) {
    // Two accounts confirming the same address at once: the unique index decides.
    if (/unique|duplicate/i.test(String((error as Error).message))) return { ok: false, reason: "taken" };
    throw error;
  }
}
