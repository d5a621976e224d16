import { isObject, type RawElement, type TemplateRegistry } from "../elements/definition.ts";
import type { Element, ElementType } from "../elements/element.ts";
import { TEMPLATE_ELEMENTS } from "../elements/registry.ts";

/** Where expressions live in an element: `expr` fields hold one expression, `text` fields hold `{{ }}` text. */
export interface ExpressionField {
  field: string;
  kind: "expr" | "text";
  source: string;
}

type Raw = RawElement;

/** Reads the raw element defensively so that expressions are checked even when the schema check failed. */
export function expressionFields(element: Raw): ExpressionField[] {
  const fields: ExpressionField[] = [];
  const add = (field: string, kind: "expr" | "text", source: unknown) => {
    if (typeof source === "string") fields.push({ field, kind, source });
  };
  add("visibleIf", "expr", element.visibleIf);
  if (isObject(element.repeat)) add("repeat.each", "expr", element.repeat.each);
  definitionOf(element)?.expressions(element, add);
  return fields;
}

/** The registry entry of a raw element's type, or undefined for an unknown type (the schema reports it). */
export function definitionOf(element: Raw): TemplateRegistry[ElementType] | undefined {
  const type = element.type;
  return typeof type === "string" && Object.hasOwn(TEMPLATE_ELEMENTS, type) ? TEMPLATE_ELEMENTS[type as ElementType] : undefined;
}

/** Every element of the raw document with its path, the children of elements that have some (groups) included. */
export function* walkElements(document: unknown): Generator<{ element: Raw; path: (string | number)[] }> {
  if (!isObject(document) || !Array.isArray(document.pages)) return;
  for (const [p, page] of document.pages.entries()) {
    if (isObject(page)) yield* walkList(page.elements, ["pages", p, "elements"]);
  }
}

function* walkList(elements: unknown, path: (string | number)[]): Generator<{ element: Raw; path: (string | number)[] }> {
  if (!Array.isArray(elements)) return;
  for (const [i, element] of elements.entries()) {
    if (!isObject(element)) continue;
    yield { element, path: [...path, i] };
    const children = definitionOf(element)?.children?.(element);
    if (children !== undefined) yield* walkList(children, [...path, i, "elements"]);
  }
}

/** Every element of a parsed document, depth first, the children of groups included. */
export function* everyElement(document: { pages: { elements: Element[] }[] }): Generator<Element> {
  for (const { element } of walkElements(document)) yield element as Element;
}

/** The innermost element on `path` (an entry of some `elements` list) and the rest of the path inside it. */
export function locateElement(document: unknown, path: readonly (string | number)[]): { elementId?: string; depth: number } | undefined {
  let node: unknown = document;
  let found: { elementId?: string; depth: number } | undefined;
  for (const [i, segment] of path.entries()) {
    node = isObject(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[segment] : undefined;
    if (typeof segment === "number" && path[i - 1] === "elements") {
      const id = isObject(node) && typeof node.id === "string" ? node.id : undefined;
      found = { elementId: id, depth: i + 1 };
    }
  }
  return found;
}
