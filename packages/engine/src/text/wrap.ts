import type { TextMeasure } from "./measure.ts";
import { EPSILON } from "./units.ts";

export interface WrappedLine {
  text: string;
  width: number;
  /** Last line of a paragraph (before `\n` or the end): never justified. */
  paragraphEnd: boolean;
}

export interface Wrapped {
  lines: WrappedLine[];
  /** A word was wider than the box and had to be cut between characters. */
  brokeWord: boolean;
}

/**
 * Greedy line breaking at spaces; `\n` starts a paragraph. Spaces at a wrap point are dropped, spaces
 * inside a line and at the start of a paragraph are kept (the SVG keeps them with xml:space). A word
 * wider than the line is cut between characters, always at least one character per line, so a
 * zero-width box still terminates.
 */
export function wrapText(text: string, maxWidth: number, measure: TextMeasure): Wrapped {
  const lines: WrappedLine[] = [];
  let brokeWord = false;
  const limit = maxWidth + EPSILON;

  for (const paragraph of text.replace(/\r\n?/g, "\n").split("\n")) {
    const tokens = paragraph.replace(/\t/g, " ").match(/ +|[^ ]+/g) ?? [];
    let line = "";
    let width = 0;
    let pending = "";
    let paragraphStart = true;

    const startLineWith = (word: string) => {
      const w = measure.width(word);
      if (w <= limit) {
        line = word;
        width = w;
        return;
      }
      brokeWord = true;
      let chunk = "";
      let chunkWidth = 0;
      for (const ch of word) {
        const next = measure.appendWidth(chunk, chunkWidth, ch);
        if (chunk && next > limit) {
          lines.push({ text: chunk, width: chunkWidth, paragraphEnd: false });
          chunk = ch;
          chunkWidth = measure.width(ch);
        } else {
          chunk += ch;
          chunkWidth = next;
        }
      }
      line = chunk;
      width = chunkWidth;
    };

    for (const token of tokens) {
      if (token.charCodeAt(0) === 32) {
        pending += token;
        continue;
      }
      if (!line) {
        startLineWith(paragraphStart ? pending + token : token);
      } else {
        const addition = pending + token;
        const next = measure.appendWidth(line, width, addition);
        if (next <= limit) {
          line += addition;
          width = next;
        } else {
          lines.push({ text: line, width, paragraphEnd: false });
          startLineWith(token);
        }
      }
      pending = "";
      paragraphStart = false;
    }
    lines.push({ text: line, width, paragraphEnd: true });
  }
  return { lines, brokeWord };
}
