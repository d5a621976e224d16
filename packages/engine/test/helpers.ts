import { createNodeEngine, type Engine, type LaidOutBox, type LaidOutDocument, type LaidOutText } from "../src/node.ts";

let shared: Promise<Engine> | undefined;
export const engine = () => (shared ??= createNodeEngine());

export interface PageSpec {
  size?: unknown;
  orientation?: "portrait" | "landscape";
  margin?: { top: number; right: number; bottom: number; left: number };
  elements: Record<string, unknown>[];
}

/** A one-template-page document (or several) in the stored JSON form. */
export function doc(...pages: PageSpec[]) {
  return {
    schemaVersion: 1,
    name: "test",
    locale: "en-US",
    pages: pages.map((p) => ({ size: "A4", orientation: "portrait", margin: { top: 10, right: 10, bottom: 10, left: 10 }, ...p })),
    bindings: [],
  };
}

export const text = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: "text",
  x: 10,
  y: 10,
  width: 100,
  height: 10,
  text: id,
  ...extra,
});

export async function layout(document: ReturnType<typeof doc>, data: Record<string, unknown> = {}, opts = {}): Promise<LaidOutDocument> {
  const e = await engine();
  // Through prepare(), as every caller must: a face fontsFor() misses makes layout throw here.
  await e.prepare(document as never);
  return e.layout(document as never, data, { now: new Date("2026-11-21T10:00:00Z"), ...opts });
}

/** All boxes with this id on a page, looking inside groups. */
export function find(boxes: LaidOutBox[], id: string): LaidOutBox[] {
  return boxes.flatMap((b) => [...(b.id === id ? [b] : []), ...(b.kind === "group" ? find(b.children, id) : [])]);
}

export const textOf = (box: LaidOutBox) => (box as LaidOutText).lines.map((l) => l.runs.map((r) => r.text).join(" ")).join("\n");
