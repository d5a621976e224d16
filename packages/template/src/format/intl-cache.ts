/**
 * Intl formatters are slow to build and tables format thousands of cells, so they are kept per locale and
 * options. The cache is bounded because locales and currencies come from user data.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const LIMIT = 200;

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (!value) {
    if (cache.size >= LIMIT) cache.clear();
    value = create();
    cache.set(key, value);
  }
  return value;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * ICU separates groups and currency symbols with no-break (U+00A0) and narrow no-break (U+202F) spaces, and
 * which one depends on the ICU version, so Node and Chromium can disagree. Every formatted value therefore
 * uses a plain space, which is also what template-format.md writes (`€ 1.234,50`).
 */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00A0\u202F\u2009]/g, " ");
}
