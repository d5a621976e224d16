import { z } from "zod";
import { textStyleSchema } from "../../schema/primitives.ts";
import { elementBase, textTemplate } from "../base.ts";
import type { TemplateElementDefinition } from "../definition.ts";

export const textElementSchema = elementBase.extend({
  type: z.literal("text"),
  text: textTemplate,
  style: textStyleSchema.optional(),
  grow: z.boolean().optional(),
  fit: z.enum(["shrink", "clip"]).default("clip"),
});
export type TextElement = z.infer<typeof textElementSchema>;

export const textDefinition: TemplateElementDefinition<"text"> = {
  schema: textElementSchema,
  expressions: (el, add) => add("text", "text", el.text),
  migrations: [],
};
