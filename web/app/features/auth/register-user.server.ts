import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Redis } from "ioredis";
import type { TFunction } from "i18next";
import type { Database, User } from "@paperjet/db";
import { buildAlreadyRegisteredMail } from "~/features/mail/account-mails.server";
import { sendMailLater } from "~/features/mail/send-mail.server";
import { env } from "~/config/env.server";
import { isLocale, type Locale } from "~/utils/locale";
import { sessionCookieHeaders, startGuestSession } from "~/utils/session.server";
import { newAuthTokenText } from "./auth-tokens.server.ts";
import { enforceRegistrationLimit } from "./enforce-registration-limit.server.ts";
import { hashPassword } from "./password.server.ts";
import { sendEmailVerification } from "./send-email-verification.server.ts";
import { findCurrentWorkspace } from "~/features/workspaces/current-workspace.server";
import { startUserSession } from "./start-user-session.server.ts";
import { findUserByEmail, insertUser, toPublicUser, type PublicUser } from "./users.server.ts";

export interface Registration {
  user: PublicUser;
  /** `globals.workspace`: the new personal workspace. */
  workspace: { id: string; name: string; role: "owner" };
  cookies: Headers;
  /** The bearer token for the JSON API (`withToken`), else null. */
  token: string | null;
}

/**
 * Sign-up with e-mail and password, rate-limited per client address and in
 * total. A new address gets an account, a session (and token) and a mail with
 * a link that verifies it.
 *
 * An address that already has an account must not be revealed (issue 18.3),
 * yet the contract answers a new account with its user, token and session. So a
 * taken address gets an answer of the same status and form — a user with a
 * fresh id from the same sequence, the name and address as sent, a session
 * cookie and a token of the same shape, after the same password hash — but
 * the session signs no one in and the token was never stored; the address's
 * owner gets a mail saying someone tried. The first authenticated call with
 * that cookie or token (401) is where the two cases differ; see the report in
 * docs/decisions/006-no-account-enumeration-at-sign-up.md.
 */
export async function registerUser(options: {
  db: Kysely<Database>;
  redis: Redis;
  name: string;
  email: string;
  password: string;
  locale: Locale;
  ip: string;
  t: TFunction;
  withToken: boolean;
}): Promise<Registration> {
  const { db, name, email, locale } = options;
  await enforceRegistrationLimit({ redis: options.redis, ip: options.ip, t: options.t });
  const passwordHash = await hashPassword(options.password);
  const existing = await findUserByEmail(db, email);
  let user: User | undefined;
  if (!existing) {
    try {
      user = await insertUser(db, { name: name.trim(), email, passwordHash, locale, emailVerified: false });
    } catch (error) {
      // Two sign-ups with the same address at once: the unique index decides, the loser gets the taken answer.
      if (!/unique|duplicate/i.test(String((error as Error).message))) throw error;
    }
  }
  // After a lost race the owner is the account that won it.
  if (!user)
    return answerTakenAddress({
      db,
      owner: existing ?? (await findUserByEmail(db, email)),
      name,
      email,
      locale,
      withToken: options.withToken,
    });

  await sendEmailVerification({ db, user });
  const { cookies, token, sessionId } = await startUserSession({ db, userId: user.id, withToken: options.withToken });
  const workspace = await findCurrentWorkspace(db, { userId: user.id, userName: user.name, sessionId });
  return {
    user: toPublicUser(user, env().ADMIN_EMAILS),
    workspace: { id: workspace.id, name: workspace.name, role: "owner" },
    cookies,
    token,
  };
}

async function answerTakenAddress({
  db,
  owner,
  name,
  email,
  locale,
  withToken,
}: {
  db: Kysely<Database>;
  owner: User | undefined;
  name: string;
  email: string;
  locale: Locale;
  withToken: boolean;
}): Promise<Registration> {
  if (owner)
    sendMailLater(
      await buildAlreadyRegisteredMail({ to: owner.email, name: owner.name, locale: isLocale(owner.locale) ? owner.locale : "en" }),
    );
  // An id from the users' own sequence, so ids seen in answers run on exactly as after a real sign-up.
  const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('users', 'id')) as id`.execute(db);
  const user: PublicUser = { id: Number(rows[0]!.id), name: name.trim(), email: email.trim(), role: "user", locale, emailVerified: false };
  // A personal workspace as a sign-up gets one: a fresh id and the name as sent.
  const workspace = { id: randomUUID(), name: name.trim(), role: "owner" as const };
  return { user, workspace, cookies: sessionCookieHeaders(await startGuestSession(), true), token: withToken ? newAuthTokenText() : null };
}
