/**
 * Entry of the IIFE bundle (`dist/paperjet-print-page.js`, global `PaperjetEngine`) that runs the
 * engine's layout and painter inside the worker's print page.
 */
import { fontManifest } from "@paperjet/fonts";
import { createEngine, documentFontSource, type Engine } from "@paperjet/engine";
import { showDocument, showDocuments, showSinglePage, type ShownBatchItem, type ShownDocument } from "./print-view.ts";

export { createEngine };
export type { Engine };

let engine: Engine | undefined;

/**
 * Creates the page's engine, fetching each font file from `fontOrigin` (the print page's own route).
 * `preload: "all"` (the default) loads every bundled face now, which suits a warm page reused for many
 * jobs; with `"none"` each `show` loads just the faces its document needs.
 */
export async function boot(fontOrigin: string, opts: { preload?: "all" | "none" } = {}): Promise<void> {
  const created = await createEngine({ fonts: documentFontSource((file) => `${fontOrigin}/${encodeURIComponent(file)}`) });
  if (opts.preload !== "none") await created.loadFonts(fontManifest);
  engine = created;
}

export function currentEngine(): Engine {
  if (!engine) throw new Error("PaperjetEngine.boot() has not run in this page");
  return engine;
}

export async function show(doc: unknown, data: Record<string, unknown>, opts: Parameters<Engine["render"]>[2]): Promise<ShownDocument> {
  const current = currentEngine();
  const document = doc as Parameters<Engine["render"]>[0];
  await current.prepare(document, opts);
  return showDocument(current, document, data, opts);
}

/**
 * `show` with its arguments as one JSON text: the print page's caller sends it inside a single
 * DevTools command, where a JSON string is far cheaper to carry and parse than an object graph.
 */
export function showJson(json: string): Promise<ShownDocument> {
  const [doc, data, opts] = JSON.parse(json) as [unknown, Record<string, unknown>, Parameters<Engine["render"]>[2] & { now?: string }];
  return show(doc, data, { ...opts, now: opts.now ? new Date(opts.now) : undefined });
}

type ShowArgs = [unknown, Record<string, unknown>, Parameters<Engine["render"]>[2] & { now?: string }];

/** `showJson` for several documents at once (one print for all of them): `[[doc, data, opts]…, maxPages]`. */
export async function showManyJson(json: string): Promise<ShownBatchItem[]> {
  const [items, maxPages] = JSON.parse(json) as [ShowArgs[], number];
  const current = currentEngine();
  const ready = await Promise.all(
    items.map(async ([doc, data, opts]) => {
      const args = [doc as Parameters<Engine["render"]>[0], data, { ...opts, now: opts.now ? new Date(opts.now) : undefined }] as const;
      // A face that cannot be loaded fails only its own document.
      return current.prepare(args[0], args[2]).then(
        () => args,
        (error: Error) => ({ error: error.message }),
      );
    }),
  );
  const laidOut = showDocuments(
    current,
    ready.filter((r): r is Exclude<typeof r, { error: string }> => !("error" in r)).map((r) => [...r]),
    maxPages,
  );
  return ready.map((r) => ("error" in r ? r : laidOut.shift()!));
}

export { showSinglePage };
