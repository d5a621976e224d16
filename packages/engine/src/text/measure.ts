import type { FontMetrics } from "../fonts/font-metrics.ts";
import { PT_TO_MM } from "./units.ts";

/** Width of strings in mm for one face, size and letter spacing (Chromium adds letter spacing after every character). */
export class TextMeasure {
  private readonly scale: number;
  private readonly spacing: number;

  constructor(
    readonly metrics: FontMetrics,
    readonly sizePt: number,
    letterSpacingPt: number,
  ) {
    this.scale = (sizePt * PT_TO_MM) / metrics.unitsPerEm;
    this.spacing = letterSpacingPt * PT_TO_MM;
  }

  width(text: string): number {
    if (!text) return 0;
    return this.metrics.units(text) * this.scale + this.spacing * codePointCount(text);
  }

  /** Width of `left + right` when the width of `left` is already known. */
  appendWidth(left: string, leftWidth: number, right: string): number {
    if (!left) return this.width(right);
    const a = left.codePointAt(left.length - (isLowSurrogate(left, left.length - 1) ? 2 : 1))!;
    const b = right.codePointAt(0)!;
    return leftWidth + this.width(right) + this.metrics.kern(a, b) * this.scale;
  }

  get sizeMm(): number {
    return this.sizePt * PT_TO_MM;
  }

  /** Line box pieces (hhea ascent/descent) in mm. */
  get ascentMm(): number {
    return (this.metrics.ascent / this.metrics.unitsPerEm) * this.sizeMm;
  }

  get descentMm(): number {
    return (this.metrics.descent / this.metrics.unitsPerEm) * this.sizeMm;
  }
}

function isLowSurrogate(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff;
}

export function codePointCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff) n++;
  }
  return n;
}
