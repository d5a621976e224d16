import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/utils/use-locale";
import { validationMessages } from "~/utils/validation-messages";
import type { FormText } from "./form-schemas";

/** The form rules' wording in the page's language, for validation in the browser. */
export function useFormText(): FormText {
  const { t } = useTranslation("forms");
  const locale = useLocale();
  return useMemo(
    () => ({ messages: validationMessages(locale), label: (field) => t(`fields.${field}`), rule: (name) => t(`rules.${name}`) }),
    [t, locale],
  );
}
