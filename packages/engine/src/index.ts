export { createEngine, type Engine, type FontSource, type RenderedPage } from "./engine.ts";
export type { LayoutOptions } from "./layout/document.ts";
export type { PaintOptions } from "./paint/page.ts";
export { DEFAULT_WATERMARK } from "./paint/watermark.ts";
export type * from "./layout/types.ts";
