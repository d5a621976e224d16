/** Identifiers may use any Unicode letter so that Dutch/German/Polish data keys (`straße`, `łódź`) work. */
export const IDENTIFIER_START = /[\p{L}_$]/u;
export const IDENTIFIER_PART = /[\p{L}\p{N}_$]/u;
export const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

export const KEYWORDS = new Set(["true", "false", "null"]);

/** Names the interpreter answers itself; data can never shadow them. */
export const BUILTINS = new Set(["page", "pages", "now"]);

export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name) && !KEYWORDS.has(name);
}
