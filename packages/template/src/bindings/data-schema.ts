import { z } from "zod";
import { formatPath } from "../format-path.ts";
import { toZonedDate } from "../format/parse-date.ts";
import { type Binding, type BindingColumn, type ColumnType } from "../schema/binding.ts";
import { buildBindingTree, type BindingNode } from "./binding-tree.ts";

/** What a value in the data should have been; callers word it in their own language. */
export type DataExpectation = "text" | "number" | "boolean" | "date" | "object" | "list";

export interface DataError {
  path: string;
  /** English wording, as shown in the designer. */
  message: string;
  expected: DataExpectation;
}

const MESSAGES: Record<DataExpectation, string> = {
  text: "expected text",
  number: "expected a number",
  boolean: "expected true or false",
  date: "expected a date (ISO 8601, like 2026-11-03)",
  object: "expected an object",
  list: "expected a list",
};
const EXPECTATION_OF = new Map(Object.entries(MESSAGES).map(([expected, message]) => [message, expected as DataExpectation]));

const COLUMN_SCHEMAS: Record<ColumnType, () => z.ZodTypeAny> = {
  text: () => z.string({ invalid_type_error: MESSAGES.text }),
  number: () => z.number({ invalid_type_error: MESSAGES.number }).finite(MESSAGES.number),
  boolean: () => z.boolean({ invalid_type_error: MESSAGES.boolean }),
  // What the `date` filter reads: an ISO 8601 date or date-time, or epoch milliseconds.
  date: () =>
    z
      .unknown()
      .refine(
        (value) => (typeof value === "string" || typeof value === "number") && toZonedDate(value, "UTC") !== undefined,
        MESSAGES.date,
      ),
};

function listSchema(columns: readonly BindingColumn[]) {
  const shape = Object.fromEntries(columns.map((c) => [c.key, COLUMN_SCHEMAS[c.type]().nullish()]));
  return z.array(z.object(shape, { invalid_type_error: MESSAGES.object }).passthrough(), { invalid_type_error: MESSAGES.list });
}

function leafSchema(binding: Binding): z.ZodTypeAny {
  return binding.type === "list" ? listSchema(binding.columns ?? []) : COLUMN_SCHEMAS[binding.type]();
}

function objectSchema(children: Map<string, BindingNode>) {
  const shape = Object.fromEntries([...children].map(([name, child]) => [name, nodeSchema(child)]));
  return z.object(shape, { invalid_type_error: MESSAGES.object }).passthrough();
}

/** Every key may be missing or null (it renders empty); a present value must have the bound type. */
function nodeSchema(node: BindingNode): z.ZodTypeAny {
  switch (node.kind) {
    case "leaf":
      return leafSchema(node.binding).nullish();
    case "object":
      return objectSchema(node.children).nullish();
    case "array":
      return z.array(objectSchema(node.item.children), { invalid_type_error: MESSAGES.list }).nullish();
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
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: DataError[] } {
  const result = bindingsToDataSchema(bindings).safeParse(data);
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      path: formatPath(issue.path),
      message: issue.message,
      // Every issue carries one of MESSAGES, except missing data at the root (zod's "Required"), which is an object.
      expected: EXPECTATION_OF.get(issue.message) ?? "object",
    })),
  };
}
