import type { BarcodeElement } from "./barcode/barcode.ts";
import type { ChartElement } from "./chart/chart.ts";
import type { GroupElement, GroupElementInput } from "./group/group.ts";
import type { ImageElement } from "./image/image.ts";
import type { QrCodeElement } from "./qrcode/qrcode.ts";
import type { ShapeElement } from "./shape/shape.ts";
import type { TableElement } from "./table/table.ts";
import type { TextElement } from "./text/text.ts";
import type { CheckboxElement, checkboxElementSchema } from "./checkbox/checkbox.ts";
import type { SignatureFieldElement, signatureFieldElementSchema } from "./signature-field/signature-field.ts";
import type { TextFieldElement, textFieldElementSchema } from "./text-field/text-field.ts";
import type { z } from "zod";
import type { barcodeElementSchema } from "./barcode/barcode.ts";
import type { chartElementSchema } from "./chart/chart.ts";
import type { imageElementSchema } from "./image/image.ts";
import type { qrCodeElementSchema } from "./qrcode/qrcode.ts";
import type { shapeElementSchema } from "./shape/shape.ts";
import type { tableElementSchema } from "./table/table.ts";
import type { textElementSchema } from "./text/text.ts";

/** Every element type: adding one here makes each layer's registry fail to compile until it has an entry. */
export type Element =
  | TextElement
  | ImageElement
  | ShapeElement
  | TableElement
  | ChartElement
  | QrCodeElement
  | BarcodeElement
  | TextFieldElement
  | CheckboxElement
  | SignatureFieldElement
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
  | z.input<typeof barcodeElementSchema>
  | z.input<typeof textFieldElementSchema>
  | z.input<typeof checkboxElementSchema>
  | z.input<typeof signatureFieldElementSchema>
  | GroupElementInput;
