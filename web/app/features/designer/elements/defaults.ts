import type { Binding } from "@paperjet/template";
import type { NewElement } from "../state/commands.ts";
import { DESIGNER_ELEMENTS } from "./registry.ts";

/** The insert menu, in registry order. */
export const INSERT_ENTRIES = Object.values(DESIGNER_ELEMENTS).flatMap((d) => d.insert);
export const ELEMENT_KINDS = INSERT_ENTRIES.map((e) => e.kind);
export type ElementKind = string;

/**
 * What a new element of an insert-menu kind looks like, centred on (cx, cy) mm. It moves down when
 * content above it grows ("Move down when content above grows" on): a new element placed below a
 * table or growing text never ends up under it; the properties panel turns it off. A new text says
 * `defaultText` (the designer's word for "Text" in its language).
 */
export function defaultElement(kind: ElementKind, cx: number, cy: number, bindings: Binding[] = [], defaultText?: string): NewElement {
  const entry = INSERT_ENTRIES.find((e) => e.kind === kind);
  if (!entry) throw new RangeError(`No insert-menu entry "${kind}"`);
  const created = entry.create((width, height) => ({ x: round(cx - width / 2), y: round(cy - height / 2), width, height }), bindings);
  return { ...(created.type === "text" && defaultText ? { ...created, text: defaultText } : created), moveDown: true };
}

function round(value: number) {
  return Math.round(value * 10) / 10;
}
