import { z } from "zod";
import { cellStyleSchema, hexColorSchema, nonNegativeLengthSchema } from "../../schema/primitives.ts";
import { elementBase, expression, textTemplate } from "../base.ts";
import { isObject, type TemplateElementDefinition } from "../definition.ts";

export const tableColumnSchema = z.object({
  header: textTemplate,
  value: textTemplate,
  width: nonNegativeLengthSchema,
  align: z.enum(["left", "center", "right"]).optional(),
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

export const tableElementSchema = elementBase.extend({
  type: z.literal("table"),
  each: expression,
  columns: z.array(tableColumnSchema).min(1, "expected at least one column"),
  headerStyle: cellStyleSchema.optional(),
  rowStyle: cellStyleSchema.optional(),
  stripe: hexColorSchema.optional(),
  repeatHeader: z.boolean().default(true),
});
export type TableElement = z.infer<typeof tableElementSchema>;

export const tableDefinition: TemplateElementDefinition<"table"> = {
  schema: tableElementSchema,
  expressions(el, add) {
    add("each", "expr", el.each);
    (Array.isArray(el.columns) ? el.columns : []).forEach((column, i) => {
      if (!isObject(column)) return;
      add(`columns[${i}].header`, "text", column.header);
      add(`columns[${i}].value`, "text", column.value);
    });
  },
  migrations: [],
};
