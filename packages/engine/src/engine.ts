import type { TemplateDocument, TemplateDocumentInput } from "@paperjet/template";
import { documentFaces } from "./fonts/document-faces.ts";
import { FontSet, type FaceRef, type FontSource } from "./fonts/font-set.ts";
import { layoutDocument, type LayoutOptions } from "./layout/document.ts";
import { pageFormFields } from "./layout/form-fields.ts";
import type { FormField, LaidOutDocument, LaidOutPage } from "./layout/types.ts";
import { paintPage, type PaintOptions } from "./paint/page.ts";

export type { FaceRef, FontSource };

export interface RenderedPage {
  widthMm: number;
  heightMm: number;
  svg: string;
  /** With `formFields: "live"`: the page's fields, which its drawing leaves for the PDF's form to draw. */
  fields?: FormField[];
}

type Doc = TemplateDocument | TemplateDocumentInput;

export interface Engine {
  /** The faces layout of `doc` measures with (plus the watermark's when asked), fallbacks resolved. */
  fontsFor(doc: Doc, opts?: Pick<PaintOptions, "watermark">): FaceRef[];
  /** The faces of `fontsFor(doc)` this engine has not loaded yet. */
  missingFonts(doc: Doc, opts?: Pick<PaintOptions, "watermark">): FaceRef[];
  /** Fetches and parses faces; idempotent, and concurrent calls share one load per file. */
  loadFonts(faces: readonly FaceRef[]): Promise<void>;
  /** Loads every face `doc` needs; after it resolves, `layout`/`render` of `doc` are synchronous. */
  prepare(doc: Doc, opts?: Pick<PaintOptions, "watermark">): Promise<void>;
  /** Pure data: pages of positioned boxes. Throws FontNotLoadedError when `prepare(doc)` has not run. */
  layout(doc: Doc, data: Record<string, unknown>, opts?: LayoutOptions): LaidOutDocument;
  /** One standalone SVG document per page, sized in mm. */
  paint(page: LaidOutPage, opts?: PaintOptions): string;
  /** `layout` + `paint`; needs the document's faces loaded, like `layout`. */
  render(doc: Doc, data: Record<string, unknown>, opts?: LayoutOptions & PaintOptions): { pages: RenderedPage[]; warnings: string[] };
  /** `prepare` then `render`. */
  renderAsync(
    doc: Doc,
    data: Record<string, unknown>,
    opts?: LayoutOptions & PaintOptions,
  ): Promise<{ pages: RenderedPage[]; warnings: string[] }>;
}

/**
 * Cheap: nothing is loaded until `prepare`/`loadFonts` asks for it, so a document that uses two faces
 * never waits for the other twenty-six. Layout and paint stay synchronous.
 */
export async function createEngine(opts: { fonts: FontSource }): Promise<Engine> {
  const fonts = new FontSet(opts.fonts);
  const engine: Engine = {
    fontsFor: (doc, faceOptions) => documentFaces(doc, faceOptions),
    missingFonts: (doc, faceOptions) => documentFaces(doc, faceOptions).filter((face) => !fonts.has(face.file)),
    loadFonts: (faces) => fonts.load(faces),
    prepare: (doc, faceOptions) => fonts.load(engine.missingFonts(doc, faceOptions)),
    layout: (doc, data, layoutOptions) => layoutDocument(fonts, doc, data, layoutOptions),
    paint: (page, paintOptions) => paintPage(page, paintOptions),
    render(doc, data, options = {}) {
      const laidOut = engine.layout(doc, data, options);
      const warnings = [...laidOut.warnings];
      const pages = laidOut.pages.map((page): RenderedPage => {
        const fields = options.formFields === "live" ? pageFormFields(page, warnings) : [];
        const svg = engine.paint(page, options);
        return { widthMm: page.widthMm, heightMm: page.heightMm, svg, ...(fields.length ? { fields } : {}) };
      });
      return { pages, warnings: [...new Set(warnings)] };
    },
    async renderAsync(doc, data, options = {}) {
      await engine.prepare(doc, options);
      return engine.render(doc, data, options);
    },
  };
  return engine;
}
