/**
 * An uploaded image as an HTTP answer: typed by what its bytes are, never sniffed by the browser, and,
 * since an SVG opened directly is a document, with no script, no network and no same-origin powers.
 */
export function imageResponse(bytes: Uint8Array, mime: string, headers: Record<string, string>): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": mime,
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
      ...headers,
    },
  });
}
