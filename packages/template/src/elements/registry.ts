import { z } from "zod";
import { barcodeDefinition } from "./barcode/barcode.ts";
import { chartDefinition } from "./chart/chart.ts";
import type { TemplateRegistry } from "./definition.ts";
import type { Element, ElementInput } from "./element.ts";
import { groupDefinition } from "./group/group.ts";
import { imageDefinition } from "./image/image.ts";
import { qrCodeDefinition } from "./qrcode/qrcode.ts";
import { shapeDefinition } from "./shape/shape.ts";
import { tableDefinition } from "./table/table.ts";
import { textDefinition } from "./text/text.ts";
import { checkboxDefinition } from "./checkbox/checkbox.ts";
import { signatureFieldDefinition } from "./signature-field/signature-field.ts";
import { textFieldDefinition } from "./text-field/text-field.ts";

/** One entry per element type: its schema, the expressions it carries, its migrations. */
export const TEMPLATE_ELEMENTS = {
  text: textDefinition,
  image: imageDefinition,
  shape: shapeDefinition,
  table: tableDefinition,
  chart: chartDefinition,
  qrcode: qrCodeDefinition,
  barcode: barcodeDefinition,
  textField: textFieldDefinition,
  checkbox: checkboxDefinition,
  signatureField: signatureFieldDefinition,
  group: groupDefinition(() => elementSchema),
} satisfies TemplateRegistry;

type Option = z.ZodDiscriminatedUnionOption<"type">;
const options = Object.values(TEMPLATE_ELEMENTS).map((d) => d.schema) as unknown as [Option, ...Option[]];

export const elementSchema = z.discriminatedUnion("type", options) as unknown as z.ZodType<Element, z.ZodTypeDef, ElementInput>;

export const ELEMENT_TYPES = Object.keys(TEMPLATE_ELEMENTS) as (keyof typeof TEMPLATE_ELEMENTS)[];
