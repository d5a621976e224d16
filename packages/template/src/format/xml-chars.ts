/**
 * XML 1.0's Char production for the code units a JSON string can hold: C0 controls but tab and line
 * breaks, U+FFFE and U+FFFF are not allowed (NUL and lone surrogates are refused before any of this).
 * Texts from the data end up in XML files (e-invoices, PDF/A's XMP): this is what they may hold.
 */
export const isXmlChar = (code: number): boolean =>
  (code >= 0x20 || code === 0x9 || code === 0xa || code === 0xd) && code !== 0xfffe && code !== 0xffff;

/** The first character of `text` XML 1.0 does not allow, or undefined. */
export const firstNonXmlChar = (text: string): string | undefined => [...text].find((c) => !isXmlChar(c.charCodeAt(0)));

/** `text` without the characters XML 1.0 does not allow. */
export const withXmlCharsOnly = (text: string): string => [...text].filter((c) => isXmlChar(c.charCodeAt(0))).join("");
