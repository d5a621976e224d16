/**
 * An ILIKE pattern matching text that contains `text` literally: `%`, `_` and `\` match only
 * themselves. A NUL is dropped: PostgreSQL text cannot hold one (so no stored name contains it),
 * and a parameter with one fails the whole query (`?q=%00` was a 500).
 */
export function containsPattern(text: string): string {
  return `%${text.replaceAll("\0", "").replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
