import type { Element } from "@paperjet/template";
import type { Decoration } from "./types.ts";

/** The box fields every element type shares, copied only when set so laid-out data stays small. */
export function decoration(el: Element): Decoration {
  const d: Decoration = {};
  if (el.rotation) d.rotation = el.rotation;
  if (el.opacity !== undefined && el.opacity < 1) d.opacity = el.opacity;
  if (el.background) d.background = el.background;
  if (el.border) d.border = el.border;
  return d;
}
