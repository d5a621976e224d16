import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fontModulePath } from "./manifest.ts";

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
