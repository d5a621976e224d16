import { describe, expect, it } from "vitest";
import { doc, engine, text } from "../../test/helpers.ts";

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DAwMDAwMDAAAAJ/AEBQ5o3BwAAAABJRU5ErkJggg==";
const render = async (elements: Record<string, unknown>[], data = {}, opts = {}) =>
  (await engine()).renderAsync(doc({ elements }) as never, data, { now: new Date("2026-11-21T10:00:00Z"), ...opts });
const count = (svg: string, re: RegExp) => svg.match(new RegExp(re, "g"))?.length ?? 0;

describe("painter", () => {
  it("makes one SVG per page sized in mm with a mm viewBox", async () => {
    const { pages } = await render([text("t")]);
    expect(pages[0]).toMatchObject({ widthMm: 210, heightMm: 297 });
    expect(pages[0].svg).toMatch(/^<svg [^>]*width="210mm" height="297mm" viewBox="0 0 210 297"/);
  });

  it("writes text as escaped <text> in the bundled family with the resolved face", async () => {
    const { pages } = await render([
      text("t", { text: "A & B <c>", style: { fontFamily: "Lato", fontWeight: 700, italic: true, color: "#336699" } }),
    ]);
    expect(pages[0].svg).toContain("A &amp; B &lt;c&gt;");
    expect(pages[0].svg).toMatch(/<text font-family="'Lato'" font-size="3\.528" font-weight="700" fill="#336699" font-style="italic"/);
  });

  it("anchors right and centred lines, clips overflowing text", async () => {
    const { pages } = await render([
      text("r", { style: { align: "right" } }),
      text("c", { y: 30, style: { align: "center" } }),
      text("o", { y: 50, width: 10, height: 3, text: "overflowing text that does not fit" }),
    ]);
    expect(pages[0].svg).toContain('text-anchor="end"');
    expect(pages[0].svg).toContain('text-anchor="middle"');
    expect(pages[0].svg).toMatch(/<clipPath id="pj1-clip\d+"><rect x="10" y="50" width="10" height="3"/);
  });

  it("anchors a letter-spaced centred line for resvg half a letter space left of Chromium's anchor", async () => {
    const spaced = [text("c", { x: 10, width: 80, text: "TRK-1", style: { align: "center", letterSpacing: 2 } })];
    const anchorX = (svg: string) => Number(/<text [^>]*\bx="([\d.]+)"/.exec(svg)![1]);
    const chromium = anchorX((await render(spaced)).pages[0].svg);
    const resvg = anchorX((await render(spaced, {}, { rasteriser: "resvg" })).pages[0].svg);
    expect(chromium - resvg).toBeCloseTo((2 * 25.4) / 72 / 2, 3);
  });

  it("draws background, border with radius, rotation about the centre and opacity", async () => {
    const { pages } = await render([
      text("t", {
        x: 10,
        y: 10,
        width: 40,
        height: 20,
        background: "#ffeeaa",
        border: { width: 0.5, color: "#000", radius: 2 },
        rotation: 90,
        opacity: 0.5,
      }),
    ]);
    const svg = pages[0].svg;
    expect(svg).toContain('<g transform="rotate(90 30 20)" opacity="0.5">');
    expect(svg).toContain('<rect x="10" y="10" width="40" height="20" rx="2" fill="#ffeeaa">');
    expect(svg).toContain('rx="2" fill="none" stroke="#000000" stroke-width="0.5"');
  });

  it("splits #rrggbbaa colours into colour and opacity", async () => {
    const { pages } = await render([{ id: "s", type: "shape", shape: "rect", x: 0, y: 0, width: 5, height: 5, fill: "#ff000080" }]);
    expect(pages[0].svg).toContain('fill="#ff0000" fill-opacity="0.502"');
  });

  it("draws rect, ellipse and line shapes", async () => {
    const { pages } = await render([
      { id: "r", type: "shape", shape: "rect", x: 0, y: 0, width: 5, height: 5, fill: "#000" },
      { id: "e", type: "shape", shape: "ellipse", x: 10, y: 0, width: 6, height: 4, stroke: "#f00" },
      { id: "l", type: "shape", shape: "line", x: 20, y: 0, width: 5, height: 5 },
    ]);
    expect(pages[0].svg).toContain('<ellipse cx="13" cy="2" rx="3" ry="2" fill="none" stroke="#ff0000" stroke-width="0.3">');
    expect(pages[0].svg).toContain('<line x1="20" y1="0" x2="25" y2="5" fill="none" stroke="#000000" stroke-width="0.3">');
  });

  it("puts SVG filters on images only", async () => {
    const { pages } = await render([
      {
        id: "i",
        type: "image",
        x: 0,
        y: 0,
        width: 30,
        height: 20,
        src: PNG,
        fit: "cover",
        filters: { grayscale: 1, sepia: 0.5, brightness: 1.2, contrast: 0.8, blur: 0.3 },
      },
      { id: "c", type: "image", x: 40, y: 0, width: 30, height: 20, src: PNG, crop: { x: 0.5, y: 0, width: 0.5, height: 1 } },
      text("t"),
      { id: "s", type: "shape", shape: "rect", x: 0, y: 50, width: 5, height: 5 },
    ]);
    const svg = pages[0].svg;
    expect(svg).toMatch(/<image [^>]*preserveAspectRatio="xMidYMid slice" filter="url\(#pj1-filter\d+\)"/);
    expect(svg).toMatch(
      /<filter [^>]*><feColorMatrix type="saturate" values="0"><\/feColorMatrix><feColorMatrix type="matrix"[^>]*><\/feColorMatrix><feComponentTransfer>.*<feGaussianBlur stdDeviation="0.3">/,
    );
    expect(svg).toContain('viewBox="1.5 0 1.5 2"');
    expect(count(svg, /filter="/)).toBe(1);
  });

  it("draws a placeholder for an unavailable image", async () => {
    const { pages, warnings } = await render([{ id: "i", type: "image", x: 0, y: 0, width: 30, height: 20, src: "media:x" }]);
    expect(pages[0].svg).toContain('fill="#eceff1"');
    expect(pages[0].svg).not.toContain("<image");
    expect(warnings).toHaveLength(1);
  });

  it("draws each QR code as one path", async () => {
    const { pages } = await render([
      { id: "q1", type: "qrcode", x: 0, y: 0, width: 30, height: 30, value: "one", errorCorrection: "H" },
      { id: "q2", type: "qrcode", x: 40, y: 0, width: 30, height: 20, value: "two", color: "#0000ff" },
    ]);
    expect(count(pages[0].svg, /<path /)).toBe(2);
    expect(pages[0].svg).toMatch(
      /<path d="M0 0h7v1h-7z[^"]*" transform="translate\([\d.]+ [\d.]+\) scale\([\d.]+\)" shape-rendering="crispEdges" fill="#0000ff"/,
    );
  });

  it("draws charts with text labels", async () => {
    const { pages } = await render(
      [{ id: "c", type: "chart", chartType: "bar", x: 0, y: 0, width: 100, height: 60, labels: "l", series: [{ name: "S", values: "v" }] }],
      { l: ["a", "b"], v: [1, 2] },
    );
    expect(count(pages[0].svg, /<rect /)).toBeGreaterThan(3);
    expect(pages[0].svg).toMatch(/>S<\/text>/);
  });

  it("adds a diagonal, semi-transparent watermark on request", async () => {
    const plain = await render([text("t")]);
    expect(plain.pages[0].svg).not.toContain("PAPERJET");
    const marked = await render([text("t")], {}, { watermark: true });
    expect(marked.pages[0].svg).toMatch(
      /<text [^>]*fill-opacity="0.16" transform="rotate\(-54\.\d+ 105 148\.5\)" aria-hidden="true">PAPERJET · TEST<\/text>/,
    );
    const custom = await render([text("t")], {}, { watermark: "DRAFT" });
    expect(custom.pages[0].svg).toContain(">DRAFT</text>");
  });

  it("starts each page on a white sheet unless asked to leave it out", async () => {
    const sheet = '<rect width="210" height="297" fill="#ffffff"></rect>';
    expect((await render([text("t")])).pages[0].svg).toContain(sheet);
    expect((await render([text("t")], {}, { sheet: false })).pages[0].svg).not.toContain(sheet);
  });

  it("keeps ids unique across pages so pages can share one HTML document", async () => {
    const elements = [
      text("o", { width: 5, height: 3, text: "overflow overflow", pin: "every-page" }),
      {
        id: "t",
        type: "table",
        x: 10,
        y: 20,
        width: 50,
        height: 10,
        each: "rows",
        columns: [{ header: "h", value: "{{ row }}", width: 50 }],
      },
    ];
    const { pages } = await render(elements, { rows: Array.from({ length: 80 }, (_, i) => i) });
    const ids = pages.flatMap((p) => [...p.svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe("structure for a tagged PDF (paint/structure.ts)", () => {
    it("marks texts by role: titles and level-1 headings as heading 1, others as their level, the rest as paragraphs", async () => {
      const roles = ["title", "heading1", "heading2", "heading3", "paragraph", "caption", undefined];
      const { pages } = await render(roles.map((role, i) => text(`t${i}`, { y: 10 + i * 10, text: `r${i}`, ...(role ? { role } : {}) })));
      const found = [...pages[0].svg.matchAll(/<text [^>]*?(role="[^"]+"(?: aria-level="\d")?)[^>]*>(r\d)</g)].map(
        (m) => `${m[2]} ${m[1]}`,
      );
      expect(found).toEqual([
        'r0 role="heading" aria-level="1"',
        'r1 role="heading" aria-level="1"',
        'r2 role="heading" aria-level="2"',
        'r3 role="heading" aria-level="3"',
        'r4 role="paragraph"',
        'r5 role="paragraph"',
        'r6 role="paragraph"',
      ]);
    });

    it("paints a table row by row, header cells as column headers, and a repeated header for the eye only", async () => {
      const table = {
        id: "t",
        type: "table",
        x: 10,
        y: 20,
        width: 60,
        height: 10,
        each: "rows",
        columns: [
          { header: "Item", value: "{{ row }}", width: 30 },
          { header: "Amount", value: "{{ index }}", width: 30 },
        ],
      };
      const { pages } = await render([table], { rows: Array.from({ length: 60 }, (_, i) => `item ${i}`) });
      expect(pages.length).toBe(2);
      const rows = (svg: string) =>
        [...svg.matchAll(/<g (role="row"|aria-hidden="true")>(.*?)<\/g>/g)].map(
          (m) =>
            `${m[1]}: ${[...m[2]!.matchAll(/<text [^>]*role="(\w+)"[^>]*>(.*?)<\/text>/g)].map((c) => `${c[1]}=${c[2]!.replace(/<[^>]+>/g, "")}`).join(" ")}`,
        );
      expect(pages[0].svg).toContain('<g role="table">');
      expect(rows(pages[0].svg).slice(0, 3)).toEqual([
        'role="row": columnheader=Item columnheader=Amount',
        'role="row": cell=item 0 cell=0',
        'role="row": cell=item 1 cell=1',
      ]);
      const continued = rows(pages[1].svg);
      expect(continued[0]).toBe('aria-hidden="true": columnheader=Item columnheader=Amount');
      expect(continued[1]).toMatch(/^role="row": cell=item \d+ cell=\d+$/);
    });

    it("hides a figure's drawing and describes it by its rendered alt text; without alt it is decorative", async () => {
      const { pages } = await render(
        [
          { id: "q", type: "qrcode", x: 0, y: 0, width: 30, height: 30, value: "one", alt: "Pay {{ amount }}" },
          {
            id: "c",
            type: "chart",
            chartType: "bar",
            x: 0,
            y: 40,
            width: 100,
            height: 60,
            labels: "l",
            series: [{ name: "S", values: "v" }],
          },
          { id: "i", type: "image", x: 0, y: 110, width: 30, height: 20, src: PNG, alt: "Logo" },
        ],
        { amount: "€ 5", l: ["a", "b"], v: [1, 2] },
      );
      const svg = pages[0].svg;
      const described = [...svg.matchAll(/<image [^>]*role="img" aria-label="([^"]+)"/g)].map((m) => m[1]);
      expect(described).toEqual(["Pay € 5", "Logo"]);
      // Three drawings (QR code, chart with its labels, photo), each hidden; the chart has no alt, so nothing describes it.
      expect(count(svg, /<g aria-hidden="true">/)).toBe(3);
      expect(svg).toMatch(/<g aria-hidden="true">(?:(?!<\/g>).)*>S<\/text>/);
    });
  });
});
