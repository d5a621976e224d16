import { render, type DrawingContext } from "bwip-js/generic";
import type { BarcodeSymbology } from "@paperjet/template";

/** A barcode's dark shapes as one SVG path in bwip-js's units (one module = 1), and that drawing's size. */
export interface BarcodeSymbol {
  d: string;
  width: number;
  height: number;
}

const BCID: Record<BarcodeSymbology, string> = {
  code128: "code128",
  ean13: "ean13",
  ean8: "ean8",
  upca: "upca",
  code39: "code39",
  itf14: "itf14",
  pdf417: "pdf417",
  datamatrix: "datamatrix",
};

/**
 * Draws the symbol through bwip-js's drawing interface (what its SVG output is built on) as filled
 * rectangles and polygons, so it stays vector in the PDF and scales into any box without the stroke
 * widths of bwip-js's own SVG. Throws bwip-js's error for a value the symbology cannot encode.
 */
export function drawBarcode(symbology: BarcodeSymbology, value: string): BarcodeSymbol {
  let d = "";
  let width = 0;
  let height = 0;
  const drawing: DrawingContext<BarcodeSymbol> = {
    scale: () => null,
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init(w, h) {
      width = w;
      height = h;
    },
    // Bars: bwip-js strokes odd widths half a unit left of x at scale 1 (see its SVG drawing).
    line(x0, y0, x1, y1, lw) {
      const w = Math.round(lw) || 1;
      if (x0 === x1) {
        const center = (x0 | 0) + (w & 1 ? -0.5 : 0);
        d += rect(center - w / 2, Math.min(y0, y1), w, Math.abs(y1 - y0));
      } else {
        const center = (y0 | 0) + (w & 1 ? -0.5 : 0);
        d += rect(Math.min(x0, x1), center - w / 2, Math.abs(x1 - x0), w);
      }
    },
    polygon(pts) {
      d += `M${pts.map(([x, y]) => `${x} ${y}`).join("L")}Z`;
    },
    hexagon(pts) {
      d += `M${pts.map(([x, y]) => `${x} ${y}`).join("L")}Z`;
    },
    ellipse() {
      throw new Error("ellipses are not used by the supported symbologies");
    },
    fill: () => {},
    text: () => {},
    end: () => ({ d, width, height }),
  };
  return render({ bcid: BCID[symbology], text: value, scale: 1, includetext: false }, drawing);
}

function rect(x: number, y: number, w: number, h: number): string {
  return `M${x} ${y}h${w}v${h}h${-w}Z`;
}
