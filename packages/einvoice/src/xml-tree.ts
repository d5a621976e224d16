import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";

/** An element: name (with its prefix), attributes, and text or children; `undefined` children are left out. */
export interface XmlNode {
  name: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: (XmlNode | undefined | false)[];
}

export const el = (name: string, content?: string | (XmlNode | undefined | false)[], attrs?: Record<string, string>): XmlNode =>
  typeof content === "string" ? { name, attrs, text: content } : { name, attrs, children: content ?? [] };

/** An element with text, or nothing when the text is absent. */
export const opt = (name: string, text: string | undefined, attrs?: Record<string, string>): XmlNode | undefined =>
  text === undefined ? undefined : el(name, text, attrs);

/** Serialises the tree with xmlbuilder2 (which escapes every text and attribute); `namespaces` maps prefixes to URIs. */
export function writeXml(root: XmlNode, namespaces: Record<string, string>): string {
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const prefixOf = (name: string) => (name.includes(":") ? name.slice(0, name.indexOf(":")) : "");
  const add = (parent: XMLBuilder, node: XmlNode, isRoot = false) => {
    const ns = namespaces[prefixOf(node.name)];
    const attrs = {
      ...(isRoot
        ? Object.fromEntries(
            Object.entries(namespaces)
              .filter(([p]) => p !== prefixOf(node.name))
              .map(([p, uri]) => [p ? `xmlns:${p}` : "xmlns", uri]),
          )
        : {}),
      ...node.attrs,
    };
    const element = parent.ele(ns ?? null, node.name, attrs);
    if (node.text !== undefined) element.txt(node.text);
    for (const child of node.children ?? []) if (child) add(element, child);
  };
  add(doc, root, true);
  return doc.end({ prettyPrint: true });
}

/** Cents as a decimal amount with two places. */
export const amount = (cents: number): string => (cents / 100).toFixed(2);

/** A quantity, price or rate as a plain decimal (no exponent, at most 10 places). */
export const decimal = (value: number): string => value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 10 });
