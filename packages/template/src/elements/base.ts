import { z } from "zod";
import { BUILTINS, isIdentifier } from "../expression/identifier.ts";
import { borderSchema, hexColorSchema, lengthSchema, nonNegativeLengthSchema } from "../schema/primitives.ts";

/** Expressions and text templates are checked by `validateDocument`, not here, so the schema stays cheap. */
export const expression = z.string().min(1, "expected an expression");
export const textTemplate = z.string();
export const fraction = z.number().finite().min(0).max(1);

export const repeatSchema = z.object({
  each: expression,
  as: z
    .string()
    .refine((name) => isIdentifier(name) && !BUILTINS.has(name) && name !== "index", {
      message: "expected a name made of letters, digits and _ (not page, pages, now or index)",
    })
    .default("item"),
  direction: z.enum(["down", "right"]).default("down"),
  gap: nonNegativeLengthSchema.default(0),
});
export type Repeat = z.infer<typeof repeatSchema>;

/**
 * Alternative text of a figure (image, chart, QR code, barcode), a `{{ }}` text template: a tagged PDF
 * gives it to screen readers as the figure's /Alt. A figure without it is decorative and left out.
 */
export const altText = textTemplate.optional();

export const pinSchema = z.enum(["every-page", "first-page", "last-page"]);
export type Pin = z.infer<typeof pinSchema>;

export const elementBase = z.object({
  id: z.string().min(1, "expected a non-empty id"),
  x: lengthSchema,
  y: lengthSchema,
  width: nonNegativeLengthSchema,
  height: nonNegativeLengthSchema,
  /** Degrees clockwise about the centre. */
  rotation: z.number().finite().optional(),
  opacity: fraction.optional(),
  background: hexColorSchema.optional(),
  border: borderSchema.optional(),
  visibleIf: expression.optional(),
  repeat: repeatSchema.optional(),
  pin: pinSchema.optional(),
  moveDown: z.boolean().optional(),
  /** The layer's name in the designer; without it the designer names the element by its kind and id. */
  name: z.string().min(1, "expected a non-empty name").max(80, "expected a name of at most 80 characters").optional(),
  /** Left out of the output and its flow space, as a false `visibleIf`, however the data looks. */
  hidden: z.boolean().optional(),
  /** Designer-only: the canvas neither selects nor moves it, so a background or a frame stays put. */
  locked: z.boolean().optional(),
});

/**
 * A form field's name in the PDF (its AcroForm /T), a `{{ }}` text template so repeated fields can
 * differ (`qty_{{ index }}`). Dots would nest fields in PDF viewers, so the printer writes them as `_`.
 */
export const fieldName = textTemplate.min(1, "expected a field name");
