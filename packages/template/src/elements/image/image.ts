import { z } from "zod";
import { nonNegativeLengthSchema } from "../../schema/primitives.ts";
import { altText, elementBase, fraction } from "../base.ts";
import type { TemplateElementDefinition } from "../definition.ts";

/** Literal sources; a `src` with `{{ }}` is a text template whose result must be one of these. */
export const IMAGE_SOURCE_PREFIXES = ["media:", "data:", "https:"] as const;

export const imageElementSchema = elementBase.extend({
  type: z.literal("image"),
  alt: altText,
  src: z
    .string()
    .min(1, "expected an image source")
    .refine((src) => src.includes("{{") || IMAGE_SOURCE_PREFIXES.some((p) => src.startsWith(p)), {
      message: "expected media:{id}, a data: URI, an https: URL or a {{ }} expression",
    }),
  fit: z.enum(["contain", "cover", "fill"]).default("contain"),
  /** Fractions of the source image. */
  crop: z.object({ x: fraction, y: fraction, width: fraction, height: fraction }).optional(),
  /** grayscale/sepia 0..1; brightness/contrast are factors (1 = unchanged); blur in mm. */
  filters: z
    .object({
      grayscale: fraction.optional(),
      sepia: fraction.optional(),
      brightness: z.number().finite().nonnegative().optional(),
      contrast: z.number().finite().nonnegative().optional(),
      blur: nonNegativeLengthSchema.optional(),
    })
    .optional(),
});
export type ImageElement = z.infer<typeof imageElementSchema>;

export const imageDefinition: TemplateElementDefinition<"image"> = {
  schema: imageElementSchema,
  expressions(el, add) {
    add("src", "text", el.src);
    add("alt", "text", el.alt);
  },
  migrations: [],
};
