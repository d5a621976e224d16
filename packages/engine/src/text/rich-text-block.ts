import type { TextStyle } from "@paperjet/template";
import type { FontSet, LoadedFace } from "../fonts/font-set.ts";
import type { LaidOutText, LaidOutTextLine, LaidOutTextRun, TextAlign, TextFont } from "../layout/types.ts";
import { TextMeasure } from "./measure.ts";
import { DEFAULT_FONT_SIZE_PT, DEFAULT_LINE_HEIGHT, reportMissingGlyphs, type TextBlockOptions, type TextBox } from "./text-block.ts";
import { EPSILON, PT_TO_MM } from "./units.ts";

/** A run with its expressions rendered: what the rich layout flows. */
export interface RenderedRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  color?: string;
  fontSize?: number;
  link?: string;
}

interface Span {
  face: LoadedFace;
  sizePt: number;
  color: string;
  underline?: boolean;
  link?: string;
}

/** A piece of one run that is all spaces or has none; words are the non-space pieces between spaces. */
interface Piece {
  span: number;
  text: string;
  space: boolean;
}

interface Line {
  pieces: Piece[];
  paragraphEnd: boolean;
}

/**
 * Rich text: runs with their own weight, slant, size, colour, underline and link, flowed as one
 * paragraph stream and laid out like `layoutTextBlock` (greedy breaking at spaces, a word wider than
 * the box cut between characters, `\n` a new paragraph, justify, grow, shrink, clip). Each line is as
 * tall as its largest run. Node and the print page run this same code on the same font bytes, so
 * their line breaks are identical; each piece is drawn at its computed x.
 */
export function layoutRichTextBlock(
  fonts: FontSet,
  runs: RenderedRun[],
  style: TextStyle | undefined,
  box: TextBox,
  options: TextBlockOptions,
): LaidOutText {
  const baseSize = style?.fontSize ?? DEFAULT_FONT_SIZE_PT;
  const baseColor = style?.color ?? "#000000";
  const base = fonts.face(style?.fontFamily, style?.fontWeight, style?.italic);
  const warned = new Set<string>();
  const spans: Span[] = runs.map((run) => {
    const face = fonts.face(style?.fontFamily, run.bold ? 700 : style?.fontWeight, run.italic ?? style?.italic);
    if (face.resolved.warning && !warned.has(face.resolved.warning)) {
      warned.add(face.resolved.warning);
      options.warnings.push(`${box.id}: ${face.resolved.warning}`);
    }
    reportMissingGlyphs(run.text, face.metrics, face.resolved.family, box.id, options.warnings);
    return { face, sizePt: run.fontSize ?? baseSize, color: run.color ?? baseColor, underline: run.underline, link: run.link };
  });
  const letterSpacing = style?.letterSpacing ?? 0;
  const lineHeight = style?.lineHeight ?? DEFAULT_LINE_HEIGHT;
  const paragraphs = splitParagraphs(runs);

  const build = (scale: number) => {
    const measures = spans.map((s) => new TextMeasure(s.face.metrics, s.sizePt * scale, letterSpacing * scale));
    const wrapped = paragraphs.map((p) => wrapPieces(p, box.width, measures));
    const lines = wrapped.flatMap((w) => w.lines);
    const metrics = lines.map((line) => lineMetrics(line, measures, lineHeight));
    const contentHeight = metrics.reduce((sum, m) => sum + m.height, 0);
    return { measures, lines, brokeWord: wrapped.some((w) => w.brokeWord), metrics, contentHeight };
  };
  let scale = 1;
  let laid = build(scale);
  const fits = () => laid.contentHeight <= box.height + EPSILON && !laid.brokeWord;
  if (!options.grow && options.fit === "shrink" && !fits()) {
    let low = 2 / Math.max(...spans.map((s) => s.sizePt), baseSize);
    let high = 1;
    for (let i = 0; i < 12 && high - low > 0.005; i++) {
      scale = (low + high) / 2;
      laid = build(scale);
      if (fits()) low = scale;
      else high = scale;
    }
    scale = low;
    laid = build(scale);
  }

  const height = options.grow ? Math.max(box.height, laid.contentHeight) : box.height;
  const align: TextAlign = style?.align ?? "left";
  const free = height - laid.contentHeight;
  const vertical = style?.verticalAlign ?? "top";
  let top = box.y + (vertical === "middle" ? Math.max(0, free / 2) : vertical === "bottom" ? Math.max(0, free) : 0);
  const baseFont = fontOf(spans[0]?.face ?? base, baseSize * scale);
  const lines = laid.lines.map((line, i) => {
    const m = laid.metrics[i];
    const placed = placeLine(line, box, align, top + m.baseline, laid.measures, spans, scale, baseFont, baseColor);
    top += m.height;
    return placed;
  });
  const overflow = laid.contentHeight > height + EPSILON || lines.some((l) => l.width > box.width + EPSILON);
  return {
    kind: "text",
    id: box.id,
    x: box.x,
    y: box.y,
    width: box.width,
    height,
    font: fontOf(base, baseSize * scale),
    color: baseColor,
    letterSpacing: letterSpacing * scale * PT_TO_MM,
    align,
    lines,
    clip: overflow,
  };
}

