import type { Kysely } from "kysely";
import type { Database, User } from "@paperjet/db";
import { AppError } from "@paperjet/contracts";
import type { Locale } from "~/utils/locale";
import { validationMessages } from "~/utils/validation-messages";
import { hashPassword } from "./password.server.ts";
import { findUserByEmail, insertUser } from "./users.server.ts";

/** Creates an e-mail + password account; a taken address is a 422 on `email`. */
export async function registerUser({ db, name, email, password, locale }: { db: Kysely<Database>; name: string; email: string; password: string; locale: Locale }): Promise<User> {
  const taken = () => new AppError("validation_failed", "The request is not valid.", { errors: { email: [validationMessages(locale).emailTaken()] } });
  if (await findUserByEmail(db, email)) throw taken();
  const passwordHash = await hashPassword(password);
  try {
    return await insertUser(db, { name: name.trim(), email, passwordHash, locale });
  } catch (error) {
    // Two sign-ups with the same address at once: the unique index decides.
    if (/unique|duplicate/i.test(String((error as Error).message))) throw taken();
    throw error;
  }
}
