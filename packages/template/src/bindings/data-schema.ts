import { z } from "zod";
import { formatPath } from "../format-path.ts";
import type { Binding } from "../schema/binding.ts";
import { buildBindingTree, type BindingNode } from "./binding-tree.ts";

const LEAF_SCHEMAS = {
  text: () => z.string({ invalid_type_error: "expected text" }),
  number: () => z.number({ invalid_type_error: "expected a number" }).finite("expected a number"),
  boolean: () => z.boolean({ invalid_type_error: "expected true or false" }),
} as const;

function objectSchema(children: Map<string, BindingNode>) {
  const shape = Object.fromEntries([...children].map(([name, child]) => [name, nodeSchema(child)]));
  return z.object(shape, { invalid_type_error: "expected an object" }).passthrough();
}

/** Every key may be missing or null (it renders empty); a present value must have the bound type. */
function nodeSchema(node: BindingNode): z.ZodTypeAny {
  switch (node.kind) {
    case "leaf":
      return LEAF_SCHEMAS[node.binding.type]().nullish();
    case "object":
      return objectSchema(node.children).nullish();
    case "array":
      return z.array(objectSchema(node.item.children), { invalid_type_error: "expected a list" }).nullish();
  }
}

/**
 * The data shape the bindings describe. Keys not bound are kept (expressions may still use them).
 * Bindings that clash (see `validateDocument`) are skipped, the first one wins.
 */
export function bindingsToDataSchema(bindings: Binding[]): z.ZodTypeAny {
  return objectSchema(buildBindingTree(bindings).root.children);
}

export function validateData(
  bindings: Binding[],
  data: unknown,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: { path: string; message: string }[] } {
  const result = bindingsToDataSchema(bindings).safeParse(data);
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })),
  };
}
