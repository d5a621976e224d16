import { z } from "zod";
import { elementBase, fieldName } from "../base.ts";
import type { TemplateElementDefinition } from "../definition.ts";

/**
 * Where a document is signed: an empty signature field of the PDF form that a reader signs in their
 * viewer, or, when the call signs the PDF (`pdf.sign`), the place its visible signature appears.
 */
export const signatureFieldElementSchema = elementBase.extend({
  type: z.literal("signatureField"),
  field: fieldName,
});
export type SignatureFieldElement = z.infer<typeof signatureFieldElementSchema>;

export const signatureFieldDefinition: TemplateElementDefinition<"signatureField"> = {
  schema: signatureFieldElementSchema,
  expressions(el, add) {
    add("field", "text", el.field);
  },
  migrations: [],
};
