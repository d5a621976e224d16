import { barcodeValueProblem, gs1CheckDigit, type BarcodeElement, type BarcodeSymbology } from "@paperjet/template";
import { renderText, type LayoutContext, type Scope } from "../../layout/context.ts";
import { decoration, figure } from "../../layout/decorate.ts";
import type { LaidOutBarcode } from "../../layout/types.ts";
import { layoutTextBlock } from "../../text/text-block.ts";
import { PT_TO_MM } from "../../text/units.ts";
import { drawBarcode } from "./symbol.ts";

/** The human-readable line: a monospaced face, listed by the registry's `faces`. */
export const BARCODE_TEXT_STYLE = { fontFamily: "Roboto Mono", fontWeight: 400 };

const TWO_D: ReadonlySet<BarcodeSymbology> = new Set(["pdf417", "datamatrix"]);
/** Light modules scanners need on each side; kept inside the box so a box drawn edge to edge still scans. */
const QUIET_LINEAR = 10;
const QUIET_2D = 2;
/** GS1 codes whose check digit may be left off the value; the printed line shows it. */
const GS1_LENGTH: Partial<Record<BarcodeSymbology, number>> = { ean13: 13, ean8: 8, upca: 12, itf14: 14 };

export function layoutBarcode(el: BarcodeElement, scope: Scope, ctx: LayoutContext, x: number, y: number): LaidOutBarcode {
  const value = renderText(ctx, el.value, scope, el.id);
  const color = el.color ?? "#000000";
  const box: LaidOutBarcode = {
    kind: "barcode",
    id: el.id,
    x,
    y,
    width: el.width,
    height: el.height,
    color,
    ...decoration(el),
    ...figure(el, scope, ctx),
  };
  const problem = barcodeValueProblem(el.symbology, value);
  if (problem) {
    ctx.warnings.push(`${el.id}: barcode not drawn: ${problem}`);
    return box;
  }
  let symbol;
  try {
    symbol = drawBarcode(el.symbology, value);
  } catch (error) {
    // bwip-js errors read "bwipp.code39badCharacter#1234: Code 39 must …"; the part after the id is for people.
    ctx.warnings.push(`${el.id}: barcode not drawn: ${(error as Error).message.replace(/^\S+#\d+: /, "")}`);
    return box;
  }
  if (TWO_D.has(el.symbology)) {
    const scale = Math.min(el.width / (symbol.width + 2 * QUIET_2D), el.height / (symbol.height + 2 * QUIET_2D));
    const width = symbol.width * scale;
    const height = symbol.height * scale;
    return { ...box, symbol, bars: { x: x + (el.width - width) / 2, y: y + (el.height - height) / 2, width, height } };
  }
  const moduleWidth = el.width / (symbol.width + 2 * QUIET_LINEAR);
  const bars = { x: x + QUIET_LINEAR * moduleWidth, y, width: symbol.width * moduleWidth, height: el.height };
  if (!el.showText) return { ...box, symbol, bars };
  const sizePt = Math.max(4, Math.min(10, (el.height * 0.18) / PT_TO_MM));
  const lineMm = sizePt * PT_TO_MM * 1.2;
  const text = layoutTextBlock(
    ctx.fonts,
    printedValue(el.symbology, value),
    { ...BARCODE_TEXT_STYLE, fontSize: sizePt, color, align: "center" },
    { id: el.id, x: bars.x, y: y + el.height - lineMm, width: bars.width, height: lineMm },
    { fit: "shrink", warnings: ctx.warnings },
  );
  return { ...box, symbol, bars: { ...bars, height: Math.max(0, el.height - lineMm) }, text };
}

function printedValue(symbology: BarcodeSymbology, value: string): string {
  const length = GS1_LENGTH[symbology];
  return length && value.length === length - 1 ? value + gs1CheckDigit(value) : value;
}
