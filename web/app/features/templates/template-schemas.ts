import { z } from "zod";
import { SQL_INTEGER_MAX } from "@paperjet/contracts";
import type { Locale } from "~/utils/locale";
import { validationMessages } from "~/utils/validation-messages";

const NAME_LABEL = { en: "Name", nl: "Naam" } as const;

export function templateNameField(locale: Locale) {
  const m = validationMessages(locale);
  const required = m.required(NAME_LABEL[locale]);
  return z.string({ required_error: required, invalid_type_error: required }).trim().min(1, required).max(200, m.maxLength(200));
}

/** `POST /api/templates`: `{ name, document? }`. */
export function createTemplateSchema(locale: Locale) {
  return z.object({ name: templateNameField(locale), document: z.unknown().optional() });
}

/** `POST /api/templates/{id}`: `{ name?, document?, version, note? }`. */
export function updateTemplateSchema(locale: Locale) {
  const required = validationMessages(locale).required("Version");
  return z.object({
    name: templateNameField(locale).optional(),
    document: z.unknown().optional(),
    version: z.number({ required_error: required, invalid_type_error: required }).int().positive().max(SQL_INTEGER_MAX),
    note: z.string().max(500, validationMessages(locale).maxLength(500)).optional(),
  });
}

/** `POST /api/templates/search`: `{ query }`. */
export function searchTemplatesSchema() {
  return z.object({ query: z.string().max(200).default("") });
}
