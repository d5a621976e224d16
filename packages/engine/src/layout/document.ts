import {
  formatPath,
  pageSizeMm,
  templateDocumentSchema,
  type TemplateDocument,
  type TemplateDocumentInput,
  type TemplatePage,
} from "@paperjet/template";
import type { FontSet } from "../fonts/font-set.ts";
import type { LayoutContext } from "./context.ts";
import { eachBox } from "./each-box.ts";
import { elementFlowable, layoutChildren } from "./element.ts";
import { flow } from "./flow.ts";
import { showSignature } from "./visible-signature.ts";
import { mergeTableFragments } from "./merge-tables.ts";
import { pinsByTemplatePage } from "./page-pins.ts";
import type { LaidOutBox, LaidOutDocument, LaidOutPage } from "./types.ts";

export interface LayoutOptions {
  now?: Date;
  locale?: string;
  /** Image sources resolved by the caller (media:{id}, https: URLs) → data: URIs. */
  images?: Record<string, string>;
  /** IANA time zone for dates printed from epoch ms and `now`; default UTC. */
  timeZone?: string;
  /** A document that paginates to more pages is refused before pinned content and painting (a plan's cap). */
  maxPages?: number;
  /**
   * The PDF will be signed: `text` (who signed, when) is shown in the signature field named `field`, else
   * in the first one; the signer then puts the signature's widget on that field (visible-signature.ts).
   */
  signature?: { field?: string; text: string };
}

interface GeneratedPage {
  templatePage: number;
  boxes: { order: number; box: LaidOutBox }[];
}

/**
 * Template pages are laid out one after another. Flow content paginates first; then, with the total
 * known, pinned elements are laid out on the pages they ask for (every-page pins run on over later
 * template pages, see `pinsByTemplatePage`), and flow texts that read `page`/`pages` are rendered again in place.
 */
export function layoutDocument(
  fonts: FontSet,
  input: TemplateDocument | TemplateDocumentInput,
  data: Record<string, unknown>,
  options: LayoutOptions = {},
): LaidOutDocument {
  const doc = parseDocument(input);
  const warnings: string[] = [];
  const evalCtx = { locale: options.locale ?? doc.locale, now: options.now ?? new Date(), timeZone: options.timeZone };
  const base = { fonts, warnings, images: options.images ?? {}, deferred: [] as LayoutContext["deferred"] };
  const contextFor = (page: TemplatePage, extra: object = {}): LayoutContext => {
    const size = pageSizeMm(page);
    const area = {
      top: page.margin.top,
      left: page.margin.left,
      right: size.width - page.margin.right,
      bottom: size.height - page.margin.bottom,
    };
    const ctx: LayoutContext = {
      ...base,
      area,
      eval: { ...evalCtx, ...extra },
      layoutChildren: (elements, scope, at) => layoutChildren(elements, scope, ctx, at),
    };
    return ctx;
  };

  const generated: GeneratedPage[] = [];
  doc.pages.forEach((page, templatePage) => {
    const ctx = contextFor(page);
    const flowables = page.elements.flatMap((el, order) => (el.pin ? [] : [elementFlowable(el, data, ctx, order)]));
    const result = flow(flowables, { top: ctx.area.top, bottom: ctx.area.bottom }, true, warnings);
    for (const boxes of result.pages) generated.push({ templatePage, boxes });
  });

  const pages = generated.length;
  if (options.maxPages !== undefined && pages > options.maxPages) {
    throw new RangeError(`the document has ${pages} pages, more than the limit of ${options.maxPages} pages per document`);
  }
  const pins = pinsByTemplatePage(doc.pages);
  generated.forEach((g, index) => {
    const first = index === 0 || generated[index - 1].templatePage !== g.templatePage;
    const last = index === pages - 1 || generated[index + 1].templatePage !== g.templatePage;
    const ctx = contextFor(doc.pages[g.templatePage], { page: index + 1, pages });
    const { everyPage, firstPage, lastPage } = pins[g.templatePage];
    for (const { element, order } of [...everyPage, ...(first ? firstPage : []), ...(last ? lastPage : [])]) {
      const placed = flow([elementFlowable(element, data, ctx, order)], { top: 0, bottom: Infinity }, false, warnings);
      g.boxes.push(...placed.pages[0]);
    }
  });

  if (base.deferred.length) rerenderPageNumbers(generated, base.deferred, evalCtx, pages);

  const laidOut: LaidOutPage[] = generated.map((g, index) => {
    const size = pageSizeMm(doc.pages[g.templatePage]);
    const boxes = g.boxes.sort((a, b) => a.order - b.order).map((p) => p.box);
    return {
      number: index + 1,
      templatePage: g.templatePage,
      widthMm: size.width,
      heightMm: size.height,
      boxes: mergeTableFragments(boxes),
    };
  });
  if (options.signature) showSignature(fonts, laidOut, options.signature, warnings);
  return { pages: laidOut, warnings: [...new Set(warnings)] };
}

function rerenderPageNumbers(
  generated: GeneratedPage[],
  deferred: LayoutContext["deferred"],
  evalCtx: LayoutContext["eval"],
  pages: number,
) {
  const pending = new Map(deferred.map((d) => [d.box as LaidOutBox, d]));
  generated.forEach((g, index) =>
    eachBox(
      g.boxes.map((p) => p.box),
      (box) => {
        const d = pending.get(box);
        if (d) Object.assign(box, d.relayout({ ...evalCtx, page: index + 1, pages }));
      },
    ),
  );
}

/**
 * The document as the schema reads it. One that is not valid (a saved template is checked when it is
 * saved, so only a stored row that no save wrote) names its first problems: the caller's 422 shows
 * this message, where a ZodError's own is a JSON array that the first line of ("[") says nothing of.
 */
function parseDocument(input: TemplateDocument | TemplateDocumentInput): TemplateDocument {
  const parsed = templateDocumentSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.slice(0, 3).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  throw new Error(`the template is not valid: ${problems.join("; ")}`);
}
