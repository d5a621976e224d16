import { useTranslation } from "react-i18next";
import type { ShapeElement } from "@paperjet/template";
import { ColorField, NumberField, Section, SelectField } from "../../ui/fields.tsx";
import type { PanelProps } from "../panel-props.ts";

export function ShapePanel({ element, update }: PanelProps<ShapeElement>) {
  const { t } = useTranslation("designer");
  const key = (f: string) => `${element.id}.${f}`;
  return (
    <Section title={t("panels.shape")}>
      <SelectField
        label={t("fields.shape")}
        wide
        value={element.shape}
        options={(["rect", "ellipse", "line"] as const).map((s) => ({ value: s, label: t(`elements.${s}`) }))}
        onChange={(shape) => update({ shape })}
        testId="prop-shape"
      />
      {element.shape !== "line" ? (
        <ColorField
          label={t("fields.fill")}
          value={element.fill}
          onChange={(fill) => update({ fill }, key("fill"))}
          wide
          testId="prop-fill"
        />
      ) : null}
      <ColorField
        label={t("fields.stroke")}
        value={element.stroke}
        onChange={(stroke) => update({ stroke }, key("stroke"))}
        wide
        testId="prop-stroke"
      />
      <NumberField
        label={t("fields.strokeWidth")}
        unit="mm"
        min={0}
        max={50}
        value={element.strokeWidth ?? 0}
        onChange={(strokeWidth) => update({ strokeWidth }, key("strokeWidth"))}
        testId="prop-stroke-width"
      />
    </Section>
  );
}
