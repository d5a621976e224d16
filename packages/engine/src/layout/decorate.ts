import type { Element } from "@paperjet/template";
import { renderText, type LayoutContext, type Scope } from "./context.ts";
import type { Decoration, Figure } from "./types.ts";

/** The box fields every element type shares, copied only when set so laid-out data stays small. */
export function decoration(el: Element): Decoration {
  const d: Decoration = {};
  if (el.rotation) d.rotation = el.rotation;
  if (el.opacity !== undefined && el.opacity < 1) d.opacity = el.opacity;
  if (el.background) d.background = el.background;
  if (el.border) d.border = el.border;
  return d;
}

/** A figure's alternative text rendered in its scope; left out when empty, which makes the figure decorative. */
export function figure(el: { id: string; alt?: string }, scope: Scope, ctx: LayoutContext): Figure {
  const alt = el.alt ? renderText(ctx, el.alt, scope, el.id).trim() : "";
  return alt ? { alt } : {};
}

/**
 * A form field's AcroForm name, rendered in its scope. A dot would nest it under a parent field in
 * PDF viewers, so dots become `_`; an empty name falls back to the element's id.
 */
export function fieldName(el: { id: string; field: string }, scope: Scope, ctx: LayoutContext): string {
  return renderText(ctx, el.field, scope, el.id).trim().replace(/\./g, "_") || el.id;
}
