import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fontFaceCss } from "./css.ts";
import { fontManifest, fontModulePath } from "./manifest.ts";

const require = createRequire(import.meta.url);

/** Absolute path of a bundled font file on this machine. */
export function fontFilePath(file: string): string {
  return require.resolve(fontModulePath(file));
}

const cache = new Map<string, Promise<Uint8Array>>();

/** Bytes of a bundled font file; read once per process. */
export function readFontFile(file: string): Promise<Uint8Array> {
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = readFile(fontFilePath(file)).then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
    cache.set(file, bytes);
  }
  return bytes;
}

/** A font source for the engine that reads from node_modules. */
export const nodeFontSource = { load: readFontFile };

export async function fontDataUri(file: string): Promise<string> {
  const bytes = await readFontFile(file);
  return `data:font/ttf;base64,${Buffer.from(bytes).toString("base64")}`;
}

/** Every bundled face as data: URIs keyed by file, for pages that may not fetch anything. */
export async function fontDataUris(): Promise<Record<string, string>> {
  const entries = await Promise.all(fontManifest.map(async (f) => [f.file, await fontDataUri(f.file)] as const));
  return Object.fromEntries(entries);
}

/** `@font-face` CSS with every bundled face inlined. */
export async function inlineFontFaceCss(): Promise<string> {
  const uris = await fontDataUris();
  return fontFaceCss((file) => uris[file]);
}
