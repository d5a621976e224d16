import type { LoaderFunctionArgs } from "@remix-run/node";
import { fontManifest } from "@paperjet/fonts";
import { readFontFile } from "@paperjet/fonts/node";

/**
 * The bundled font files, for the designer's in-browser engine and its @font-face rules: the same
 * bytes the worker lays out and prints with. Only manifest names are served (never a path).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const face = fontManifest.find((f) => f.file === params.file);
  if (!face) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const bytes = await readFontFile(face.file);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "font/ttf",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
