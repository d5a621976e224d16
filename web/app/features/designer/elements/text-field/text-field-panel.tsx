import { useTranslation } from "react-i18next";
import type { TextFieldElement } from "@paperjet/template";
import { CheckboxField, ExpressionField, NumberField, Section } from "../../ui/fields.tsx";
import { FieldNameField } from "../common/field-name-field.tsx";
import type { PanelProps } from "../panel-props.ts";
import { StyleFields } from "../text/style-fields.tsx";

export function TextFieldPanel({ element, update }: PanelProps<TextFieldElement>) {
  const { t } = useTranslation("designer");
  return (
    <Section title={t("elements.textField")}>
      <FieldNameField id={element.id} field={element.field} update={update} />
      <ExpressionField
        label={t("fields.fieldValue")}
        kind="text"
        value={element.value}
        onChange={(value) => update({ value }, `${element.id}.value`)}
        testId="prop-field-value"
      />
      <CheckboxField
        label={t("fields.multiline")}
        checked={element.multiline ?? false}
        onChange={(multiline) => update({ multiline: multiline || undefined })}
        testId="prop-field-multiline"
      />
      <NumberField
        label={t("fields.maxLength")}
        min={0}
        max={10_000}
        step={1}
        value={element.maxLength ?? 0}
        onChange={(maxLength) =>
          update({ maxLength: maxLength && maxLength > 0 ? Math.round(maxLength) : undefined }, `${element.id}.maxLength`)
        }
        testId="prop-field-max-length"
      />
      <StyleFields style={element.style ?? {}} onChange={(style, field) => update({ style }, `${element.id}.style.${field}`)} />
    </Section>
  );
}
