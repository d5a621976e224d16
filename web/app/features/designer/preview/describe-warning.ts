import type { TemplateDocument } from "@paperjet/template";
import type { TFunction } from "i18next";
import { elementLabel } from "../elements/element-label.ts";
import { findElement } from "../state/element-tree.ts";

/** The engine's overlap warning (packages/engine/src/layout/overlaps.ts): `<id>: overlaps <id> once laid out …`. */
const OVERLAP = /^(\S+): overlaps (\S+) once laid out/;

export const isOverlap = (warning: string) => OVERLAP.test(warning);

/**
 * A render warning for the designer: an overlap in the user's language with both elements named as
 * the layers panel names them ("Table lines"); other warnings as the engine words them.
 */
export function describeWarning(warning: string, document: TemplateDocument, t: TFunction<"designer">): string {
  const match = OVERLAP.exec(warning);
  if (!match) return warning;
  const name = (id: string) => {
    const element = findElement(document, id);
    return element ? elementLabel(element, t as (key: string) => string) : id;
  };
  return t("preview.overlap", { element: name(match[1]!), other: name(match[2]!) });
}
