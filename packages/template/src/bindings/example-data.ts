import type { Binding } from "../schema/binding.ts";
import { buildBindingTree, type BindingNode } from "./binding-tree.ts";

/** Lists get two entries: enough to show a table's stripe, a repeat's gap and a sum, yet short. */
export const EXAMPLE_LIST_LENGTH = 2;

type ObjectNode = Extract<BindingNode, { kind: "object" }>;

function build(node: ObjectNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, child] of node.children) {
    if (child.kind === "leaf") {
      const { example, type } = child.binding;
      // A list without rows still shows two (empty) rows, like the lists built from `items[].x`; rows are copies.
      if (type === "list")
        out[name] = Array.isArray(example) ? structuredClone(example) : Array.from({ length: EXAMPLE_LIST_LENGTH }, () => ({}));
      else if (example !== undefined) out[name] = example;
    } else if (child.kind === "object") {
      out[name] = build(child);
    } else {
      out[name] = Array.from({ length: EXAMPLE_LIST_LENGTH }, () => build(child.item));
    }
  }
  return out;
}

/** The data used for the designer preview and for a generation call without data. */
export function exampleData(bindings: Binding[]): Record<string, unknown> {
  return build(buildBindingTree(bindings).root);
}

/** The data a document renders with when none is given: its `exampleData`, else the bindings' examples. */
export function documentExampleData(document: { bindings?: Binding[]; exampleData?: Record<string, unknown> }): Record<string, unknown> {
  return document.exampleData ?? exampleData(document.bindings ?? []);
}
