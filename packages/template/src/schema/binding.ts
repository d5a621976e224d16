import { z } from "zod";
import { BUILTINS, isIdentifier } from "../expression/identifier.ts";

export const BINDING_TYPES = ["text", "number", "boolean", "date", "list"] as const;
export type BindingType = (typeof BINDING_TYPES)[number];
/** A `list` binding's columns hold single values; a list inside a row is written as `orders[].lines` instead. */
export const COLUMN_TYPES = ["text", "number", "boolean", "date"] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** `customer.name`, `items[].amount`: identifiers joined by dots; `[]` marks an array of objects, so never last. */
export function bindingKeyProblem(key: string): string | undefined {
  const segments = key.split(".");
  for (const [i, segment] of segments.entries()) {
    const isArray = segment.endsWith("[]");
    const name = isArray ? segment.slice(0, -2) : segment;
    if (!isIdentifier(name)) return `"${segment}" is not a valid name (letters, digits and _, not starting with a digit)`;
    if (isArray && i === segments.length - 1) return "[] marks an array of objects and needs a field after it, like items[].amount";
  }
  if (BUILTINS.has(segments[0].replace(/\[\]$/, ""))) return `"${segments[0]}" is a built-in name (page, pages, now)`;
  return undefined;
}

/** A calendar date as `<input type="date">` writes it: `2026-11-03`, and a day that exists. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whether `value` is an example of a single-valued type. */
export function isColumnValue(type: ColumnType, value: unknown): boolean {
  switch (type) {
    case "text":
      return typeof value === "string";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return typeof value === "boolean";
    case "date":
      return isIsoDate(value);
  }
}

export const bindingColumnSchema = z.object({
  key: z.string().refine(isIdentifier, "a column key is a name (letters, digits and _, not starting with a digit)"),
  label: z.string(),
  type: z.enum(COLUMN_TYPES),
});
export type BindingColumn = z.infer<typeof bindingColumnSchema>;

const scalarSchema = z.union([z.string(), z.number().finite(), z.boolean()]);
const rowSchema = z.record(scalarSchema);
export type BindingRowValue = z.infer<typeof rowSchema>;

function exampleProblem(binding: { type: BindingType; columns?: BindingColumn[]; example?: unknown }): string | undefined {
  const { type, example } = binding;
  if (type !== "list") return isColumnValue(type, example) ? undefined : `expected an example of type ${type}`;
  if (!Array.isArray(example)) return "expected an example of type list (an array of rows)";
  for (const [i, row] of (example as BindingRowValue[]).entries()) {
    for (const column of binding.columns ?? []) {
      const value = row[column.key];
      if (value !== undefined && !isColumnValue(column.type, value)) return `row ${i + 1}: ${column.key} is not of type ${column.type}`;
    }
  }
  return undefined;
}

export const bindingSchema = z
  .object({
    key: z.string().superRefine((key, ctx) => {
      const problem = bindingKeyProblem(key);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    }),
    label: z.string(),
    type: z.enum(BINDING_TYPES),
    /** Only on a `list`: the fields of every row, in order. */
    columns: z.array(bindingColumnSchema).optional(),
    /** `date`: `YYYY-MM-DD`; `list`: an array of row objects keyed by column. */
    example: z.union([scalarSchema, z.array(rowSchema)]).optional(),
  })
  .superRefine((binding, ctx) => {
    if ((binding.type === "list") !== (binding.columns !== undefined)) {
      const message = binding.type === "list" ? "a list binding needs columns" : "only a list binding has columns";
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["columns"], message });
    }
    const keys = (binding.columns ?? []).map((c) => c.key);
    keys.forEach((key, i) => {
      if (keys.indexOf(key) !== i)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["columns", i, "key"], message: `duplicate column "${key}"` });
    });
    const problem = binding.example === undefined ? undefined : exampleProblem(binding);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["example"], message: problem });
  });
export type Binding = z.infer<typeof bindingSchema>;
