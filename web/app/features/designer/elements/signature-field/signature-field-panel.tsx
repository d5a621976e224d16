import { useTranslation } from "react-i18next";
import type { SignatureFieldElement } from "@paperjet/template";
import { Section } from "../../ui/fields.tsx";
import { FieldNameField } from "../common/field-name-field.tsx";
import type { PanelProps } from "../panel-props.ts";

export function SignatureFieldPanel({ element, update }: PanelProps<SignatureFieldElement>) {
  const { t } = useTranslation("designer");
  return (
    <Section title={t("elements.signatureField")}>
      <FieldNameField id={element.id} field={element.field} update={update} />
      <p className="col-span-2 text-xs text-slate-500">{t("hints.signatureField")}</p>
    </Section>
  );
}
