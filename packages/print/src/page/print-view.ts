import type { Engine, FormField } from "@paperjet/engine";

export interface ShownDocument {
  /** Each page's size and, when the form is live, the fields it leaves for the PDF to draw. */
  pages: { widthMm: number; heightMm: number; fields?: FormField[] }[];
  warnings: string[];
}

const STYLE_ID = "paperjet-print-style";

type RenderOptions = Parameters<Engine["render"]>[2];
type RenderedPage = ReturnType<Engine["render"]>["pages"][number];

/** One document of a coalesced show: its pages, why it could not be laid out, or left for a later print. */
export type ShownBatchItem = ShownDocument | { error: string } | { deferred: true };

/**
 * Puts every page into the body, each in a box of its exact size with its own named @page, so one
 * `page.pdf()` prints documents that mix page sizes.
 */
export function showDocument(
  engine: Engine,
  doc: Parameters<Engine["render"]>[0],
  data: Record<string, unknown>,
  opts: RenderOptions,
): ShownDocument {
  const { pages, warnings } = engine.render(doc, data, opts);
  putOnPaper(pages.map((page) => ({ page, lang: languageOf(doc, opts) })));
  return { pages: pages.map(sizeOf), warnings };
}

/** The language a tagged PDF declares (/Lang): the locale the document is laid out in. */
function languageOf(doc: Parameters<Engine["render"]>[0], opts: RenderOptions): string {
  return opts?.locale ?? (doc as { locale?: string }).locale ?? "en-US";
}

/**
 * Lays out several documents and puts all their pages into the body one after the other, so one
 * print makes them all (the caller splits the PDF by the page counts returned). A document that
 * cannot be laid out is left out with its error; once `maxPages` pages are shown, the documents
 * after it are deferred (the first is always shown), which bounds one print's memory.
 */
export function showDocuments(
  engine: Engine,
  items: [Parameters<Engine["render"]>[0], Record<string, unknown>, RenderOptions][],
  maxPages: number,
): ShownBatchItem[] {
  const all: { page: RenderedPage; lang: string }[] = [];
  const shown = items.map(([doc, data, opts]): ShownBatchItem => {
    if (all.length > 0 && all.length >= maxPages) return { deferred: true };
    try {
      const { pages, warnings } = engine.render(doc, data, opts);
      if (all.length > 0 && all.length + pages.length > maxPages) return { deferred: true };
      all.push(...pages.map((page) => ({ page, lang: languageOf(doc, opts) })));
      return { pages: pages.map(sizeOf), warnings };
    } catch (error) {
      return { error: String((error as Error)?.message ?? error) };
    }
  });
  putOnPaper(all);
  return shown;
}

const sizeOf = ({ widthMm, heightMm, fields }: RenderedPage) => ({ widthMm, heightMm, ...(fields ? { fields } : {}) });

/**
 * The document's language goes on <html> (a tagged PDF's /Lang) and on each page, whose document a
 * coalesced print may have in another language.
 */
function putOnPaper(pages: { page: RenderedPage; lang: string }[]) {
  const sizes = new Map<string, { widthMm: number; heightMm: number }>();
  const html = pages.map(({ page: p, lang }) => {
    const name = pageName(p.widthMm, p.heightMm);
    sizes.set(name, p);
    return `<div class="pj-page" lang="${escapeAttribute(lang)}" style="page:${name};width:${p.widthMm}mm;height:${p.heightMm}mm">${p.svg}</div>`;
  });
  document.documentElement.lang = pages[0]?.lang ?? "en-US";
  const css = [
    "html,body{margin:0;padding:0;background:#fff}",
    "@page{margin:0}",
    ".pj-page{overflow:hidden;break-after:page}",
    ".pj-page:last-child{break-after:auto}",
    ".pj-page>svg{display:block;width:100%;height:100%}",
    ...[...sizes].map(([name, s]) => `@page ${name}{size:${s.widthMm}mm ${s.heightMm}mm;margin:0}`),
  ].join("\n");
  setStyle(css);
  document.body.innerHTML = html.join("");
}

/** Shows only page `index`, `scale` CSS pixels per 96-dpi pixel, at the top-left; returns its pixel size. */
export function showSinglePage(index: number, scale: number): { width: number; height: number } {
  const pages = Array.from(document.querySelectorAll<HTMLElement>(".pj-page"));
  pages.forEach((el, i) => (el.style.display = i === index ? "block" : "none"));
  const el = pages[index];
  const svg = el.querySelector("svg")!;
  const widthMm = parseFloat(svg.getAttribute("width")!);
  const heightMm = parseFloat(svg.getAttribute("height")!);
  const width = Math.round(((widthMm * 96) / 25.4) * scale);
  const height = Math.round(((heightMm * 96) / 25.4) * scale);
  el.style.width = `${width}px`;
  el.style.height = `${height}px`;
  return { width, height };
}

function pageName(widthMm: number, heightMm: number): string {
  return `pj-${String(widthMm).replace(".", "_")}x${String(heightMm).replace(".", "_")}`;
}

function setStyle(css: string) {
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement("style");
    style.id = STYLE_ID;
    document.head.appendChild(style);
  }
  style.textContent = css;
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
