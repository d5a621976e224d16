import { TEXT_FIELD_MAX_LENGTH, type TextFieldElement } from "@paperjet/template";
import { renderText, type LayoutContext, type Scope } from "../../layout/context.ts";
import { decoration, fieldName } from "../../layout/decorate.ts";
import type { LaidOutTextField } from "../../layout/types.ts";
import { layoutTextBlock } from "../../text/text-block.ts";
import { single, type EngineElementDefinition, type FaceStyle } from "../definition.ts";

/** The space between a field's frame and its text, as PDF viewers leave it (mm). */
export const FIELD_PADDING = 0.8;

function layoutTextField(el: TextFieldElement, scope: Scope, ctx: LayoutContext, x: number): LaidOutTextField {
  const multiline = el.multiline === true;
  // A one-line field shows its value centred on the line, as viewers draw a typed value.
  const style = { verticalAlign: multiline ? ("top" as const) : ("middle" as const), ...el.style };
  const inner = {
    id: el.id,
    x: x + FIELD_PADDING,
    y: FIELD_PADDING,
    width: Math.max(0, el.width - 2 * FIELD_PADDING),
    height: Math.max(0, el.height - 2 * FIELD_PADDING),
  };
  const text = renderText(ctx, el.value, scope, el.id);
  // The limit a reader's typing has (maxLength): pdf-lib reads a value back with one argument per
  // character, which overflowed the stack for a value of 200,000 (a 422 saying only that).
  if (text.length > TEXT_FIELD_MAX_LENGTH)
    throw new RangeError(`${el.id}: the value has ${text.length} characters; a text field holds at most ${TEXT_FIELD_MAX_LENGTH}`);
  const value = layoutTextBlock(ctx.fonts, multiline ? text : text.replace(/\s*\n\s*/g, " "), style, inner, {
    fit: "clip",
    warnings: ctx.warnings,
  });
  return {
    kind: "textField",
    id: el.id,
    x,
    y: 0,
    width: el.width,
    height: el.height,
    name: fieldName(el, scope, ctx),
    value,
    multiline,
    ...(el.maxLength ? { maxLength: el.maxLength } : {}),
    ...decoration(el),
  };
}

export const textFieldElement: EngineElementDefinition<"textField"> = {
  rasterSafe: true,
  faces: (el, add) => add(el.style as FaceStyle | undefined),
  layout: (el, scope, ctx, x) => single(layoutTextField(el, scope, ctx, x)),
  // A live field's value is drawn by the PDF field itself, which a reader can change (a rotated one stays painted).
  paint: (parent, box, ctx) => (ctx.formFields === "live" && !box.rotation ? undefined : ctx.paintBox(parent, box.value)),
  formField: (box) => ({
    kind: "text",
    name: box.name,
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    value: box.value.lines.map((line) => line.runs.map((run) => run.text).join("")).join(box.multiline ? "\n" : " "),
    font: box.value.font,
    color: box.value.color,
    align: box.value.align === "justify" ? "left" : box.value.align,
    multiline: box.multiline,
    ...(box.maxLength ? { maxLength: box.maxLength } : {}),
  }),
  shift: (box, dx, dy, shiftChild) => shiftChild(box.value, dx, dy),
  clip: () => {},
};