function fontOf(face: LoadedFace, sizePt: number): TextFont {
  return { family: face.resolved.family, weight: face.resolved.weight, style: face.resolved.style, sizePt };
}

/** Pieces per paragraph: `\n` in any run ends one; tabs are spaces, as in plain text. */
function splitParagraphs(runs: RenderedRun[]): Piece[][] {
  const paragraphs: Piece[][] = [[]];
  runs.forEach((run, span) => {
    run.text
      .replace(/\r\n?/g, "\n")
      .split("\n")
      .forEach((part, i) => {
        if (i > 0) paragraphs.push([]);
        for (const m of part.replace(/\t/g, " ").matchAll(/ +|[^ ]+/g))
          paragraphs.at(-1)!.push({ span, text: m[0], space: m[0][0] === " " });
      });
  });
  return paragraphs;
}

/** Width of pieces laid side by side, kerning inside a run (as the painter's one tspan per run shapes it). */
function piecesWidth(pieces: Piece[], measures: TextMeasure[]): number {
  let total = 0;
  let groupText = "";
  let groupWidth = 0;
  let groupSpan = -1;
  for (const p of pieces) {
    if (p.span !== groupSpan) {
      total += groupWidth;
      groupText = "";
      groupWidth = 0;
      groupSpan = p.span;
    }
    groupWidth = measures[p.span].appendWidth(groupText, groupWidth, p.text);
    groupText += p.text;
  }
  return total + groupWidth;
}

/** Greedy breaking at spaces over the whole paragraph; spaces at a wrap point are dropped. */
function wrapPieces(pieces: Piece[], maxWidth: number, measures: TextMeasure[]): { lines: Line[]; brokeWord: boolean } {
  const limit = maxWidth + EPSILON;
  const lines: Line[] = [];
  let brokeWord = false;
  let line: Piece[] = [];
  let pending: Piece[] = [];
  let word: Piece[] = [];
  const startWith = (w: Piece[]) => {
    if (piecesWidth(w, measures) <= limit) {
      line = w;
      return;
    }
    brokeWord = true;
    let chunk: Piece[] = [];
    for (const p of w) {
      for (const ch of p.text) {
        const next = [...chunk, { span: p.span, text: ch, space: false }];
        if (chunk.length && piecesWidth(merge(next), measures) > limit) {
          lines.push({ pieces: merge(chunk), paragraphEnd: false });
          chunk = [{ span: p.span, text: ch, space: false }];
        } else chunk = next;
      }
    }
    line = merge(chunk);
  };
  // Spaces before a paragraph's first word are kept, as in plain text.
  let atStart = true;
  const flushWord = () => {
    if (!word.length) return;
    if (!line.length) startWith(atStart ? [...pending, ...word] : word);
    else if (piecesWidth([...line, ...pending, ...word], measures) <= limit) line = [...line, ...pending, ...word];
    else {
      lines.push({ pieces: line, paragraphEnd: false });
      startWith(word);
    }
    pending = [];
    word = [];
    atStart = false;
  };
  for (const piece of pieces) {
    if (piece.space) {
      flushWord();
      pending.push(piece);
    } else word.push(piece);
  }
  flushWord();
  lines.push({ pieces: line, paragraphEnd: true });
  return { lines, brokeWord };
}

