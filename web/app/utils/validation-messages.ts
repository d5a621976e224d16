import type { Locale } from "./locale.ts";

/**
 * The product's validation wording (docs/product.md §5), per language. English is
 * exact, including the spec's spelling of "minium". Used on the server (API
 * problem details, form actions) and in the browser (inline field errors).
 */
const MESSAGES = {
  en: {
    required: (field: string) => `${field} is a required field.`,
    email: () => "Please enter a valid e-mail",
    minLength: (min: number) => `This field must have a minium length of ${min}`,
    maxLength: (max: number) => `This field can have at most ${max} characters`,
    hexColor: () => "Please enter a hex colour such as #1a2b3c",
    uploadTooLarge: () => "File upload too large",
    passwordMismatch: () => "The current password is not correct",
    role: () => "Choose one of owner, admin, editor or viewer",
  },
  nl: {
    required: (field: string) => `${field} is een verplicht veld.`,
    email: () => "Vul een geldig e-mailadres in",
    minLength: (min: number) => `Dit veld moet minimaal ${min} tekens lang zijn`,
    maxLength: (max: number) => `Dit veld mag maximaal ${max} tekens bevatten`,
    hexColor: () => "Vul een hexkleur in, zoals #1a2b3c",
    uploadTooLarge: () => "Het bestand is te groot om te uploaden",
    passwordMismatch: () => "Je huidige wachtwoord klopt niet",
    role: () => "Kies owner, admin, editor of viewer",
  },
} satisfies Record<Locale, Record<string, (...args: never[]) => string>>;

export type ValidationMessages = (typeof MESSAGES)["en"];

export function validationMessages(locale: Locale): ValidationMessages {
  return MESSAGES[locale];
}
