import { z } from "zod";

export const hexColorSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, "expected a hex colour (#rgb, #rrggbb or #rrggbbaa)");

/** Millimetres. */
const mm = z.number().finite();
export const lengthSchema = mm;
export const nonNegativeLengthSchema = mm.nonnegative();

export const marginSchema = z.object({
  top: nonNegativeLengthSchema,
  right: nonNegativeLengthSchema,
  bottom: nonNegativeLengthSchema,
  left: nonNegativeLengthSchema,
});
export type Margin = z.infer<typeof marginSchema>;

export const NAMED_PAGE_SIZES = ["A3", "A4", "A5", "Letter", "Legal"] as const;
export type NamedPageSize = (typeof NAMED_PAGE_SIZES)[number];

/** 200 inches: the largest page a PDF holds (ISO 32000 Annex C, at the default user unit). */
export const PAGE_MAX_MM = 5_080;
const pageSide = mm.positive().max(PAGE_MAX_MM, `expected at most ${PAGE_MAX_MM} mm (200 inches, the largest page a PDF holds)`);

export const pageSizeSchema = z.union([z.enum(NAMED_PAGE_SIZES), z.object({ width: pageSide, height: pageSide })], {
  errorMap: (issue, ctx) => ({
    message:
      issue.code === z.ZodIssueCode.invalid_union
        ? `expected ${NAMED_PAGE_SIZES.join(", ")} or { "width": mm, "height": mm }`
        : ctx.defaultError,
  }),
});
export type PageSize = z.infer<typeof pageSizeSchema>;

export const orientationSchema = z.enum(["portrait", "landscape"]);
export type Orientation = z.infer<typeof orientationSchema>;

export const textStyleSchema = z.object({
  fontFamily: z.string().min(1).optional(),
  /** Points. */
  fontSize: z.number().finite().positive().optional(),
  fontWeight: z.number().int().min(100).max(900).optional(),
  italic: z.boolean().optional(),
  color: hexColorSchema.optional(),
  align: z.enum(["left", "center", "right", "justify"]).optional(),
  verticalAlign: z.enum(["top", "middle", "bottom"]).optional(),
  /** Points. */
  letterSpacing: z.number().finite().optional(),
  /** Multiple of the font size. */
  lineHeight: z.number().finite().positive().optional(),
});
export type TextStyle = z.infer<typeof textStyleSchema>;

/** Table header and row styles: a text style plus the cell fill (a project addition). */
export const cellStyleSchema = textStyleSchema.extend({ background: hexColorSchema.optional() });
export type CellStyle = z.infer<typeof cellStyleSchema>;

export const borderSchema = z.object({
  width: nonNegativeLengthSchema,
  color: hexColorSchema,
  radius: nonNegativeLengthSchema.optional(),
});
export type Border = z.infer<typeof borderSchema>;
