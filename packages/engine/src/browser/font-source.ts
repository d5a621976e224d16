import { fontManifest } from "@paperjet/fonts";
import type { FontSource } from "../fonts/font-set.ts";

/**
 * A font source for a browser page: each face is fetched once and the same bytes go both to
 * `document.fonts` (what the page draws the SVG text with) and to the engine (what layout measures
 * with). The FontFace is awaited before the bytes are handed on, so by the time layout can use a face
 * the page can paint it: text is never drawn in a fallback font with another font's line breaks.
 */
export function documentFontSource(urlFor: (file: string) => string): FontSource {
  return {
    async load(file) {
      const face = fontManifest.find((f) => f.file === file);
      if (!face) throw new Error(`Unknown font file "${file}"`);
      const response = await fetch(urlFor(file));
      if (!response.ok) throw new Error(`Font ${file} could not be loaded (${response.status})`);
      const buffer = await response.arrayBuffer();
      const fontFace = new FontFace(face.family, buffer.slice(0), { weight: String(face.weight), style: face.style });
      document.fonts.add(await fontFace.load());
      return new Uint8Array(buffer);
    },
  };
}
