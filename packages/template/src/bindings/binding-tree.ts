import type { Binding } from "../schema/binding.ts";

export type BindingNode =
  | { kind: "object"; children: Map<string, BindingNode> }
  | { kind: "array"; item: { kind: "object"; children: Map<string, BindingNode> } }
  | { kind: "leaf"; binding: Binding };

type ObjectNode = Extract<BindingNode, { kind: "object" }>;

export interface BindingConflict {
  index: number;
  message: string;
}

/** Turns flat binding keys into the shape of the data; a key that clashes with an earlier one is a conflict. */
export function buildBindingTree(bindings: readonly Binding[]): { root: ObjectNode; conflicts: BindingConflict[] } {
  const root: ObjectNode = { kind: "object", children: new Map() };
  const conflicts: BindingConflict[] = [];
  bindings.forEach((binding, index) => {
    const message = insert(root, binding);
    if (message) conflicts.push({ index, message });
  });
  return { root, conflicts };
}

function insert(root: ObjectNode, binding: Binding): string | undefined {
  const segments = binding.key.split(".");
  let node = root;
  for (const [i, segment] of segments.entries()) {
    const isArray = segment.endsWith("[]");
    const name = isArray ? segment.slice(0, -2) : segment;
    const soFar = segments.slice(0, i + 1).join(".");
    const existing = node.children.get(name);
    if (i === segments.length - 1) {
      if (!existing) {
        node.children.set(name, { kind: "leaf", binding });
        return undefined;
      }
      return existing.kind === "leaf" ? `duplicate binding key "${binding.key}"` : `"${soFar}" is already a list or group of fields`;
    }
    const wanted = isArray ? "array" : "object";
    if (!existing) {
      const child: ObjectNode = { kind: "object", children: new Map() };
      node.children.set(name, isArray ? { kind: "array", item: child } : child);
      node = child;
    } else if (existing.kind === wanted) {
      node = existing.kind === "array" ? existing.item : (existing as ObjectNode);
    } else {
      if (existing.kind === "leaf" && existing.binding.type === "list")
        return `"${name}" is already a list binding: add "${segments[i + 1]}" as one of its columns`;
      return existing.kind === "leaf"
        ? `"${soFar.replace(/\[\]$/, "")}" is already a single field`
        : `"${name}" is used both as a list (${name}[]) and as a group (${name}.…)`;
    }
  }
  return undefined;
}
