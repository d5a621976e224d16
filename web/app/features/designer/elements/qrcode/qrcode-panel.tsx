import { useTranslation } from "react-i18next";
import type { QrCodeElement } from "@paperjet/template";
import { ColorField, ExpressionField, Section, SelectField } from "../../ui/fields.tsx";
import { AltTextField } from "../common/alt-text-field.tsx";
import type { PanelProps } from "../panel-props.ts";

export function QrCodePanel({ element, update }: PanelProps<QrCodeElement>) {
  const { t } = useTranslation("designer");
  return (
    <Section title={t("elements.qrcode")}>
      <ExpressionField
        label={t("fields.qrValue")}
        kind="text"
        value={element.value}
        onChange={(value) => update({ value }, `${element.id}.value`)}
        testId="prop-qr-value"
      />
      <SelectField
        label={t("fields.errorCorrection")}
        wide
        value={element.errorCorrection}
        options={(["L", "M", "Q", "H"] as const).map((l) => ({ value: l, label: t(`ecc.${l}`) }))}
        onChange={(errorCorrection) => update({ errorCorrection })}
        testId="prop-qr-ecc"
      />
      <ColorField label={t("fields.color")} value={element.color} onChange={(color) => update({ color }, `${element.id}.color`)} wide />
      <AltTextField id={element.id} alt={element.alt} update={update} />
    </Section>
  );
}
