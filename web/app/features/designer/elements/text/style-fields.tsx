import { useTranslation } from "react-i18next";
import { FONT_FAMILIES } from "@paperjet/fonts";
import type { CellStyle } from "@paperjet/template";
import { CheckboxField, ColorField, NumberField, SelectField } from "../../ui/fields.tsx";

/** Font, size, weight, italic, colour, alignment, spacing: shared by text elements and table cells. */
export function StyleFields<S extends CellStyle>({
  style,
  onChange,
  withCellBackground,
  withVertical = true,
}: {
  style: S;
  onChange: (style: S, field: string) => void;
  withCellBackground?: boolean;
  withVertical?: boolean;
}) {
  const { t } = useTranslation("designer");
  const set = <K extends keyof S>(field: K, value: S[K] | undefined) => {
    const next = { ...style };
    if (value === undefined) delete next[field];
    else next[field] = value;
    onChange(next, String(field));
  };
  return (
    <>
      <SelectField
        label={t("fields.fontFamily")}
        wide
        value={style.fontFamily ?? "Inter"}
        options={FONT_FAMILIES.map((f) => ({ value: f, label: f }))}
        onChange={(f) => set("fontFamily", f)}
        testId="prop-font-family"
      />
      <NumberField
        label={t("fields.fontSize")}
        unit="pt"
        min={1}
        max={400}
        step={1}
        value={style.fontSize ?? 10}
        onChange={(v) => set("fontSize", v)}
        testId="prop-font-size"
      />
      <SelectField
        label={t("fields.fontWeight")}
        value={String(style.fontWeight ?? 400)}
        options={[
          { value: "400", label: t("weight.regular") },
          { value: "700", label: t("weight.bold") },
        ]}
        onChange={(w) => set("fontWeight", Number(w) === 400 ? undefined : Number(w))}
        testId="prop-font-weight"
      />
      <CheckboxField
        label={t("fields.italic")}
        checked={style.italic ?? false}
        onChange={(i) => set("italic", i || undefined)}
        wide={false}
      />
      <ColorField label={t("fields.color")} value={style.color} onChange={(c) => set("color", c)} wide testId="prop-color" />
      <SelectField
        label={t("fields.align")}
        value={style.align ?? "left"}
        options={(["left", "center", "right", "justify"] as const).map((a) => ({ value: a, label: t(`align.${a}`) }))}
        onChange={(a) => set("align", a === "left" ? undefined : a)}
        testId="prop-align"
      />
      {withVertical ? (
        <SelectField
          label={t("fields.verticalAlign")}
          value={style.verticalAlign ?? "top"}
          options={(["top", "middle", "bottom"] as const).map((a) => ({ value: a, label: t(`valign.${a}`) }))}
          onChange={(a) => set("verticalAlign", a === "top" ? undefined : a)}
        />
      ) : null}
      <NumberField
        label={t("fields.letterSpacing")}
        unit="pt"
        min={-20}
        max={100}
        step={0.1}
        value={style.letterSpacing ?? 0}
        onChange={(v) => set("letterSpacing", v || undefined)}
      />
      <NumberField
        label={t("fields.lineHeight")}
        unit="×"
        min={0.5}
        max={5}
        step={0.05}
        value={style.lineHeight ?? 1.2}
        onChange={(v) => set("lineHeight", v)}
      />
      {withCellBackground ? (
        <ColorField label={t("fields.cellBackground")} value={style.background} onChange={(c) => set("background", c)} wide />
      ) : null}
    </>
  );
}
