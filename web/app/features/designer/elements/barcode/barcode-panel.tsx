import { useTranslation } from "react-i18next";
import { BARCODE_SYMBOLOGIES, type BarcodeElement } from "@paperjet/template";
import { CheckboxField, ColorField, ExpressionField, Section, SelectField } from "../../ui/fields.tsx";
import { AltTextField } from "../common/alt-text-field.tsx";
import type { PanelProps } from "../panel-props.ts";

const TWO_D = new Set<string>(["pdf417", "datamatrix"]);

export function BarcodePanel({ element, update }: PanelProps<BarcodeElement>) {
  const { t } = useTranslation("designer");
  return (
    <Section title={t("elements.barcode")}>
      <SelectField
        label={t("fields.symbology")}
        wide
        value={element.symbology}
        options={BARCODE_SYMBOLOGIES.map((s) => ({ value: s, label: t(`symbology.${s}`) }))}
        onChange={(symbology) => update({ symbology })}
        testId="prop-barcode-symbology"
      />
      <ExpressionField
        label={t("fields.value")}
        kind="text"
        value={element.value}
        onChange={(value) => update({ value }, `${element.id}.value`)}
        testId="prop-barcode-value"
      />
      <p className="col-span-2 text-xs text-slate-500">{t(`hints.barcode.${element.symbology}`)}</p>
      {TWO_D.has(element.symbology) ? null : (
        <CheckboxField
          label={t("fields.showText")}
          checked={element.showText}
          onChange={(showText) => update({ showText })}
          testId="prop-barcode-text"
        />
      )}
      <ColorField
        label={t("fields.color")}
        value={element.color}
        onChange={(color) => update({ color }, `${element.id}.color`)}
        wide
        testId="prop-barcode-color"
      />
      <AltTextField id={element.id} alt={element.alt} update={update} />
    </Section>
  );
}
