/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): browsers take `filename*` and keep
 * `Zoë`, `Café`, `€uro`; the plain `filename` is an ASCII fallback for older clients (accents
 * dropped, other letters as `_`).
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A template name as a file name: kept as written (letters of any script, spaces, `&`), minus what file systems refuse. */
export function fileBaseName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, "-")
    .replace(/^[\s.-]+|[\s.-]+$/g, "")
    .slice(0, 80)
    .trim();
  return cleaned || "document";
}

/** The file name a `Content-Disposition` header gives: `filename*` (UTF-8) when present, else `filename`. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "");
  if (extended) return decodeURIComponent(extended[1]);
  return /filename="([^"]+)"/.exec(header ?? "")?.[1];
}
