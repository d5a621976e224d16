import { fontManifest } from "./manifest.ts";

/**
 * `@font-face` rules for every bundled face. `urlFor` maps a manifest file to something the page may
 * load: a served URL in the designer, a data: URI in the print page (which has no network).
 */
export function fontFaceCss(urlFor: (file: string) => string): string {
  return fontManifest
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";font-weight:${f.weight};font-style:${f.style};` +
        `font-display:block;src:url("${urlFor(f.file)}") format("truetype");}`,
    )
    .join("\n");
}
