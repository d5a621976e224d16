import { choosePlanRequestSchema, paymentDetailsRequestSchema } from "@paperjet/contracts";
import type { Locale } from "~/utils/locale";
import { validationMessages } from "~/utils/validation-messages";

// The contracts' request schemas with the product's wording (docs/product.md §5) in the caller's language.
const LABELS = {
  en: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    country: "Country",
    vatIdFormat: "Enter the VAT ID with its country prefix, such as NL123456789B01",
  },
  nl: {
    firstName: "Voornaam",
    lastName: "Achternaam",
    email: "E-mail",
    country: "Land",
    vatIdFormat: "Vul het btw-nummer in met de landcode ervoor, zoals NL123456789B01",
  },
} as const;

export const choosePlanSchema = (locale: Locale) => choosePlanRequestSchema(validationMessages(locale));
export const paymentDetailsSchema = (locale: Locale) => paymentDetailsRequestSchema(validationMessages(locale), LABELS[locale]);
