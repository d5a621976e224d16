import { describe, expect, it } from "vitest";
import { preparePrintPage, printDocument } from "../src/index.ts";
import { createNodeEngine, type LaidOutText } from "@paperjet/engine/node";
import { usePrintPage } from "./print-page.ts";

const PARAGRAPH =
  "Typography in generated documents has to survive three renderers: the designer in the browser, the " +
  "worker's Chromium and the tests in Node. Kerning pairs such as AV, To, Wa and Ty, numbers like " +
  "1,234.56 and €9.999,00, and Latin-ext words (Łódź, Straße, Zoë, Brzęczyszczykiewicz) all change " +
  "widths slightly, which is exactly where line breaks drift apart when two engines measure differently.";

const styles = [
  { fontFamily: "Inter", fontSize: 10, align: "justify" },
  { fontFamily: "Merriweather", fontSize: 9, italic: true },
  { fontFamily: "Roboto Mono", fontSize: 8, letterSpacing: 0.6 },
  { fontFamily: "Open Sans", fontSize: 11, fontWeight: 700, align: "right" },
  { fontFamily: "Lato", fontSize: 12, align: "center" },
  { fontFamily: "Noto Sans", fontSize: 9.5, italic: true, fontWeight: 700 },
];

const doc = {
  schemaVersion: 1,
  name: "Paragraphs",
  pages: [
    {
      size: "A4",
      margin: { top: 10, right: 10, bottom: 10, left: 10 },
      elements: styles.map((style, i) => ({
        id: `p${i}`,
        type: "text",
        x: 15,
        y: 10 + i * 45,
        width: 97 + i * 7,
        height: 40,
        grow: true,
        text: PARAGRAPH,
        style,
      })),
    },
  ],
};

async function layoutInNode() {
  const engine = await createNodeEngine();
  await engine.prepare(doc as never);
  return engine.layout(doc as never, {});
}

const linesOf = (boxes: unknown[]) => (boxes as LaidOutText[]).map((b) => b.lines.map((l) => l.runs.map((r) => r.text).join(" ")));

const chromium = usePrintPage();

interface Measured {
  text: string;
  font: { family: string; weight: number; style: string; sizePt: number };
  letterSpacing: number;
}

/** Each text's advance as Chromium shapes it in an SVG <text>, spaces at either end included. */
function chromiumWidths(items: Measured[]): Promise<number[]> {
  return chromium.page.evaluate((list) => {
    const ns = "http://www.w3.org/2000/svg";
    // Sized as a printed A4 page, so text is shaped at the scale it prints at.
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 210 297");
    svg.setAttribute("style", "width:210mm;height:297mm;font-variant-ligatures:none;white-space:pre");
    document.body.appendChild(svg);
    const widths = list.map((item) => {
      const t = document.createElementNS(ns, "text");
      t.setAttribute("font-family", `'${item.font.family}'`);
      t.setAttribute("font-size", String((item.font.sizePt * 25.4) / 72));
      t.setAttribute("font-weight", String(item.font.weight));
      t.setAttribute("font-style", item.font.style);
      if (item.letterSpacing) t.setAttribute("letter-spacing", String(item.letterSpacing));
      // A lone text leaves a leading or trailing space out of its length unless told to keep it.
      t.setAttributeNS("http://www.w3.org/XML/1998/namespace", "xml:space", "preserve");
      t.textContent = item.text;
      svg.appendChild(t);
      return t.getComputedTextLength();
    });
    svg.remove();
    return widths;
  }, items);
}

describe("line breaks of a long paragraph", () => {
  it("are identical in Node and in Chromium", async () => {
    const node = await layoutInNode();
    const inPage = await chromium.page.evaluate((d) => window.PaperjetEngine.currentEngine().layout(d as never, {}), doc);
    const nodeLines = linesOf(node.pages[0].boxes);
    expect(nodeLines.every((lines) => lines.length >= 4)).toBe(true);
    expect(linesOf(inPage.pages[0].boxes)).toEqual(nodeLines);
  });

  it("use widths that Chromium's own text shaping agrees with", async () => {
    const laidOut = await layoutInNode();
    const boxes = laidOut.pages[0].boxes as LaidOutText[];
    const lines = boxes.flatMap((box) =>
      box.align === "justify"
        ? []
        : box.lines.map((l) => ({ text: l.runs[0].text, width: l.width, font: box.font, letterSpacing: box.letterSpacing })),
    );
    const measured = await chromiumWidths(lines);
    lines.forEach((line, i) => {
      expect(Math.abs(measured[i] - line.width), `"${line.text}" in ${line.font.family}`).toBeLessThan(0.05 + line.width * 0.002);
    });
  });
});

