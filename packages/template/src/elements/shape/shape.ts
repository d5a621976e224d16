import { z } from "zod";
import { hexColorSchema, nonNegativeLengthSchema } from "../../schema/primitives.ts";
import { elementBase } from "../base.ts";
import type { TemplateElementDefinition } from "../definition.ts";

export const shapeElementSchema = elementBase.extend({
  type: z.literal("shape"),
  shape: z.enum(["rect", "ellipse", "line"]),
  fill: hexColorSchema.optional(),
  stroke: hexColorSchema.optional(),
  strokeWidth: nonNegativeLengthSchema.optional(),
});
export type ShapeElement = z.infer<typeof shapeElementSchema>;

export const shapeDefinition: TemplateElementDefinition<"shape"> = {
  schema: shapeElementSchema,
  expressions: () => {},
  migrations: [],
};
