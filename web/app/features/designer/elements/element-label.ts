import type { Element } from "@paperjet/template";
import { designerElement } from "./registry.ts";

/** The layer's name when it has one, else its automatic label (see `automaticLabel`): one name everywhere in the designer. */
export function elementLabel(element: Element, t: (key: string) => string): string {
  return element.name ?? automaticLabel(element, t);
}

/** "Rectangle shape3": the kind's name from the registry and the id. */
export function automaticLabel(element: Element, t: (key: string) => string): string {
  return `${t(`elements.${designerElement(element.type).kind(element as never)}`)} ${element.id}`;
}
