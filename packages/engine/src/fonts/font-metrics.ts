import type { Font } from "fontkit";

/**
 * Ligatures and contextual alternates are off both here and in the painted SVG
 * (`font-variant-ligatures: none`), so a string's advance is the sum of glyph advances plus pair
 * kerning — which lets widths be cached per code point and per pair instead of shaping every string.
 */
export const SHAPING_FEATURES = { liga: false, clig: false, calt: false, dlig: false } as const;

const MAX_CACHED_STRINGS = 20_000;

/** Advance widths of one font file, in font units. */
export class FontMetrics {
  readonly unitsPerEm: number;
  /** Distance from the baseline to the top / bottom of the line box (hhea), in font units, both positive. */
  readonly ascent: number;
  readonly descent: number;
  private readonly advances = new Map<number, number>();
  private readonly kerns = new Map<number, number>();
  private readonly strings = new Map<string, number>();

  constructor(private readonly font: Font) {
    this.unitsPerEm = font.unitsPerEm;
    this.ascent = font.ascent;
    this.descent = Math.abs(font.descent);
  }

  hasGlyph(codePoint: number): boolean {
    return this.font.hasGlyphForCodePoint(codePoint);
  }

  advance(codePoint: number): number {
    let width = this.advances.get(codePoint);
    if (width === undefined) {
      width = this.font.glyphForCodePoint(codePoint).advanceWidth;
      this.advances.set(codePoint, width);
    }
    return width;
  }

  kern(left: number, right: number): number {
    const key = left * 0x110000 + right;
    let value = this.kerns.get(key);
    if (value === undefined) {
      const run = this.font.layout(String.fromCodePoint(left, right), SHAPING_FEATURES as unknown as string[]);
      const shaped = run.positions.reduce((sum, p) => sum + p.xAdvance, 0);
      value = shaped - this.advance(left) - this.advance(right);
      this.kerns.set(key, value);
    }
    return value;
  }

  /** Advance of a string in font units, kerning included, letter spacing not. */
  units(text: string): number {
    let total = this.strings.get(text);
    if (total !== undefined) return total;
    total = 0;
    let prev = -1;
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      total += this.advance(cp);
      if (prev >= 0) total += this.kern(prev, cp);
      prev = cp;
    }
    if (this.strings.size > MAX_CACHED_STRINGS) this.strings.clear();
    this.strings.set(text, total);
    return total;
  }
}
