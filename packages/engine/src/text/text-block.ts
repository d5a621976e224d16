import type { TextStyle } from "@paperjet/template";
import type { FontSet } from "../fonts/font-set.ts";
import type { LaidOutText, LaidOutTextLine, TextAlign } from "../layout/types.ts";
import { TextMeasure } from "./measure.ts";
import { EPSILON, PT_TO_MM } from "./units.ts";
import { wrapText, type WrappedLine } from "./wrap.ts";

export const DEFAULT_FONT_SIZE_PT = 10;
export const DEFAULT_LINE_HEIGHT = 1.2;
/** Shrink-to-fit never goes below this; smaller text is clipped instead. */
const MIN_SHRINK_PT = 2;

export interface TextBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextBlockOptions {
  grow?: boolean;
  fit?: "shrink" | "clip";
  warnings: string[];
}

/**
 * Wraps and positions `text` in a box. `grow` extends the height to the content; otherwise `shrink`
 * lowers the font size until the text fits without cutting words, and `clip` leaves the overflow to
 * the painter's clip path.
 */
export function layoutTextBlock(
  fonts: FontSet,
  text: string,
  style: TextStyle | undefined,
  box: TextBox,
  options: TextBlockOptions,
): LaidOutText {
  const face = fonts.face(style?.fontFamily, style?.fontWeight, style?.italic);
  if (face.resolved.warning) options.warnings.push(`${box.id}: ${face.resolved.warning}`);
  reportMissingGlyphs(text, face.metrics, face.resolved.family, box.id, options.warnings);

  const lineHeight = style?.lineHeight ?? DEFAULT_LINE_HEIGHT;
  const letterSpacing = style?.letterSpacing ?? 0;
  let sizePt = style?.fontSize ?? DEFAULT_FONT_SIZE_PT;
  let measure = new TextMeasure(face.metrics, sizePt, letterSpacing);
  let wrapped = wrapText(text, box.width, measure);
  let contentHeight = wrapped.lines.length * measure.sizeMm * lineHeight;

  const fits = () => contentHeight <= box.height + EPSILON && !wrapped.brokeWord;
  if (!options.grow && options.fit === "shrink" && !fits()) {
    let low = MIN_SHRINK_PT;
    let high = sizePt;
    for (let i = 0; i < 12 && high - low > 0.05; i++) {
      const mid = (low + high) / 2;
      measure = new TextMeasure(face.metrics, mid, letterSpacing * (mid / sizePt));
      wrapped = wrapText(text, box.width, measure);
      contentHeight = wrapped.lines.length * measure.sizeMm * lineHeight;
      if (fits()) low = mid;
      else high = mid;
    }
    const shrunk = low;
    measure = new TextMeasure(face.metrics, shrunk, letterSpacing * (shrunk / sizePt));
    wrapped = wrapText(text, box.width, measure);
    contentHeight = wrapped.lines.length * measure.sizeMm * lineHeight;
    sizePt = shrunk;
  }

  const height = options.grow ? Math.max(box.height, contentHeight) : box.height;
  const align: TextAlign = style?.align ?? "left";
  const lineHeightMm = measure.sizeMm * lineHeight;
  const free = height - contentHeight;
  const vertical = style?.verticalAlign ?? "top";
  const top = box.y + (vertical === "middle" ? Math.max(0, free / 2) : vertical === "bottom" ? Math.max(0, free) : 0);
  const halfLeading = (lineHeightMm - measure.ascentMm - measure.descentMm) / 2;

  const lines = wrapped.lines.map((line, i) =>
    placeLine(line, box, align, top + i * lineHeightMm + halfLeading + measure.ascentMm, measure),
  );
  const overflow = contentHeight > height + EPSILON || wrapped.lines.some((l) => l.width > box.width + EPSILON);

  return {
    kind: "text",
    id: box.id,
    x: box.x,
    y: box.y,
    width: box.width,
    height,
    font: { family: face.resolved.family, weight: face.resolved.weight, style: face.resolved.style, sizePt },
    color: style?.color ?? "#000000",
    letterSpacing: (letterSpacing * PT_TO_MM * sizePt) / (style?.fontSize ?? DEFAULT_FONT_SIZE_PT),
    align,
    lines,
    clip: overflow,
  };
}

function placeLine(line: WrappedLine, box: TextBox, align: TextAlign, baseline: number, measure: TextMeasure): LaidOutTextLine {
  const free = box.width - line.width;
  if (align === "justify" && !line.paragraphEnd && free > EPSILON) {
    const words = [...line.text.matchAll(/[^ ]+/g)];
    if (words.length > 1) {
      const extra = free / (words.length - 1);
      const runs = words.map((m, k) => {
        const x = box.x + measure.width(line.text.slice(0, m.index)) + k * extra;
        return { text: m[0], x, width: measure.width(m[0]) };
      });
      return { y: baseline, x: box.x, width: box.width, runs };
    }
  }
  const x = box.x + (align === "center" ? free / 2 : align === "right" ? free : 0);
  return { y: baseline, x, width: line.width, runs: [{ text: line.text, x, width: line.width }] };
}

/** The words of the layout warning for characters a text's face cannot draw. */
export const NO_GLYPH = "has no glyph for";

export function reportMissingGlyphs(
  text: string,
  metrics: { hasGlyph(cp: number): boolean },
  family: string,
  id: string,
  warnings: string[],
) {
  const missing = new Set<string>();
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp > 0x7e && cp !== 10 && !metrics.hasGlyph(cp)) missing.add(ch);
  }
  if (missing.size) warnings.push(`${id}: ${family} ${NO_GLYPH} ${[...missing].join(" ")}`);
}
