import { findClose, type TextElement, type TextRun } from "@paperjet/template";

/** How a stretch of a rich text looks: a run's fields other than its text. */
export type Look = Omit<TextRun, "text">;

/** A stretch of one paragraph with one look; `expression` when it is a whole `{{ … }}` (shown as a token). */
export interface Piece extends Look {
  text: string;
  expression?: true;
}

/** A paragraph of the in-place editor; a `\n` in the document's runs starts the next one. */
export type Paragraph = Piece[];

/** What a text element holds: plain `text`, or `runs` (then `text` is empty). */
export interface TextContent {
  text: string;
  runs: TextRun[] | undefined;
}

/**
 * Splits text into plain stretches and whole `{{ … }}` expressions, with the engine's rule that a `}}`
 * inside a quoted string does not close one. An unclosed `{{` stays plain text; whether an expression
 * parses does not matter here (the save reports that), so a half-typed one still becomes a token.
 */
export function splitExpressions(text: string): { text: string; expression: boolean }[] {
  const parts: { text: string; expression: boolean }[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("{{", i);
    const close = open < 0 ? -1 : findClose(text, open + 2);
    if (close < 0) {
      parts.push({ text: text.slice(i), expression: false });
      break;
    }
    if (open > i) parts.push({ text: text.slice(i, open), expression: false });
    parts.push({ text: text.slice(open, close + 2), expression: true });
    i = close + 2;
  }
  return parts;
}

/** A run's look without its unset or switched-off fields (`bold: false` is the same as no `bold`). */
export function lookOf(run: Look): Look {
  const look: Look = {};
  if (run.bold) look.bold = true;
  if (run.italic) look.italic = true;
  if (run.underline) look.underline = true;
  if (run.color) look.color = run.color;
  if (run.fontSize) look.fontSize = run.fontSize;
  if (run.link) look.link = run.link;
  return look;
}

const sameLook = (a: Look, b: Look) =>
  !!a.bold === !!b.bold &&
  !!a.italic === !!b.italic &&
  !!a.underline === !!b.underline &&
  a.color === b.color &&
  a.fontSize === b.fontSize &&
  a.link === b.link;

/** A text element's content as the editor's paragraphs, every expression its own piece with the look around it. */
export function paragraphsOf(element: Pick<TextElement, "text" | "runs">): Paragraph[] {
  const paragraphs: Paragraph[] = [[]];
  for (const run of element.runs ?? [{ text: element.text }]) {
    const look = lookOf(run);
    run.text.split("\n").forEach((line, i) => {
      if (i > 0) paragraphs.push([]);
      for (const part of splitExpressions(line)) {
        paragraphs.at(-1)!.push(part.expression ? { ...look, text: part.text, expression: true } : { ...look, text: part.text });
      }
    });
  }
  return paragraphs;
}

/**
 * The editor's paragraphs as a text element's content: adjacent pieces that look the same become one
 * run, and a text with no formatting at all is saved as plain `text`, so simple documents stay simple.
 * The `\n` between paragraphs opens the next paragraph's first run (an empty paragraph is a plain `\n`).
 */
export function contentOf(paragraphs: readonly Paragraph[]): TextContent {
  const runs: TextRun[] = [];
  const push = (piece: TextRun) => {
    const last = runs.at(-1);
    if (last && sameLook(last, piece)) last.text += piece.text;
    else runs.push({ ...lookOf(piece), text: piece.text });
  };
  paragraphs.forEach((paragraph, index) => {
    const pieces = paragraph.filter((piece) => piece.text !== "");
    if (index > 0 && pieces.length === 0) push({ text: "\n" });
    pieces.forEach((piece, i) => push({ ...lookOf(piece), text: index > 0 && i === 0 ? `\n${piece.text}` : piece.text }));
  });
  if (runs.every((run) => Object.keys(run).length === 1)) return { text: runs.map((run) => run.text).join(""), runs: undefined };
  return { text: "", runs: runs.map(({ text, ...look }) => ({ text, ...look })) };
}

/** Whether two contents save the same document (a plain text's `text`, or the runs). */
export function sameContent(a: TextContent, b: TextContent): boolean {
  if (!a.runs || !b.runs) return !a.runs && !b.runs && a.text === b.text;
  return JSON.stringify(a.runs) === JSON.stringify(b.runs);
}
