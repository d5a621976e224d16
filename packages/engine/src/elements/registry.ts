import { barcodeElement } from "./barcode/barcode.ts";
import { chartElement } from "./chart/chart.ts";
import type { EngineRegistry } from "./definition.ts";
import { groupElement } from "./group/group.ts";
import { imageElement } from "./image/image.ts";
import { qrCodeElement } from "./qrcode/qrcode.ts";
import { shapeElement } from "./shape/shape.ts";
import { tableElement } from "./table/table.ts";
import { textElement } from "./text/text.ts";
import { checkboxElement } from "./checkbox/checkbox.ts";
import { signatureFieldElement } from "./signature-field/signature-field.ts";
import { textFieldElement } from "./text-field/text-field.ts";

/** One entry per element type: the faces it needs, its layout, its painter, how its box moves and is cut. */
export const ENGINE_ELEMENTS = {
  text: textElement,
  image: imageElement,
  shape: shapeElement,
  table: tableElement,
  chart: chartElement,
  qrcode: qrCodeElement,
  barcode: barcodeElement,
  textField: textFieldElement,
  checkbox: checkboxElement,
  signatureField: signatureFieldElement,
  group: groupElement,
} satisfies EngineRegistry;

/**
 * The entry for one type, typed generically: TypeScript cannot follow that `box.kind` picks the entry
 * whose box type it is, so the dispatchers call through this one cast.
 */
export function engineElement<K extends keyof EngineRegistry>(type: K): EngineRegistry[K] {
  return ENGINE_ELEMENTS[type] as EngineRegistry[K];
}
