import { z } from "zod";
import { hexColorSchema } from "../../schema/primitives.ts";
import { altText, elementBase, textTemplate } from "../base.ts";
import type { TemplateElementDefinition } from "../definition.ts";

export const qrCodeElementSchema = elementBase.extend({
  type: z.literal("qrcode"),
  alt: altText,
  value: textTemplate,
  errorCorrection: z.enum(["L", "M", "Q", "H"]).default("M"),
  color: hexColorSchema.optional(),
});
export type QrCodeElement = z.infer<typeof qrCodeElementSchema>;

export const qrCodeDefinition: TemplateElementDefinition<"qrcode"> = {
  schema: qrCodeElementSchema,
  expressions(el, add) {
    add("value", "text", el.value);
    add("alt", "text", el.alt);
  },
  migrations: [],
};
