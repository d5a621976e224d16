import { z } from "zod";
import { buildBindingTree } from "../bindings/binding-tree.ts";
import { bindingsToDataSchema } from "../bindings/data-schema.ts";
import { bindingSchema } from "./binding.ts";
import { einvoiceMappingSchema } from "./einvoice.ts";
import { elementSchema, type Element } from "./elements.ts";
import { marginSchema, orientationSchema, pageSizeSchema } from "./primitives.ts";

export const CURRENT_SCHEMA_VERSION = 1;

export const templatePageSchema = z.object({
  size: pageSizeSchema,
  /** Landscape swaps width and height of a named size; custom sizes are used as given. */
  orientation: orientationSchema.default("portrait"),
  margin: marginSchema,
  elements: z.array(elementSchema),
});
export type TemplatePage = z.infer<typeof templatePageSchema>;

const localeSchema = z.string().refine(isLocale, { message: "expected a BCP 47 locale such as en-US or nl-NL" });

function isLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

export const templateDocumentSchema = z
  .object({
    schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
    name: z.string(),
    locale: localeSchema.default("en-US"),
    pages: z.array(templatePageSchema).min(1, "expected at least one page"),
    bindings: z
      .array(bindingSchema)
      .superRefine((bindings, ctx) => {
        for (const { index, message } of buildBindingTree(bindings).conflicts) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, "key"], message });
        }
      })
      .default([]),
    /** Sample data for the whole document (lists included); absent: the bindings' `example` values. */
    exampleData: z.record(z.string(), z.unknown()).optional(),
    /** EN 16931 business terms mapped to expressions over the data (e-invoices; docs/template-format.md). */
    einvoice: einvoiceMappingSchema.optional(),
  })
  .superRefine((doc, ctx) => {
    if (doc.exampleData !== undefined) {
      const checked = bindingsToDataSchema(doc.bindings).safeParse(doc.exampleData);
      for (const issue of checked.error?.issues ?? []) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["exampleData", ...issue.path], message: issue.message });
      }
    }
    const seen = new Set<string>();
    const visit = (elements: Element[], path: (string | number)[]) =>
      elements.forEach((element, i) => {
        if (seen.has(element.id)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [...path, i, "id"],
            message: `duplicate element id "${element.id}"`,
          });
        }
        seen.add(element.id);
        if (element.type === "group") visit(element.elements, [...path, i, "elements"]);
      });
    doc.pages.forEach((page, p) => visit(page.elements, ["pages", p, "elements"]));
  });

export type TemplateDocument = z.infer<typeof templateDocumentSchema>;
/** A document as it may be written, before defaults are applied. */
export type TemplateDocumentInput = z.input<typeof templateDocumentSchema>;
