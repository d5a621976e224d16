import type { Element } from "@paperjet/template";
import { designerElement } from "./registry.ts";

/** "Rectangle shape3": the kind's name from the registry and the id. */
export function elementLabel(element: Element, t: (key: string) => string): string {
  return `${t(`elements.${designerElement(element.type).kind(element as never)}`)} ${element.id}`;
}
