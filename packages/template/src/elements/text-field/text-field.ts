import { z } from "zod";
import { textStyleSchema } from "../../schema/primitives.ts";
import { elementBase, fieldName, textTemplate } from "../base.ts";
import type { TemplateElementDefinition } from "../definition.ts";

/** The most characters a text field holds: its `maxLength`, and its value when printed. */
export const TEXT_FIELD_MAX_LENGTH = 10_000;

/** A fillable text box of a PDF form (AcroForm text field); `value` is what it holds when printed. */
export const textFieldElementSchema = elementBase.extend({
  type: z.literal("textField"),
  field: fieldName,
  value: textTemplate.default(""),
  /** Lines wrap and Enter starts a new one; otherwise one line. */
  multiline: z.boolean().optional(),
  /** At most this many characters may be typed. */
  maxLength: z.number().int().positive().max(TEXT_FIELD_MAX_LENGTH).optional(),
  style: textStyleSchema.optional(),
});
export type TextFieldElement = z.infer<typeof textFieldElementSchema>;

export const textFieldDefinition: TemplateElementDefinition<"textField"> = {
  schema: textFieldElementSchema,
  expressions(el, add) {
    add("field", "text", el.field);
    add("value", "text", el.value);
  },
  migrations: [],
};
