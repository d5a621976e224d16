import { useTranslation } from "react-i18next";
import type { CheckboxElement } from "@paperjet/template";
import { ColorField, ExpressionField, Section } from "../../ui/fields.tsx";
import { FieldNameField } from "../common/field-name-field.tsx";
import type { PanelProps } from "../panel-props.ts";

export function CheckboxPanel({ element, update }: PanelProps<CheckboxElement>) {
  const { t } = useTranslation("designer");
  return (
    <Section title={t("elements.checkbox")}>
      <FieldNameField id={element.id} field={element.field} update={update} />
      <ExpressionField
        label={t("fields.checked")}
        kind="expr"
        value={element.checked ?? ""}
        onChange={(value) => update({ checked: value.trim() ? value : undefined }, `${element.id}.checked`)}
        testId="prop-field-checked"
      />
      <ColorField label={t("fields.tickColor")} value={element.color} onChange={(color) => update({ color }, `${element.id}.color`)} wide />
    </Section>
  );
}
