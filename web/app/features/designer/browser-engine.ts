import { createEngine, documentFontSource, type Engine } from "@paperjet/engine";

let pending: Promise<Engine> | undefined;

/**
 * The shared layout engine and painter, running in the browser with the bundled fonts. Creating it
 * loads no font: `engine.prepare(document)` (see useDocumentFonts) fetches just the faces a document
 * uses, each once, and gives the same bytes to `document.fonts` (what the browser draws the SVG text
 * with) and to the engine (what layout measures with), so line breaks match the worker's PDF exactly.
 */
export function loadBrowserEngine(): Promise<Engine> {
  pending ??= createEngine({ fonts: documentFontSource((file) => `/fonts/${file}`) }).then((engine) => {
    performance.mark("paperjet:engine-ready");
    return engine;
  });
  pending.catch(() => (pending = undefined));
  return pending;
}
