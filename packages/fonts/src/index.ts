export { fontManifest, fontModulePath, FONT_FAMILIES, DEFAULT_FAMILY, type FontFaceEntry, type FontStyle } from "./manifest.ts";
export { resolveFont, type ResolvedFont } from "./resolve.ts";
export { fontFaceCss } from "./css.ts";
