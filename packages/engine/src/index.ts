export { createEngine, type Engine, type FaceRef, type FontSource, type RenderedPage } from "./engine.ts";
export { FontNotLoadedError } from "./fonts/font-set.ts";
export { documentFaces } from "./fonts/document-faces.ts";
export { documentFontSource } from "./browser/font-source.ts";
export type { LayoutOptions } from "./layout/document.ts";
export type { PaintOptions } from "./paint/page.ts";
export { DEFAULT_WATERMARK } from "./paint/watermark.ts";
export type * from "./layout/types.ts";
export { isRasterSafe, needsSystemFonts } from "./layout/raster-safe.ts";
