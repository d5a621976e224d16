import type { TemplateDocument, TemplateDocumentInput } from "@paperjet/template";
import { FontSet, type FontSource } from "./fonts/font-set.ts";
import { layoutDocument, type LayoutOptions } from "./layout/document.ts";
import type { LaidOutDocument, LaidOutPage } from "./layout/types.ts";
import { paintPage, type PaintOptions } from "./paint/page.ts";

export type { FontSource };

export interface RenderedPage {
  widthMm: number;
  heightMm: number;
  svg: string;
}

export interface Engine {
  /** Pure data: pages of positioned boxes. */
  layout(doc: TemplateDocument | TemplateDocumentInput, data: Record<string, unknown>, opts?: LayoutOptions): LaidOutDocument;
  /** One standalone SVG document per page, sized in mm. */
  paint(page: LaidOutPage, opts?: PaintOptions): string;
  render(
    doc: TemplateDocument | TemplateDocumentInput,
    data: Record<string, unknown>,
    opts?: LayoutOptions & PaintOptions,
  ): { pages: RenderedPage[]; warnings: string[] };
}

/** Loads and parses every bundled font once; layout and paint are synchronous afterwards. */
export async function createEngine(opts: { fonts: FontSource }): Promise<Engine> {
  const fonts = await FontSet.load(opts.fonts);
  const engine: Engine = {
    layout: (doc, data, layoutOptions) => layoutDocument(fonts, doc, data, layoutOptions),
    paint: (page, paintOptions) => paintPage(page, paintOptions),
    render(doc, data, options = {}) {
      const laidOut = engine.layout(doc, data, options);
      const pages = laidOut.pages.map((page) => ({ widthMm: page.widthMm, heightMm: page.heightMm, svg: engine.paint(page, options) }));
      return { pages, warnings: laidOut.warnings };
    },
  };
  return engine;
}
