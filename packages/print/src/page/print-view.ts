import type { Engine } from "@paperjet/engine";

export interface ShownDocument {
  pages: { widthMm: number; heightMm: number }[];
  warnings: string[];
}

const STYLE_ID = "paperjet-print-style";

/**
 * Puts every page into the body, each in a box of its exact size with its own named @page, so one
 * `page.pdf()` prints documents that mix page sizes.
 */
export function showDocument(engine: Engine, doc: Parameters<Engine["render"]>[0], data: Record<string, unknown>, opts: Parameters<Engine["render"]>[2]): ShownDocument {
  const { pages, warnings } = engine.render(doc, data, opts);
  const sizes = new Map<string, { widthMm: number; heightMm: number }>();
  const html = pages.map((p) => {
    const name = pageName(p.widthMm, p.heightMm);
    sizes.set(name, p);
    return `<div class="pj-page" style="page:${name};width:${p.widthMm}mm;height:${p.heightMm}mm">${p.svg}</div>`;
  });
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
  return { pages: pages.map(({ widthMm, heightMm }) => ({ widthMm, heightMm })), warnings };
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
