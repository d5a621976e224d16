import { SVG, type Container } from "@svgdotjs/svg.js";
import { engineElement } from "../elements/registry.ts";
import type { LaidOutBox, LaidOutPage } from "../layout/types.ts";
import { n } from "./color.ts";
import type { PaintContext } from "./context.ts";
import { paintBackground, paintBorder, wrapper } from "./decoration.ts";
import { figureLayer } from "./structure.ts";
import { DEFAULT_WATERMARK, paintWatermark } from "./watermark.ts";

export interface PaintOptions {
  /** true for the default test watermark, or the text to print diagonally over each page. */
  watermark?: boolean | string;
  /** false leaves out the white sheet under the page, for a layer painted over another page. */
  sheet?: boolean;
  /**
   * "live" when the printer adds the page's form fields as AcroForm fields (they then draw their values);
   * "flat", the default, paints the values: a flattened PDF, an image, the designer.
   */
  formFields?: "flat" | "live";
  /**
   * Starts the ids of the SVG's definitions (clip paths, filters), "pj" by default: paints that share
   * one HTML document (the designer's canvas layers and page thumbnails) each need their own.
   */
  idPrefix?: string;
  /**
   * What draws the SVG: "chromium" (the default: designer, PDF, image fallback) or "resvg" (image
   * renders, decision 072). resvg leaves the letter spacing after a line's last character out of the
   * advance that `text-anchor` aligns, Chromium counts it, so a centred or right-aligned letter-spaced
   * line is anchored for the one that draws it and lands where the layout put it in both.
   */
  rasteriser?: "chromium" | "resvg";
}

/**
 * One standalone SVG per page: width/height in mm and a viewBox in mm, so 1 user unit = 1 mm.
 * Ligatures are off to match the layout's measurements; spaces are kept as laid out.
 */
export function paintPage(page: LaidOutPage, opts: PaintOptions = {}): string {
  const root = SVG().attr({
    width: `${n(page.widthMm)}mm`,
    height: `${n(page.heightMm)}mm`,
    viewBox: `0 0 ${n(page.widthMm)} ${n(page.heightMm)}`,
    style: "font-variant-ligatures:none;white-space:pre",
  });
  let counter = 0;
  const ctx: PaintContext = {
    defs: root.defs(),
    id: (kind) => `${opts.idPrefix ?? "pj"}${page.number}-${kind}${++counter}`,
    paintBox: (parent, box) => paintBox(parent, box, ctx),
    formFields: opts.formFields ?? "flat",
    anchorsTrailingSpacing: opts.rasteriser !== "resvg",
  };
  if (opts.sheet !== false) root.element("rect").attr({ width: n(page.widthMm), height: n(page.heightMm), fill: "#ffffff" });
  for (const box of page.boxes) paintBox(root, box, ctx);
  if (opts.watermark) {
    paintWatermark(root, page.widthMm, page.heightMm, typeof opts.watermark === "string" ? opts.watermark : DEFAULT_WATERMARK);
  }
  if (!ctx.defs.node.hasChildNodes()) ctx.defs.remove();
  return root.svg();
}

function paintBox(parent: Container, box: LaidOutBox, ctx: PaintContext): void {
  const target = wrapper(parent, box);
  const definition = engineElement(box.kind);
  paintBackground(target, box);
  definition.paint(definition.figure ? figureLayer(target, box) : target, box as never, ctx);
  paintBorder(target, box);
}
