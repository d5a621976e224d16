import { useTranslation } from "react-i18next";
import type { Element, Pin } from "@paperjet/template";
import { CheckboxField, ColorField, ExpressionField, NumberField, Section, SelectField, TextField } from "../../ui/fields.tsx";
import { useListSources } from "../list-sources.ts";
import type { PanelProps } from "../panel-props.ts";

/** Position, size, rotation and appearance: what every element has. */
export function GeometryPanel({ element, update }: PanelProps) {
  const { t } = useTranslation("designer");
  const key = (field: string) => `${element.id}.${field}`;
  return (
    <>
      <Section title={t("panels.position")}>
        <NumberField label="X" unit="mm" value={element.x} onChange={(x) => x !== undefined && update({ x }, key("x"))} testId="prop-x" />
        <NumberField label="Y" unit="mm" value={element.y} onChange={(y) => y !== undefined && update({ y }, key("y"))} testId="prop-y" />
        <NumberField
          label={t("fields.width")}
          unit="mm"
          min={0}
          value={element.width}
          onChange={(width) => width !== undefined && update({ width }, key("width"))}
          testId="prop-width"
        />
        <NumberField
          label={t("fields.height")}
          unit="mm"
          min={0}
          value={element.height}
          onChange={(height) => height !== undefined && update({ height }, key("height"))}
          testId="prop-height"
        />
        <NumberField
          label={t("fields.rotation")}
          unit="°"
          min={-360}
          max={360}
          step={1}
          value={element.rotation ?? 0}
          onChange={(rotation) => update({ rotation: rotation ? rotation : undefined }, key("rotation"))}
          testId="prop-rotation"
        />
        <NumberField
          label={t("fields.opacity")}
          unit="%"
          min={0}
          max={100}
          step={5}
          value={element.opacity === undefined ? 100 : Math.round(element.opacity * 100)}
          onChange={(v) => update({ opacity: v === undefined || v === 100 ? undefined : v / 100 }, key("opacity"))}
          testId="prop-opacity"
        />
      </Section>
      <Section title={t("panels.appearance")}>
        <ColorField
          label={t("fields.background")}
          value={element.background}
          onChange={(background) => update({ background }, key("background"))}
          wide
          testId="prop-background"
        />
        <NumberField
          label={t("fields.borderWidth")}
          unit="mm"
          min={0}
          value={element.border?.width ?? 0}
          onChange={(width) =>
            update(
              { border: width ? { color: element.border?.color ?? "#111827", ...element.border, width } : undefined },
              key("border.width"),
            )
          }
        />
        <NumberField
          label={t("fields.borderRadius")}
          unit="mm"
          min={0}
          value={element.border?.radius ?? 0}
          onChange={(radius) =>
            element.border && update({ border: { ...element.border, radius: radius || undefined } }, key("border.radius"))
          }
        />
        {element.border ? (
          <ColorField
            label={t("fields.borderColor")}
            optional={false}
            value={element.border.color}
            onChange={(color) => color && update({ border: { ...element.border!, color } }, key("border.color"))}
            wide
          />
        ) : null}
      </Section>
    </>
  );
}

/** Repeat, visible-if, pin and move-down: how the element behaves with data and pagination. */
export function BehaviourPanel({ element, update }: PanelProps) {
  const { t } = useTranslation("designer");
  const lists = useListSources();
  const key = (field: string) => `${element.id}.${field}`;
  const pins: { value: Pin | "none"; label: string }[] = [
    { value: "none", label: t("pin.none") },
    { value: "every-page", label: t("pin.every-page") },
    { value: "first-page", label: t("pin.first-page") },
    { value: "last-page", label: t("pin.last-page") },
  ];
  return (
    <Section title={t("panels.behaviour")}>
      <SelectField
        label={t("fields.pin")}
        wide
        value={element.pin ?? "none"}
        options={pins}
        onChange={(pin) => update({ pin: pin === "none" ? undefined : pin } as Partial<Element>)}
        testId="prop-pin"
      />
      <CheckboxField
        label={t("fields.moveDown")}
        checked={element.moveDown ?? false}
        onChange={(moveDown) => update({ moveDown: moveDown || undefined })}
        testId="prop-move-down"
      />
      <ExpressionField
        label={t("fields.visibleIf")}
        kind="expr"
        optional
        placeholder="invoice.overdue"
        value={element.visibleIf ?? ""}
        onChange={(visibleIf) => update({ visibleIf: visibleIf || undefined }, key("visibleIf"))}
        testId="prop-visible-if"
      />
      <ExpressionField
        label={t("fields.repeatEach")}
        kind="expr"
        optional
        placeholder="items"
        value={element.repeat?.each ?? ""}
        suggestions={lists}
        onChange={(each) =>
          update({ repeat: each ? { as: "item", direction: "down", gap: 0, ...element.repeat, each } : undefined }, key("repeat.each"))
        }
        testId="prop-repeat"
      />
      {element.repeat ? (
        <>
          <TextField
            label={t("fields.repeatAs")}
            value={element.repeat.as}
            onChange={(as) => /^[A-Za-z_]\w*$/.test(as) && update({ repeat: { ...element.repeat!, as } }, key("repeat.as"))}
          />
          <SelectField
            label={t("fields.repeatDirection")}
            value={element.repeat.direction}
            options={[
              { value: "down", label: t("direction.down") },
              { value: "right", label: t("direction.right") },
            ]}
            onChange={(direction) => update({ repeat: { ...element.repeat!, direction } })}
          />
          <NumberField
            label={t("fields.repeatGap")}
            unit="mm"
            min={0}
            value={element.repeat.gap}
            onChange={(gap) => update({ repeat: { ...element.repeat!, gap: gap ?? 0 } }, key("repeat.gap"))}
          />
        </>
      ) : null}
    </Section>
  );
}
