import { z } from "zod";
import { hexColorSchema } from "../../schema/primitives.ts";
import { elementBase, expression, fieldName } from "../base.ts";
import type { TemplateElementDefinition } from "../definition.ts";

/** A tickable box of a PDF form (AcroForm check box), ticked when `checked` is true for the data. */
export const checkboxElementSchema = elementBase.extend({
  type: z.literal("checkbox"),
  field: fieldName,
  /** An expression; unset leaves the box empty. */
  checked: expression.optional(),
  /** The tick's colour. */
  color: hexColorSchema.optional(),
});
export type CheckboxElement = z.infer<typeof checkboxElementSchema>;

export const checkboxDefinition: TemplateElementDefinition<"checkbox"> = {
  schema: checkboxElementSchema,
  expressions(el, add) {
    add("field", "text", el.field);
    add("checked", "expr", el.checked);
  },
  migrations: [],
};
