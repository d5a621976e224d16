import { sql, type Kysely } from "kysely";
import type { Database, User } from "@paperjet/db";
import { startCrmContact } from "~/features/crm/crm-contacts.server";
import { createWorkspace } from "~/features/workspaces/create-workspace.server";
import { isLocale, type Locale } from "~/utils/locale";

/** What the browser and API clients may know about a user (root loader, `globals.user`). */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  role: "user" | "admin" | (string & {});
  locale: Locale;
  /** Whether the address has been proven (a link opened, or a provider-verified social sign-in). */
  emailVerified: boolean;
}

export function toPublicUser(
  user: Pick<User, "id" | "name" | "email" | "role" | "locale" | "email_verified_at">,
  adminEmails: string[],
): PublicUser {
  // ADMIN_EMAILS grants the role at read time (a changed variable counts from the next request), but only to
  // a proven address: otherwise whoever signs up first with a listed address would be an administrator.
  const emailVerified = user.email_verified_at !== null;
  const role = emailVerified && adminEmails.includes(user.email.toLowerCase()) ? "admin" : user.role;
  return { id: user.id, name: user.name, email: user.email, role, locale: isLocale(user.locale) ? user.locale : "en", emailVerified };
}

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

/** A new account, its personal workspace (api.md: every user gets one at sign-up) and its CRM record, in one transaction. */
export function insertUser(
  db: Kysely<Database>,
  values: { name: string; email: string; passwordHash: string | null; locale: Locale; emailVerified: boolean },
) {
  const run = async (trx: Kysely<Database>) => {
    const user = await trx
      .insertInto("users")
      .values({
        name: values.name,
        email: values.email.trim(),
        password_hash: values.passwordHash,
        locale: values.locale,
        email_verified_at: values.emailVerified ? new Date() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await createWorkspace(trx, { userId: user.id, name: user.name });
    await startCrmContact(trx, { userId: user.id, email: user.email });
    return user;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
