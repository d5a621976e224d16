import type { Kysely } from "kysely";
import type { Database, User } from "@paperjet/db";
import type { Locale } from "~/utils/locale";
import type { OAuthProfile } from "./oauth-providers.server.ts";
import { sendEmailVerification } from "./send-email-verification.server.ts";
import { findUserByEmail, findUserById, insertUser } from "./users.server.ts";

export type OAuthSignInResult = { ok: true; user: User; created: boolean } | { ok: false; reason: "unverified" | "no-email" };

/**
 * The account for a provider identity: the one already linked to it; else an
 * existing account with the same e-mail, linked only when the provider says
 * the address is verified (otherwise anyone could claim it by typing it in at
 * the provider); else a new account without a password.
 */
export async function signInWithOAuth({
  db,
  profile,
  locale,
}: {
  db: Kysely<Database>;
  profile: OAuthProfile;
  locale: Locale;
}): Promise<OAuthSignInResult> {
  const linked = await db
    .selectFrom("oauth_accounts")
    .select("user_id")
    .where("provider", "=", profile.provider)
    .where("provider_user_id", "=", profile.providerUserId)
    .executeTakeFirst();
  if (linked) {
    const user = await findUserById(db, linked.user_id);
    if (user) return { ok: true, user, created: false };
  }
  if (!profile.email) return { ok: false, reason: "no-email" };

  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    if (!profile.emailVerified) return { ok: false, reason: "unverified" };
    // The provider has verified the address: it counts as proven here too (ADMIN_EMAILS waits for that).
    const verifiedAt = existing.email_verified_at ?? new Date();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("oauth_accounts")
        .values({ provider: profile.provider, provider_user_id: profile.providerUserId, user_id: existing.id })
        .execute();
      if (!existing.email_verified_at)
        await trx.updateTable("users").set({ email_verified_at: verifiedAt }).where("id", "=", existing.id).execute();
    });
    return { ok: true, user: { ...existing, email_verified_at: verifiedAt }, created: false };
  }

  const user = await db.transaction().execute(async (trx) => {
    const created = await insertUser(trx, {
      name: profile.name,
      email: profile.email!,
      passwordHash: null,
      locale,
      emailVerified: profile.emailVerified,
    });
    await trx
      .insertInto("oauth_accounts")
      .values({ provider: profile.provider, provider_user_id: profile.providerUserId, user_id: created.id })
      .execute();
    return created;
  });
  // An address the provider has not verified gets our own link, like a password sign-up.
  if (!profile.emailVerified) await sendEmailVerification({ db, user });
  return { ok: true, user, created: true };
}
