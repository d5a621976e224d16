import type { Binding, BindingType } from "../schema/binding.ts";
import { bindingKeyProblem, isIsoDate } from "../schema/binding.ts";
import { buildBindingTree } from "./binding-tree.ts";

/**
 * Bindings that describe sample data: one per leaf, keyed by its path (`customer.name`), list fields
 * as `items[].amount` (the fields of every entry, the first value as the example), the type from the
 * value (`2026-11-03` is a date). Keys that are already bound or clash with a binding (`items` next to `items[].x`), values of
 * no binding type (null, nested plain arrays) and names a binding key cannot hold are skipped.
 */
export function bindingsFromExample(data: Record<string, unknown>, existing: readonly Binding[] = []): Binding[] {
  const found = new Map<string, Binding>();
  const taken = new Set(existing.map((b) => b.key));
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      for (const entry of value) if (isPlainObject(entry)) visitObject(entry, `${key}[]`);
      return;
    }
    if (isPlainObject(value)) return visitObject(value, key);
    const type = bindingTypeOf(value);
    if (!type || found.has(key) || taken.has(key) || bindingKeyProblem(key)) return;
    found.set(key, { key, label: labelOf(key), type, example: value as Binding["example"] });
  };
  const visitObject = (object: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(object)) visit(value, prefix ? `${prefix}.${name}` : name);
  };
  visitObject(data, "");
  const kept: Binding[] = [];
  for (const binding of found.values()) {
    if (buildBindingTree([...existing, ...kept, binding]).conflicts.length === 0) kept.push(binding);
  }
  return kept;
}

function bindingTypeOf(value: unknown): BindingType | undefined {
  if (isIsoDate(value)) return "date";
  if (typeof value === "string") return "text";
  if (typeof value === "number" && Number.isFinite(value)) return "number";
  if (typeof value === "boolean") return "boolean";
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `items[].unit_price` → `Unit price`: the last name, words split, first letter capital. */
function labelOf(key: string): string {
  const last = key.slice(key.lastIndexOf(".") + 1).replace(/\[\]$/, "");
  const words = last
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
