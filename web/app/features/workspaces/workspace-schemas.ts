import { changeRoleRequestSchema, createWorkspaceRequestSchema, inviteRequestSchema } from "@paperjet/contracts";
import type { Locale } from "~/utils/locale";
import { validationMessages } from "~/utils/validation-messages";

// The contracts' request schemas with the product's wording in the caller's language.
const LABELS = { en: { name: "Name", email: "Email" }, nl: { name: "Naam", email: "E-mail" } } as const;

export const createWorkspaceSchema = (locale: Locale) => createWorkspaceRequestSchema(validationMessages(locale), LABELS[locale].name);
export const inviteSchema = (locale: Locale) => inviteRequestSchema(validationMessages(locale), LABELS[locale].email);
export const changeRoleSchema = (locale: Locale) => changeRoleRequestSchema(validationMessages(locale));
