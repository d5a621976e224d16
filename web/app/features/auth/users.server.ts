import { sql, type Kysely } from "kysely";
import type { Database, User } from "@paperjet/db";
import { createWorkspace } from "~/features/workspaces/create-workspace.server";
import { isLocale, type Locale } from "~/utils/locale";

/** What the browser and API clients may know about a user (root loader, `globals.user`). */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  role: "user" | "admin" | (string & {});
  locale: Locale;
}

export function toPublicUser(user: Pick<User, "id" | "name" | "email" | "role" | "locale">, adminEmails: string[]): PublicUser {
  // ADMIN_EMAILS grants the role at read time, so changing the variable takes effect on the next request.
  const role = adminEmails.includes(user.email.toLowerCase()) ? "admin" : user.role;
  return { id: user.id, name: user.name, email: user.email, role, locale: isLocale(user.locale) ? user.locale : "en" };
}

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("users").selectAll().where(sql`lower(email)`, "=", email.trim().toLowerCase()).executeTakeFirst();
}

/** A new account and its personal workspace (api.md: every user gets one at sign-up), in one transaction. */
export function insertUser(db: Kysely<Database>, values: { name: string; email: string; passwordHash: string | null; locale: Locale; emailVerified?: boolean }) {
  const run = async (trx: Kysely<Database>) => {
    const user = await trx
      .insertInto("users")
      .values({
        name: values.name,
        email: values.email.trim(),
        password_hash: values.passwordHash,
        locale: values.locale,
        email_verified: values.emailVerified ?? false,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await createWorkspace(trx, { userId: user.id, name: user.name });
    return user;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
