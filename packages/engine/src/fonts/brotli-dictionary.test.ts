import { createRequire } from "node:module";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// brotli is fontkit's (for WOFF2 fonts), not ours: reach it as fontkit does.
const fromFontkit = createRequire(createRequire(import.meta.url).resolve("fontkit"));

describe("fontkit's brotli decoder, patched to build its dictionary on first use (patches/brotli@1.3.3.patch)", () => {
  it("does not build the dictionary when fontkit loads", async () => {
    await import("fontkit");
    expect(fromFontkit("brotli/dec/dictionary.js").dictionary).toBeUndefined();
  });

  it("decodes a stream that uses dictionary words, and the browser build's dictionary is the same one", () => {
    const decompress = fromFontkit("brotli/decompress.js") as (input: Uint8Array) => Uint8Array;
    const text = Buffer.from("The international organisation's responsibility, ".repeat(20) + "understanding everything");
    expect(Buffer.from(decompress(brotliCompressSync(text))).toString()).toBe(text.toString());
    // The browser build decompresses its dictionary with the decoder itself (a nested first use).
    const browser = (fromFontkit("brotli/dec/dictionary-browser.js") as { init(): Uint8Array }).init();
    expect(Buffer.from(browser).equals(Buffer.from(fromFontkit("brotli/dec/dictionary.js").dictionary))).toBe(true);
  });
});
