import { z } from "zod";
import { BUILTINS, isIdentifier } from "../expression/identifier.ts";
import {
  borderSchema,
  cellStyleSchema,
  hexColorSchema,
  lengthSchema,
  nonNegativeLengthSchema,
  textStyleSchema,
} from "./primitives.ts";

/** Expressions and text templates are checked by `validateDocument`, not here, so the schema stays cheap. */
const expression = z.string().min(1, "expected an expression");
const textTemplate = z.string();
const fraction = z.number().finite().min(0).max(1);

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

export const pinSchema = z.enum(["every-page", "first-page", "last-page"]);
export type Pin = z.infer<typeof pinSchema>;

const elementBase = z.object({
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
});

export const textElementSchema = elementBase.extend({
  type: z.literal("text"),
  text: textTemplate,
  style: textStyleSchema.optional(),
  grow: z.boolean().optional(),
  fit: z.enum(["shrink", "clip"]).default("clip"),
});
export type TextElement = z.infer<typeof textElementSchema>;

/** Literal sources; a `src` with `{{ }}` is a text template whose result must be one of these. */
export const IMAGE_SOURCE_PREFIXES = ["media:", "data:", "https:"] as const;

export const imageElementSchema = elementBase.extend({
  type: z.literal("image"),
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

export const shapeElementSchema = elementBase.extend({
  type: z.literal("shape"),
  shape: z.enum(["rect", "ellipse", "line"]),
  fill: hexColorSchema.optional(),
  stroke: hexColorSchema.optional(),
  strokeWidth: nonNegativeLengthSchema.optional(),
});
export type ShapeElement = z.infer<typeof shapeElementSchema>;

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

export const chartSeriesSchema = z.object({
  name: textTemplate,
  values: expression,
  color: hexColorSchema.optional(),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

export const chartElementSchema = elementBase.extend({
  type: z.literal("chart"),
  chartType: z.enum(["bar", "line", "pie"]),
  labels: expression,
  series: z.array(chartSeriesSchema).min(1, "expected at least one series"),
});
export type ChartElement = z.infer<typeof chartElementSchema>;

export const qrCodeElementSchema = elementBase.extend({
  type: z.literal("qrcode"),
  value: textTemplate,
  errorCorrection: z.enum(["L", "M", "Q", "H"]).default("M"),
  color: hexColorSchema.optional(),
});
export type QrCodeElement = z.infer<typeof qrCodeElementSchema>;

const groupElementBase = elementBase.extend({ type: z.literal("group") });

/** Children use coordinates relative to the group. */
export type GroupElement = z.infer<typeof groupElementBase> & { elements: Element[] };
type GroupElementInput = z.input<typeof groupElementBase> & { elements: ElementInput[] };

export const groupElementSchema = groupElementBase.extend({
  elements: z.lazy(() => z.array(elementSchema)) as z.ZodType<Element[], z.ZodTypeDef, ElementInput[]>,
});

export type Element =
  | TextElement
  | ImageElement
  | ShapeElement
  | TableElement
  | ChartElement
  | QrCodeElement
  | GroupElement;
export type ElementType = Element["type"];

/** What may be written (defaults not yet applied), e.g. by the designer. */
export type ElementInput =
  | z.input<typeof textElementSchema>
  | z.input<typeof imageElementSchema>
  | z.input<typeof shapeElementSchema>
  | z.input<typeof tableElementSchema>
  | z.input<typeof chartElementSchema>
  | z.input<typeof qrCodeElementSchema>
  | GroupElementInput;

export const elementSchema: z.ZodType<Element, z.ZodTypeDef, ElementInput> = z.discriminatedUnion("type", [
  textElementSchema,
  imageElementSchema,
  shapeElementSchema,
  tableElementSchema,
  chartElementSchema,
  qrCodeElementSchema,
  groupElementSchema,
]);
