import type { z } from "zod";
import type { Element, ElementType } from "./element.ts";

/** An element as stored, read defensively: checks that run on it must not assume the schema passed. */
export type RawElement = Record<string, unknown>;

/** Records one expression field: `expr` holds one expression, `text` holds `{{ }}` text. */
export type AddExpression = (field: string, kind: "expr" | "text", source: unknown) => void;

/** Rewrites an element stored at schemaVersion `from` into its shape at `from + 1`. */
export interface ElementMigration {
  from: number;
  migrate(element: RawElement): RawElement;
}

/** A save-time problem inside one element; `field` is the path inside it. */
export interface ElementProblem {
  field: string;
  message: string;
}

/** What the template package knows about one element type. */
export interface TemplateElementDefinition<K extends ElementType> {
  /** A zod object with a literal `type` (the union of all types is a discriminated union of them). */
  schema: z.ZodType<Extract<Element, { type: K }>, z.ZodTypeDef, unknown>;
  /** The type's own expression fields (visibleIf and repeat are common to every element). */
  expressions(element: RawElement, add: AddExpression): void;
  /** Save-time checks beyond the schema, on the raw element (e.g. a barcode's literal value). */
  problems?(element: RawElement): ElementProblem[];
  /** Element steps per schemaVersion, applied by `migrateDocument` to every element of this type. */
  migrations: readonly ElementMigration[];
  /** The elements this one contains (a group's), under its field `elements`; walks of a document follow them. */
  children?(element: RawElement): unknown;
}

/** A missing type is a compile error here: every type must say what it carries. */
export type TemplateRegistry = { [K in ElementType]: TemplateElementDefinition<K> };

export const isObject = (value: unknown): value is RawElement => typeof value === "object" && value !== null && !Array.isArray(value);
