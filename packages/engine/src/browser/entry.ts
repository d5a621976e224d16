/**
 * Entry of the IIFE bundle (`dist/paperjet-engine.js`, global `PaperjetEngine`) that runs the same
 * layout and painter inside a browser page: the designer preview and the print page.
 */
import { fontManifest } from "@paperjet/fonts";
import { createEngine, type Engine } from "../engine.ts";
import { showDocument, showSinglePage, type ShownDocument } from "./print-view.ts";

export { createEngine };
export type { Engine };

let engine: Engine | undefined;

/**
 * Loads every bundled face from the given URLs (data: URIs in the print page) once, both into
 * `document.fonts` (what Chromium draws and embeds) and into the engine (what layout measures):
 * the same bytes for both.
 */
export async function boot(fontUrls: Record<string, string>): Promise<void> {
  const bytes = new Map<string, Uint8Array>();
  await Promise.all(
    fontManifest.map(async (face) => {
      const buffer = await (await fetch(fontUrls[face.file])).arrayBuffer();
      bytes.set(face.file, new Uint8Array(buffer));
      const fontFace = new FontFace(face.family, buffer.slice(0), { weight: String(face.weight), style: face.style });
      document.fonts.add(await fontFace.load());
    }),
  );
  engine = await createEngine({ fonts: { load: async (file) => bytes.get(file)! } });
}

export function currentEngine(): Engine {
  if (!engine) throw new Error("PaperjetEngine.boot() has not run in this page");
  return engine;
}

export function show(doc: unknown, data: Record<string, unknown>, opts: Parameters<Engine["render"]>[2]): ShownDocument {
  return showDocument(currentEngine(), doc as Parameters<Engine["render"]>[0], data, opts);
}

export { showSinglePage };
