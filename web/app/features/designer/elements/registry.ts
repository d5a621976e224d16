import { barcodeDesigner } from "./barcode/barcode.ts";
import { chartDesigner } from "./chart/chart.ts";
import type { DesignerRegistry } from "./definition.ts";
import { groupDesigner } from "./group/group.ts";
import { imageDesigner } from "./image/image.ts";
import { qrCodeDesigner } from "./qrcode/qrcode.ts";
import { shapeDesigner } from "./shape/shape.ts";
import { tableDesigner } from "./table/table.ts";
import { textDesigner } from "./text/text.ts";
import { checkboxDesigner } from "./checkbox/checkbox.ts";
import { signatureFieldDesigner } from "./signature-field/signature-field.ts";
import { textFieldDesigner } from "./text-field/text-field.ts";

/** One entry per element type: its properties panel, label and icon, insert-menu entries and their defaults. */
export const DESIGNER_ELEMENTS = {
  text: textDesigner,
  image: imageDesigner,
  shape: shapeDesigner,
  table: tableDesigner,
  chart: chartDesigner,
  qrcode: qrCodeDesigner,
  barcode: barcodeDesigner,
  textField: textFieldDesigner,
  checkbox: checkboxDesigner,
  signatureField: signatureFieldDesigner,
  group: groupDesigner,
} satisfies DesignerRegistry;

/** The entry for one type; TypeScript cannot follow that `element.type` picks the entry that takes it, hence the one cast. */
export function designerElement<K extends keyof DesignerRegistry>(type: K): DesignerRegistry[K] {
  return DESIGNER_ELEMENTS[type] as DesignerRegistry[K];
}
