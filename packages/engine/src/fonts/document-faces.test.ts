import { describe, expect, it } from "vitest";
import { nodeFontSource } from "@paperjet/fonts/node";
import { createEngine, FontNotLoadedError } from "../index.ts";
import { doc, text } from "../../test/helpers.ts";
import { FIXED_NOW, loadFixtures } from "../../test/fixtures.ts";
import type { FontSource } from "./font-set.ts";

/** A node font source that records what it was asked for, optionally failing the first time. */
function countingSource(failFirst?: string): FontSource & { calls: string[] } {
  const calls: string[] = [];
  let failed = false;
  return {
    calls,
    async load(file) {
      calls.push(file);
      if (file === failFirst && !failed) {
        failed = true;
        throw new Error(`offline: ${file}`);
      }
      return nodeFontSource.load(file);
    },
  };
}

const files = (faces: { file: string }[]) => faces.map((f) => f.file).sort();

describe("fontsFor", () => {
  it("lists the default face, every text/table style (groups included) and resolves fallbacks", async () => {
    const engine = await createEngine({ fonts: countingSource() });
    const document = doc({
      elements: [
        text("plain"),
        text("serif", { style: { fontFamily: "serif", fontWeight: 300 } }),
        text("unknown", { style: { fontFamily: "Comic Sans MS", italic: true } }),
        {
          id: "t",
          type: "table",
          x: 10,
          y: 40,
          width: 100,
          height: 20,
          each: "rows",
          columns: [{ header: "A", value: "{{ row.a }}", width: 50 }],
          rowStyle: { fontFamily: "Roboto Mono" },
        },
        {
          id: "g",
          type: "group",
          x: 0,
          y: 80,
          width: 100,
          height: 40,
          elements: [text("inner", { style: { fontFamily: "Lato", italic: true, fontWeight: 700 } })],
        },
      ],
    });
    expect(files(engine.fontsFor(document as never))).toEqual(
      [
        "Inter_400Regular.ttf",
        "Merriweather_400Regular.ttf",
        "Inter_400Regular_Italic.ttf",
        "RobotoMono_400Regular.ttf",
        // A header without a style is bold in the default family: that face counts too.
        "Inter_700Bold.ttf",
        "Lato_700Bold_Italic.ttf",
      ].sort(),
    );
  });

  it("adds the watermark face only when a watermark is asked for", async () => {
    const engine = await createEngine({ fonts: countingSource() });
    const document = doc({ elements: [text("t", { style: { fontFamily: "Lato" } })] });
    expect(files(engine.fontsFor(document as never))).toEqual(["Inter_400Regular.ttf", "Lato_400Regular.ttf"]);
    expect(files(engine.fontsFor(document as never, { watermark: true }))).toEqual([
      "Inter_400Regular.ttf",
      "Inter_700Bold.ttf",
      "Lato_400Regular.ttf",
    ]);
  });

  it.each(loadFixtures().map((f) => [f.name, f] as const))(
    "covers every face layout of fixture %s measures with",
    async (_name, fixture) => {
      // A fresh engine per fixture: faces loaded for another document must not hide a gap.
      const source = countingSource();
      const engine = await createEngine({ fonts: source });
      await engine.prepare(fixture.document as never);
      expect(() => engine.layout(fixture.document as never, fixture.data, { now: FIXED_NOW })).not.toThrow();
      expect(source.calls.sort()).toEqual(files(engine.fontsFor(fixture.document as never)));
    },
  );
});

describe("loading", () => {
  it("creates the engine without loading anything, and layout names the face it is missing", async () => {
    const source = countingSource();
    const engine = await createEngine({ fonts: source });
    expect(source.calls).toEqual([]);
    const document = doc({ elements: [text("t", { style: { fontFamily: "Merriweather", italic: true } })] });
    expect(() => engine.layout(document as never, {})).toThrow(FontNotLoadedError);
    expect(() => engine.layout(document as never, {})).toThrow(/Merriweather_400Regular_Italic\.ttf.*prepare/);
    expect(
      engine
        .missingFonts(document as never)
        .map((f) => f.file)
        .sort(),
    ).toEqual(["Inter_400Regular.ttf", "Merriweather_400Regular_Italic.ttf"]);
    const { pages } = await engine.renderAsync(document as never, {});
    expect(pages).toHaveLength(1);
    expect(engine.missingFonts(document as never)).toEqual([]);
  });

  it("loads each file once, concurrent calls sharing the load", async () => {
    const source = countingSource();
    const engine = await createEngine({ fonts: source });
    const document = doc({ elements: [text("t", { style: { fontFamily: "Roboto" } })] });
    await Promise.all([
      engine.prepare(document as never),
      engine.prepare(document as never),
      engine.loadFonts(engine.fontsFor(document as never)),
    ]);
    await engine.prepare(document as never);
    expect(source.calls.sort()).toEqual(["Inter_400Regular.ttf", "Roboto_400Regular.ttf"]);
  });

  it("retries a face whose load failed", async () => {
    const source = countingSource("Lato_400Regular.ttf");
    const engine = await createEngine({ fonts: source });
    const document = doc({ elements: [text("t", { style: { fontFamily: "Lato" } })] });
    await expect(engine.prepare(document as never)).rejects.toThrow(/offline/);
    await engine.prepare(document as never);
    expect(() => engine.layout(document as never, {})).not.toThrow();
    expect(source.calls.filter((f) => f === "Lato_400Regular.ttf")).toHaveLength(2);
  });
});
