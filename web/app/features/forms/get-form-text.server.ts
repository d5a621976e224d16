import i18next from "~/utils/i18next.server";
import type { Locale } from "~/utils/locale";
import { validationMessages } from "~/utils/validation-messages";
import type { FormText } from "./form-schemas";

/** The form rules' wording in `locale`, for validation on the server. */
export async function getFormText(locale: Locale): Promise<FormText> {
  const t = await i18next.getFixedT(locale, "forms");
  return { messages: validationMessages(locale), label: (field) => t(`fields.${field}`), rule: (name) => t(`rules.${name}`) };
}
