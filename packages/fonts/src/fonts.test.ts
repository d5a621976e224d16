import { describe, expect, it } from "vitest";
import * as fontkit from "fontkit";
import { fontFaceCss, fontManifest, FONT_FAMILIES, resolveFont } from "./index.ts";
import { fontFilePath, readFontFile } from "./node.ts";

const REQUIRED = ["Inter", "Roboto", "Open Sans", "Lato", "Merriweather", "Roboto Mono", "Noto Sans"];

describe("manifest", () => {
  it("bundles regular, bold, italic and bold-italic of every required family", () => {
    expect(FONT_FAMILIES).toEqual(expect.arrayContaining(REQUIRED));
    for (const family of REQUIRED) {
      const faces = fontManifest.filter((f) => f.family === family).map((f) => `${f.weight}/${f.style}`);
      expect(faces.sort()).toEqual(["400/italic", "400/normal", "700/italic", "700/normal"]);
    }
  });

  it("has unique file names", () => {
    expect(new Set(fontManifest.map((f) => f.file)).size).toBe(fontManifest.length);
  });

  it.each(fontManifest.map((f) => [f.file, f] as const))("%s is a real font of that face covering Latin-ext", async (_file, face) => {
    const font = fontkit.create(Buffer.from(await readFontFile(face.file))) as fontkit.Font;
    expect(font.familyName.replace(/\s/g, "")).toContain(face.family.replace(/\s/g, ""));
    const os2 = (font as unknown as { "OS/2": { usWeightClass: number; fsSelection: { italic: boolean } } })["OS/2"];
    expect(os2.usWeightClass).toBe(face.weight);
    expect(os2.fsSelection.italic).toBe(face.style === "italic");
    for (const ch of "€ëßłŁçñ") expect(font.hasGlyphForCodePoint(ch.codePointAt(0)!), `${face.file} ${ch}`).toBe(true);
  });
});

describe("resolveFont", () => {
  it("finds exact faces case-insensitively", () => {
    expect(resolveFont("open sans", 700, true)).toEqual({
      family: "Open Sans",
      weight: 700,
      style: "italic",
      file: "OpenSans_700Bold_Italic.ttf",
    });
  });

  it("maps in-between weights to the nearest bundled weight", () => {
    expect(resolveFont("Roboto", 300).weight).toBe(400);
    expect(resolveFont("Roboto", 500).weight).toBe(400);
    expect(resolveFont("Roboto", 600).weight).toBe(700);
    expect(resolveFont("Roboto", 900).weight).toBe(700);
  });

  it("falls back to the default family with a warning for unknown families", () => {
    const r = resolveFont("Comic Sans MS", 700);
    expect(r.family).toBe("Inter");
    expect(r.weight).toBe(700);
    expect(r.warning).toMatch(/Comic Sans MS/);
  });

  it("maps generic families without a warning", () => {
    expect(resolveFont("monospace")).toMatchObject({ family: "Roboto Mono" });
    expect(resolveFont("serif").warning).toBeUndefined();
    expect(resolveFont(undefined).family).toBe("Inter");
  });
});

describe("loading", () => {
  it("resolves files to paths on disk and reads them", async () => {
    expect(fontFilePath("Inter_400Regular.ttf")).toMatch(/Inter_400Regular\.ttf$/);
    // A TrueType file starts with version 1.0 (00 01 00 00).
    expect([...(await readFontFile("Lato_700Bold.ttf")).subarray(0, 4)]).toEqual([0, 1, 0, 0]);
    expect(() => fontFilePath("Nope.ttf")).toThrow(/Unknown font file/);
  });

  it("emits one @font-face per face", async () => {
    const css = fontFaceCss((f) => `/fonts/${f}`);
    expect(css.match(/@font-face/g)).toHaveLength(fontManifest.length);
    expect(css).toContain(
      `font-family:"Roboto Mono";font-weight:700;font-style:italic;font-display:block;src:url("/fonts/RobotoMono_700Bold_Italic.ttf")`,
    );
  });
});
