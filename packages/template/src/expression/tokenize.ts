import { ExpressionError } from "./errors.ts";
import { IDENTIFIER_PART, IDENTIFIER_START } from "./identifier.ts";

export type Token =
  | { kind: "number"; value: number; start: number }
  | { kind: "string"; value: string; start: number }
  | { kind: "identifier"; value: string; start: number }
  | { kind: "punct"; value: string; start: number }
  | { kind: "end"; start: number };

/** Longest first, so `<=` wins over `<` and `||` over `|`. */
const PUNCTUATORS = [
  "==",
  "!=",
  "<=",
  ">=",
  "&&",
  "||",
  "+",
  "-",
  "*",
  "/",
  "%",
  "<",
  ">",
  "!",
  "?",
  ":",
  "(",
  ")",
  "[",
  "]",
  ".",
  "|",
  ",",
];

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\", "'": "'", '"': '"' };

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (/[0-9]/.test(ch)) {
      const match = /^[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(source.slice(i))!;
      if (IDENTIFIER_START.test(source[i + match[0].length] ?? "")) {
        throw new ExpressionError(`unexpected "${source[i + match[0].length]}" after number`, i + match[0].length + 1);
      }
      tokens.push({ kind: "number", value: Number(match[0]), start: i });
      i += match[0].length;
    } else if (ch === "'" || ch === '"') {
      const { value, end } = readString(source, i);
      tokens.push({ kind: "string", value, start: i });
      i = end;
    } else if (IDENTIFIER_START.test(ch)) {
      let end = i + 1;
      while (end < source.length && IDENTIFIER_PART.test(source[end])) end++;
      tokens.push({ kind: "identifier", value: source.slice(i, end), start: i });
      i = end;
    } else {
      const punct = PUNCTUATORS.find((p) => source.startsWith(p, i));
      if (!punct) {
        const hint = ch === "=" ? ' (use "==" to compare)' : ch === "&" ? ' (use "&&")' : "";
        throw new ExpressionError(`unexpected character "${ch}"${hint}`, i + 1);
      }
      tokens.push({ kind: "punct", value: punct, start: i });
      i += punct.length;
    }
  }
  tokens.push({ kind: "end", start: source.length });
  return tokens;
}

function readString(source: string, open: number): { value: string; end: number } {
  const quote = source[open];
  let value = "";
  let i = open + 1;
  while (i < source.length) {
    const ch = source[i];
    if (ch === quote) return { value, end: i + 1 };
    if (ch !== "\\") {
      value += ch;
      i++;
      continue;
    }
    const next = source[i + 1];
    if (next === "u" && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) {
      value += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
      i += 6;
    } else if (next !== undefined && next in ESCAPES) {
      value += ESCAPES[next];
      i += 2;
    } else {
      throw new ExpressionError(`unknown escape "\\${next ?? ""}" in text`, i + 1);
    }
  }
  throw new ExpressionError("text is missing its closing quote", open + 1);
}