/** Consecutive characters of one run as one piece again. */
function merge(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    const last = out.at(-1);
    if (last && last.span === p.span && last.space === p.space) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

/** A line is as tall as its largest run; an empty line as tall as the run it is in (or the first). */
function lineMetrics(line: Line, measures: TextMeasure[], lineHeight: number): { height: number; baseline: number } {
  const used = line.pieces.length ? [...new Set(line.pieces.map((p) => p.span))].map((s) => measures[s]) : measures.slice(0, 1);
  const size = Math.max(...used.map((m) => m.sizeMm));
  const ascent = Math.max(...used.map((m) => m.ascentMm));
  const descent = Math.max(...used.map((m) => m.descentMm));
  const height = size * lineHeight;
  return { height, baseline: (height - ascent - descent) / 2 + ascent };
}

function placeLine(
  line: Line,
  box: TextBox,
  align: TextAlign,
  baseline: number,
  measures: TextMeasure[],
  spans: Span[],
  scale: number,
  baseFont: TextFont,
  baseColor: string,
): LaidOutTextLine {
  const width = piecesWidth(line.pieces, measures);
  const free = box.width - width;
  const inner = (i: number) => line.pieces[i].space && i > 0 && i < line.pieces.length - 1;
  const gaps = line.pieces.filter((_, i) => inner(i)).length;
  const justify = align === "justify" && !line.paragraphEnd && free > EPSILON && gaps > 0;
  let x = box.x + (align === "center" ? free / 2 : align === "right" ? free : 0);
  const start = x;
  const runs: LaidOutTextRun[] = [];
  if (justify) {
    // Each word at its own x, the free width shared by the spaces between words.
    line.pieces.forEach((p, i) => {
      const w = measures[p.span].width(p.text);
      if (!p.space) runs.push(styledRun(p.text, x, w, spans[p.span], scale, baseFont, baseColor));
      x += w + (inner(i) ? free / gaps : 0);
    });
  } else {
    // A run's consecutive pieces are one tspan.
    for (const group of groupBySpan(line.pieces)) {
      const w = piecesWidth(group, measures);
      runs.push(styledRun(group.map((p) => p.text).join(""), x, w, spans[group[0].span], scale, baseFont, baseColor));
      x += w;
    }
  }
  return { y: baseline, x: start, width: justify ? box.width : width, runs };
}

function groupBySpan(pieces: Piece[]): Piece[][] {
  const groups: Piece[][] = [];
  for (const p of pieces) {
    const last = groups.at(-1);
    if (last && last[0].span === p.span) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

/** Only what differs from the box's own font and colour is stored on the run. */
function styledRun(
  text: string,
  x: number,
  width: number,
  span: Span,
  scale: number,
  baseFont: TextFont,
  baseColor: string,
): LaidOutTextRun {
  const run: LaidOutTextRun = { text, x, width };
  const font = fontOf(span.face, span.sizePt * scale);
  if (
    font.family !== baseFont.family ||
    font.weight !== baseFont.weight ||
    font.style !== baseFont.style ||
    font.sizePt !== baseFont.sizePt
  )
    run.font = font;
  if (span.color !== baseColor) run.color = span.color;
  if (span.underline) run.underline = true;
  if (span.link) run.link = span.link;
  return run;
}
