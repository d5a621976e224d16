import { z } from "zod";
import { hexColorSchema } from "../../schema/primitives.ts";
import { altText, elementBase, textTemplate } from "../base.ts";
import type { TemplateElementDefinition } from "../definition.ts";
import { barcodeValueProblem } from "./barcode-value.ts";

export const BARCODE_SYMBOLOGIES = ["code128", "ean13", "ean8", "upca", "code39", "itf14", "pdf417", "datamatrix"] as const;
export type BarcodeSymbology = (typeof BARCODE_SYMBOLOGIES)[number];

export const barcodeElementSchema = elementBase.extend({
  type: z.literal("barcode"),
  alt: altText,
  symbology: z.enum(BARCODE_SYMBOLOGIES),
  value: textTemplate,
  /** The human-readable line under linear codes. */
  showText: z.boolean().default(true),
  color: hexColorSchema.optional(),
});
export type BarcodeElement = z.infer<typeof barcodeElementSchema>;

export const barcodeDefinition: TemplateElementDefinition<"barcode"> = {
  schema: barcodeElementSchema,
  expressions(el, add) {
    add("value", "text", el.value);
    add("alt", "text", el.alt);
  },
  problems(el) {
    // A value with {{ }} is known only at render time, where a bad result becomes a warning.
    if (typeof el.value !== "string" || el.value.includes("{{") || el.value === "") return [];
    if (!BARCODE_SYMBOLOGIES.includes(el.symbology as BarcodeSymbology)) return [];
    const message = barcodeValueProblem(el.symbology as BarcodeSymbology, el.value);
    return message ? [{ field: "value", message }] : [];
  },
  migrations: [],
};