/** The same paragraph as rich text: runs change weight, slant, size and colour inside words and lines. */
const RICH_STYLES = [
  { fontFamily: "Inter", fontSize: 10, align: "justify" },
  { fontFamily: "Merriweather", fontSize: 9 },
  { fontFamily: "Lato", fontSize: 11, align: "center", letterSpacing: 0.3 },
];
const richRuns = (text: string) =>
  text.split(/(?<=[ ,.])/).map((piece, i) => ({
    text: piece,
    ...(i % 3 === 1 ? { bold: true } : {}),
    ...(i % 4 === 2 ? { italic: true, color: "#b91c1c" } : {}),
    ...(i % 5 === 3 ? { fontSize: 13, underline: true } : {}),
    ...(i % 7 === 4 ? { link: "https://paperjet.dev" } : {}),
  }));
const richDoc = {
  ...doc,
  pages: [
    {
      ...doc.pages[0],
      elements: RICH_STYLES.map((style, i) => ({
        id: `r${i}`,
        type: "text",
        x: 15,
        y: 10 + i * 60,
        width: 100 + i * 9,
        height: 40,
        grow: true,
        runs: richRuns(PARAGRAPH),
        style,
      })),
    },
  ],
};

describe("line breaks of a rich-text paragraph (mixed runs)", () => {
  it("are identical in Node and in Chromium, run by run", async () => {
    const engine = await createNodeEngine();
    await engine.prepare(richDoc as never);
    const node = engine.layout(richDoc as never, {});
    const inPage = await chromium.page.evaluate((d) => window.PaperjetEngine.currentEngine().layout(d as never, {}), richDoc);
    const runsOf = (boxes: unknown[]) =>
      (boxes as LaidOutText[]).map((b) =>
        b.lines.map((l) => l.runs.map((r) => [r.text, r.font?.weight, r.font?.style, r.font?.sizePt, r.x.toFixed(4)])),
      );
    expect((node.pages[0].boxes as LaidOutText[]).every((b) => b.lines.length >= 4)).toBe(true);
    expect(runsOf(inPage.pages[0].boxes)).toEqual(runsOf(node.pages[0].boxes));
  });

  it("use run widths that Chromium's own text shaping agrees with", async () => {
    const engine = await createNodeEngine();
    await engine.prepare(richDoc as never);
    const boxes = engine.layout(richDoc as never, {}).pages[0].boxes as LaidOutText[];
    const runs = boxes.flatMap((box) =>
      box.lines.flatMap((l) =>
        l.runs.map((r) => ({ text: r.text, width: r.width, font: r.font ?? box.font, letterSpacing: box.letterSpacing })),
      ),
    );
    const measured = await chromiumWidths(runs);
    // Runs are a word or two, so the absolute part of the bound dominates. The engine's widths (the
    // same TextMeasure plain text uses) are off by up to ≈ 0.2 mm for a few short pieces in faces the
    // plain-text test above does not cover ("234." in Inter, "Brzęczyszczykiewicz) " in Merriweather
    // Bold). Each run is drawn at its own x, so such a difference moves no other run.
    runs.forEach((run, i) => {
      expect(Math.abs(measured[i] - run.width), `"${run.text}" in ${run.font.family} ${run.font.weight} ${run.font.style}`).toBeLessThan(
        0.25 + run.width * 0.002,
      );
    });
  });
});

describe("a print page that loads fonts on demand", () => {
  it("loads only the faces a document uses and breaks lines as Node does", async () => {
    const lazy = await chromium.browser.newPage();
    try {
      await preparePrintPage(lazy, { fonts: "on-demand" });
      expect(await lazy.evaluate(() => document.fonts.size)).toBe(0);
      const one = { ...doc, pages: [{ ...doc.pages[0], elements: doc.pages[0].elements.slice(1, 2) }] };
      const printed = await printDocument(lazy, { document: one as never, data: {}, format: "pdf" });
      expect(printed.files[0].byteLength).toBeGreaterThan(1000);
      const faces = await lazy.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.weight} ${f.style}`).sort());
      expect(faces).toEqual(["Inter 400 normal", "Merriweather 400 italic"]);
      const inPage = await lazy.evaluate((d) => window.PaperjetEngine.currentEngine().layout(d as never, {}), one);
      const node = await layoutInNode();
      expect(linesOf(inPage.pages[0].boxes)).toEqual([linesOf(node.pages[0].boxes)[1]]);
    } finally {
      await lazy.close();
    }
  });
});
