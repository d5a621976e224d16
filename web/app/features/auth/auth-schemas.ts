import { z } from "zod";
import type { Locale } from "~/utils/locale";
import { validationMessages } from "~/utils/validation-messages";

/** Field names as they appear in messages ('Email is a required field.'). */
export const FIELD_LABELS = {
  en: {
    name: "Name",
    email: "Email",
    password: "Password",
    currentPassword: "Current password",
    newPassword: "New password",
    locale: "Language",
  },
  nl: {
    name: "Naam",
    email: "E-mail",
    password: "Wachtwoord",
    currentPassword: "Huidig wachtwoord",
    newPassword: "Nieuw wachtwoord",
    locale: "Taal",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export const PASSWORD_MIN_LENGTH = 8;

function requiredText(locale: Locale, field: keyof (typeof FIELD_LABELS)["en"]) {
  const message = validationMessages(locale).required(FIELD_LABELS[locale][field]);
  return z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);
}

export function emailField(locale: Locale) {
  return requiredText(locale, "email").pipe(
    z.string().email(validationMessages(locale).email()).max(254, validationMessages(locale).maxLength(254)),
  );
}

function passwordField(locale: Locale, field: "password" | "newPassword") {
  const message = validationMessages(locale).required(FIELD_LABELS[locale][field]);
  return z
    .string({ required_error: message, invalid_type_error: message })
    .min(1, message)
    .pipe(
      z
        .string()
        .min(PASSWORD_MIN_LENGTH, validationMessages(locale).minLength(PASSWORD_MIN_LENGTH))
        .max(200, validationMessages(locale).maxLength(200)),
    );
}

/** `{ email, password }`; any non-empty password may be tried (old accounts may predate the length rule). */
export function loginSchema(locale: Locale) {
  const required = validationMessages(locale).required(FIELD_LABELS[locale].password);
  return z.object({
    email: emailField(locale),
    password: z.string({ required_error: required, invalid_type_error: required }).min(1, required),
  });
}

/** `{ name, email, password }` with password ≥ 8 (api.md). */
export function registerSchema(locale: Locale) {
  return z.object({
    name: requiredText(locale, "name").pipe(z.string().max(100, validationMessages(locale).maxLength(100))),
    email: emailField(locale),
    password: passwordField(locale, "password"),
  });
}

/** `POST /api/auth/forgot-password`: `{ email }`. */
export function forgotPasswordSchema(locale: Locale) {
  return z.object({ email: emailField(locale) });
}

/** A link's token as it arrives from the page or a client; anything else is an invalid link (422 on `token`). */
function tokenField(locale: Locale) {
  const message = validationMessages(locale).required("token");
  return z.string({ required_error: message, invalid_type_error: message }).min(1, message).max(200);
}

/** `POST /api/auth/reset-password`: `{ token, password }` with the sign-up password rule. */
export function resetPasswordSchema(locale: Locale) {
  return z.object({ token: tokenField(locale), password: passwordField(locale, "password") });
}

/** `POST /api/auth/verify-email`: `{ token }`. */
export function verifyEmailSchema(locale: Locale) {
  return z.object({ token: tokenField(locale) });
}

/** `POST /api/users/update`: every field optional; a new password needs the current one. */
export function updateUserSchema(locale: Locale) {
  const m = validationMessages(locale);
  return z
    .object({
      name: requiredText(locale, "name")
        .pipe(z.string().max(100, m.maxLength(100)))
        .optional(),
      email: emailField(locale).optional(),
      locale: z.enum(["en", "nl"]).optional(),
      currentPassword: z.string().optional(),
      newPassword: passwordField(locale, "newPassword").optional(),
    })
    .superRefine((value, ctx) => {
      if (value.newPassword && !value.currentPassword) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["currentPassword"], message: m.required(FIELD_LABELS[locale].currentPassword) });
      }
    });
}
