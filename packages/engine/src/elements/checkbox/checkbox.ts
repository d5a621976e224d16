import { isTruthy, type CheckboxElement } from "@paperjet/template";
import { evaluate, type LayoutContext, type Scope } from "../../layout/context.ts";
import { decoration, fieldName } from "../../layout/decorate.ts";
import type { LaidOutCheckbox } from "../../layout/types.ts";
import { n, strokeAttrs } from "../../paint/color.ts";
import { nothingInside, single, type EngineElementDefinition } from "../definition.ts";

function layoutCheckbox(el: CheckboxElement, scope: Scope, ctx: LayoutContext, x: number): LaidOutCheckbox {
  const checked = el.checked === undefined ? false : isTruthy(evaluate(ctx, el.checked, scope, el.id, "checked"));
  return {
    kind: "checkbox",
    id: el.id,
    x,
    y: 0,
    width: el.width,
    height: el.height,
    name: fieldName(el, scope, ctx),
    checked,
    color: el.color ?? "#000000",
    ...decoration(el),
  };
}

export const checkboxElement: EngineElementDefinition<"checkbox"> = {
  rasterSafe: true,
  faces: () => {},
  layout: (el, scope, ctx, x) => single(layoutCheckbox(el, scope, ctx, x)),
  paint(parent, box, ctx) {
    if (!box.checked || (ctx.formFields === "live" && !box.rotation)) return;
    // A tick in the box's largest centred square, a fifth of it from each side.
    const side = Math.min(box.width, box.height);
    const x = box.x + (box.width - side) / 2;
    const y = box.y + (box.height - side) / 2;
    const at = (fx: number, fy: number) => `${n(x + fx * side)} ${n(y + fy * side)}`;
    parent.element("path").attr({
      d: `M${at(0.2, 0.52)}L${at(0.42, 0.74)}L${at(0.8, 0.28)}`,
      fill: "none",
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      "aria-hidden": "true",
      ...strokeAttrs(box.color, side * 0.12),
    });
  },
  formField: (box) => ({
    kind: "checkbox",
    name: box.name,
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    checked: box.checked,
    color: box.color,
  }),
  ...nothingInside,
};
