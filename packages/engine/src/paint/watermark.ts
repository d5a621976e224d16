import type { Container } from "@svgdotjs/svg.js";
import { n } from "./color.ts";

export const DEFAULT_WATERMARK = "PAPERJET · TEST";

/** Painted, never measured; a browser still needs the face loaded to draw it. */
export const WATERMARK_STYLE = { fontFamily: "Inter", fontWeight: 700 } as const;

/** One diagonal line of semi-transparent text over the page: plain fill-opacity, no filter, so it stays vector. */
export function paintWatermark(root: Container, widthMm: number, heightMm: number, text: string): void {
  const angle = (-Math.atan2(heightMm, widthMm) * 180) / Math.PI;
  const diagonal = Math.hypot(widthMm, heightMm);
  const size = Math.min(diagonal / (text.length * 0.62), heightMm / 4);
  const cx = widthMm / 2;
  const cy = heightMm / 2;
  root.element("text").attr({
    x: n(cx),
    y: n(cy + size * 0.35),
    "text-anchor": "middle",
    "font-family": `'${WATERMARK_STYLE.fontFamily}'`,
    "font-weight": WATERMARK_STYLE.fontWeight,
    "font-size": n(size),
    fill: "#c62828",
    "fill-opacity": 0.16,
    transform: `rotate(${n(angle)} ${n(cx)} ${n(cy)})`,
    // Not the document's text: a tagged PDF leaves it out of the structure.
    "aria-hidden": "true",
  }).node.textContent = text;
}
