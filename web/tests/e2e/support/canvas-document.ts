import { execFileSync } from "node:child_process";
import { expect } from "vitest";
import type { Page } from "playwright-core";

/**
 * What the canvas draws beside what the PDF prints: the words with their places, the footers and the
 * laid-out boxes of every canvas page (the designed page and the pages its data generates).
 */
export interface Word {
  page: number;
  text: string;
  x: number;
  y: number;
}

/**
 * Each text run the canvas draws (its first word), page by page in the order shown, in mm: where the
 * browser placed the word's first glyph (a run may start with a space, a chart's labels are anchored
 * at their end or middle), on its baseline. The engine draws text untransformed in page millimetres.
 */
export const canvasWords = (p: Page): Promise<Word[]> =>
  p.evaluate(() =>
    [...document.querySelectorAll('[data-testid="page-svg"], [data-testid="generated-page-svg"]')].flatMap((svg, page) =>
      [...svg.querySelectorAll<SVGTextContentElement>("text[x], tspan[x]")]
        .filter((node) => (node.textContent ?? "").trim() !== "")
        .map((node) => {
          const content = node.textContent ?? "";
          const start = node.getStartPositionOfChar(content.length - content.trimStart().length);
          return { page, text: content.trim().split(/\s+/)[0]!, x: start.x, y: start.y };
        }),
    ),
  );

/** Every word of the PDF with its box's left edge and bottom (pdftotext -bbox), in mm. */
export function pdfWords(pdf: Buffer): (Word & { bottom: number })[] {
  const xhtml = execFileSync("pdftotext", ["-bbox", "-", "-"], { input: pdf }).toString("utf8");
  const mm = (pt: string) => (Number(pt) * 25.4) / 72;
  return xhtml
    .split("<page ")
    .slice(1)
    .flatMap((chunk, page) =>
      [...chunk.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
        page,
        text: m[4]!,
        x: mm(m[1]!),
        y: mm(m[2]!),
        bottom: mm(m[3]!),
      })),
    );
}

/** The footer texts the canvas shows, page by page. */
export const footers = (p: Page) =>
  p.evaluate(() =>
    [...document.querySelectorAll('[data-testid="page-svg"], [data-testid="generated-page-svg"]')].map((svg) =>
      [...svg.querySelectorAll("text")].map((t) => t.textContent ?? "").filter((t) => t.startsWith("Page ") || t.startsWith("Pagina ")),
    ),
  );

/** Pairs of different elements whose drawn boxes overlap on the same canvas page (the hit areas are the laid-out boxes). */
export const overlaps = (p: Page) =>
  p.evaluate(() => {
    const boxes = [...document.querySelectorAll('[data-testid="hit-areas"] rect')].map((r) => ({
      id: r.getAttribute("data-element-id")!,
      x: Number(r.getAttribute("x")),
      y: Number(r.getAttribute("y")),
      w: Number(r.getAttribute("width")),
      h: Number(r.getAttribute("height")),
    }));
    const found: string[] = [];
    for (const a of boxes)
      for (const b of boxes)
        if (a.id < b.id && a.x < b.x + b.w - 0.1 && b.x < a.x + a.w - 0.1 && a.y < b.y + b.h - 0.1 && b.y < a.y + a.h - 0.1)
          found.push(`${a.id}×${b.id}`);
    return found;
  });

/**
 * Words that occur once on a page on both sides are the same word: each is within 0.5 mm of the PDF's
 * left edge, and its baseline one constant (the font's descent) above the PDF box's bottom. Returns
 * how many words were compared.
 */
export function expectCanvasAtPdfPositions(canvas: Word[], printed: (Word & { bottom: number })[]): number {
  const once = <T extends Word>(words: T[], w: Word) => words.filter((o) => o.page === w.page && o.text === w.text);
  const pairs = canvas
    .filter((w) => once(canvas, w).length === 1 && once(printed, w).length === 1)
    .map((w) => ({ canvas: w, pdf: once(printed, w)[0]! }));
  expect(pairs.filter(({ canvas: c, pdf }) => Math.abs(c.x - pdf.x) > 0.5).map(({ canvas: c }) => c)).toEqual([]);
  const offsets = pairs.map(({ canvas: c, pdf }) => pdf.bottom - c.y).sort((a, b) => a - b);
  const median = offsets[Math.floor(offsets.length / 2)]!;
  expect(pairs.filter(({ canvas: c, pdf }) => Math.abs(pdf.bottom - c.y - median) > 0.5).map(({ canvas: c }) => c)).toEqual([]);
  return pairs.length;
}
