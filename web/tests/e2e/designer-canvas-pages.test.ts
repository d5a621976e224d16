import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { designerSession, eventually } from "./support/designer";
import { axeViolations } from "./support/page-audit";
import { useStack } from "./support/stack";
import { invoice, items } from "./support/walked-invoice";

/**
 * The canvas is the document: a table with many rows continues on the pages it generates, the total
 * below it moves with it, the footer pinned to every page is on every page, numbered in the document —
 * at the places the PDF prints them.
 */
interface Word {
  page: number;
  text: string;
  x: number;
  y: number;
}

/** Each text run the canvas draws (its first word), page by page in the order shown, in mm. */
const canvasWords = (p: Page): Promise<Word[]> =>
  p.evaluate(() =>
    [...document.querySelectorAll('[data-testid="page-svg"], [data-testid="generated-page-svg"]')].flatMap((svg, page) =>
      [...svg.querySelectorAll("text[x], tspan[x]")].map((node) => ({
        page,
        text: (node.textContent ?? "").trim().split(/\s+/)[0]!,
        x: Number(node.getAttribute("x")),
        y: Number(node.getAttribute("y")),
      })),
    ),
  );

/** Every word of the PDF with its box's left edge and bottom (pdftotext -bbox), in mm. */
function pdfWords(pdf: Buffer): (Word & { bottom: number })[] {
  const xhtml = execFileSync("pdftotext", ["-bbox", "-", "-"], { input: pdf }).toString("utf8");
  const mm = (pt: string) => (Number(pt) * 25.4) / 72;
  return xhtml
    .split("<page ")
    .slice(1)
    .flatMap((chunk, page) =>
      [...chunk.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
        page,
        text: m[4]!,
        x: mm(m[1]!),
        y: mm(m[2]!),
        bottom: mm(m[3]!),
      })),
    );
}

/** The footer texts the canvas shows, page by page. */
const footers = (p: Page) =>
  p.evaluate(() =>
    [...document.querySelectorAll('[data-testid="page-svg"], [data-testid="generated-page-svg"]')].map((svg) =>
      [...svg.querySelectorAll("text")].map((t) => t.textContent ?? "").filter((t) => t.startsWith("Page ") || t.startsWith("Pagina ")),
    ),
  );

/** Pairs of different elements whose drawn boxes overlap on the same canvas page (the hit areas are the laid-out boxes). */
const overlaps = (p: Page) =>
  p.evaluate(() => {
    const boxes = [...document.querySelectorAll('[data-testid="hit-areas"] rect')].map((r) => ({
      id: r.getAttribute("data-element-id")!,
      x: Number(r.getAttribute("x")),
      y: Number(r.getAttribute("y")),
      w: Number(r.getAttribute("width")),
      h: Number(r.getAttribute("height")),
    }));
    const found: string[] = [];
    for (const a of boxes)
      for (const b of boxes)
        if (a.id < b.id && a.x < b.x + b.w - 0.1 && b.x < a.x + a.w - 0.1 && a.y < b.y + b.h - 0.1 && b.y < a.y + a.h - 0.1)
          found.push(`${a.id}×${b.id}`);
    return found;
  });

describe("designer: the canvas shows the document as it prints", () => {
  const stack = useStack();
  const session = designerSession(stack, "canvas-pages");
  const open = async (rows: number, withTerms: boolean, prefix = "") => {
    const { page, id } = await session.open(invoice(rows, withTerms), prefix);
    return { p: page, id };
  };

  it("one page: no generated page, the footer says 1 of 1", async () => {
    const { p } = await open(3, false);
    expect(await p.getByTestId("generated-page").count()).toBe(0);
    expect(await footers(p)).toEqual([["Page 1 of 1"]]);
    expect(await overlaps(p)).toEqual([]);
  });

  it("60 rows: the table continues on a generated page, with the total and the footer, where the PDF prints them", async () => {
    const { p, id } = await open(60, false);
    await p.getByTestId("generated-page").waitFor();
    expect(await p.getByTestId("generated-page-label").allTextContents()).toEqual(["Generated page · page 2 of 2"]);
    expect(await footers(p)).toEqual([["Page 1 of 2"], ["Page 2 of 2"]]);
    expect(await overlaps(p)).toEqual([]);
    const canvas = await canvasWords(p);
    expect(canvas.filter((w) => w.text === "SKU-060" || w.text === "Total").map((w) => w.page)).toEqual([1, 1]);

    const key = await (
      await session.context.request.post(`${stack.server.url}/api/apicalls/getToken`, {
        data: { name: "canvas" },
        headers: { Authorization: `Bearer ${session.token}` },
      })
    ).json();
    const response = await session.context.request.post(`${stack.server.url}/api/v1/generate/single/${id}`, {
      headers: { Authorization: `Bearer ${key.data.apiKey}` },
      data: { data: { items: items(60) } },
    });
    expect(response.status()).toBe(200);
    const printed = pdfWords(await response.body());
    expect(new Set(printed.map((w) => w.page))).toEqual(new Set([0, 1]));

    // Words that occur once on a page on both sides: every SKU, the headers, the total, the footer.
    const once = <T extends Word>(words: T[], w: Word) => words.filter((o) => o.page === w.page && o.text === w.text);
    const pairs = canvas
      .filter((w) => once(canvas, w).length === 1 && once(printed, w).length === 1)
      .map((w) => ({ canvas: w, pdf: once(printed, w)[0]! }));
    expect(pairs.length).toBeGreaterThanOrEqual(64);
    expect(pairs.filter(({ canvas: c, pdf }) => Math.abs(c.x - pdf.x) > 0.5).map(({ canvas: c }) => c)).toEqual([]);
    // The canvas gives a baseline, pdftotext the font's box: one constant apart for one font and size.
    const offsets = pairs.map(({ canvas: c, pdf }) => pdf.bottom - c.y).sort((a, b) => a - b);
    const median = offsets[Math.floor(offsets.length / 2)]!;
    expect(pairs.filter(({ canvas: c, pdf }) => Math.abs(pdf.bottom - c.y - median) > 0.5).map(({ canvas: c }) => c)).toEqual([]);

    // What is drawn on the generated page is selected and moved there.
    const totals = p.locator('[data-testid="hit-areas"] rect[data-element-id="totals"]');
    await totals.scrollIntoViewIfNeeded();
    const box = (await totals.boundingBox())!;
    // Alt turns snapping off: the move is exactly what the pointer did.
    await p.keyboard.down("Alt");
    await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await p.mouse.down();
    await p.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2, { steps: 5 });
    await p.mouse.up();
    await p.keyboard.up("Alt");
    expect(await p.getByTestId("selection-outline").getAttribute("data-selected-id")).toBe("totals");
    const savedTotals = async () =>
      (await session.draft(id))?.pages[0].elements.find((e: { id: string }) => e.id === "totals") as { x: number; y: number } | undefined;
    await eventually(async () => expect((await savedTotals())?.x).toBeLessThan(115), 20_000);
    expect((await savedTotals())!.y).toBe(55);
  });

  it("in Dutch, 200 rows and a terms page: six pages from the first designed page, the seventh from the second, each footer n of 7", async () => {
    const { p, id } = await open(200, true, "/nl");
    await eventually(async () => expect(await p.getByTestId("generated-page").count()).toBe(5));
    expect(await p.getByTestId("generated-page-label").first().textContent()).toBe("Gegenereerde pagina · pagina 2 van 7");
    expect(await footers(p)).toEqual([1, 2, 3, 4, 5, 6].map((n) => [`Page ${n} of 7`]));
    expect(await overlaps(p)).toEqual([]);
    // The page strip: all seven pages, the two designed ones movable; a click shows a page on the canvas.
    // The strip paints its thumbnails once the document has settled.
    await eventually(async () =>
      expect(await p.getByTestId("strip-page").evaluateAll((b) => b.map((e) => e.getAttribute("data-number")))).toEqual(["1", "7"]),
    );
    expect(await p.getByTestId("strip-generated").count()).toBe(5);
    // The generated pages, their labels and the strip read well and are reachable: no WCAG A/AA violation.
    expect(await axeViolations(p)).toEqual([]);
    const terms = p.locator('[data-testid="strip-page"][data-number="7"]');
    expect(await terms.getAttribute("aria-label")).toBe(
      "Pagina 7, ontworpen pagina 2: toon hem, verplaats met Alt+pijltjestoetsen of door te slepen",
    );
    await terms.click();
    await eventually(async () => expect(await footers(p)).toEqual([["Page 7 of 7"]]));
    expect(await p.getByTestId("generated-page").count()).toBe(0);

    // Alt+← moves the terms page first; dragging the invoice's thumbnail onto it moves it back.
    const firstDesigned = async () =>
      (await session.draft(id))?.pages.map((pg: { elements: { id: string }[] }) => pg.elements[0]!.id) as string[] | undefined;
    await terms.focus();
    await p.keyboard.press("Alt+ArrowLeft");
    // The terms page is page 1 now, before the footer's page: the footer never reaches back to it.
    await eventually(async () => expect(await p.getByTestId("page-svg").textContent()).toBe("Terms and conditions"));
    expect(await footers(p)).toEqual([[]]);
    await eventually(async () => expect(await firstDesigned()).toEqual(["terms", "title"]), 20_000);
    await eventually(async () =>
      expect(await p.getByTestId("strip-page").evaluateAll((b) => b.map((e) => e.getAttribute("data-number")))).toEqual(["1", "2"]),
    );
    await p.locator('[data-testid="strip-page"][data-number="2"]').dragTo(p.locator('[data-testid="strip-page"][data-number="1"]'));
    await eventually(async () => expect(await firstDesigned()).toEqual(["title", "terms"]), 20_000);
    // The moved page is the one on the canvas: the invoice again, with its five generated pages.
    expect(await p.getByTestId("generated-page").count()).toBe(5);
  });
  it("in Dutch: the sidebar's tab labels, the upload button and the Designs panel's rows fit in their boxes", async () => {
    const { p } = await open(3, false, "/nl");
    const tabs = await p
      .locator('[role="tab"]')
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
    expect(tabs).toEqual([]);
    await p.getByTestId("tab-media").click();
    const upload = (await p.getByTestId("upload-button").boundingBox())!;
    // One line of text: "Afbeelding uploaden" does not wrap.
    expect(upload.height).toBeLessThan(40);
    await p.getByTestId("tab-templates").click();
    await p.getByTestId("library-design").first().waitFor();
    // Each row holds its thumbnail and texts, and no row reaches into the next.
    const rows = await p.getByTestId("library-design").evaluateAll((buttons) =>
      buttons.map((b) => {
        const box = b.getBoundingClientRect();
        const outside = [...b.querySelectorAll("*")].filter((child) => {
          const r = child.getBoundingClientRect();
          return (
            r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
          );
        });
        return { top: box.top, bottom: box.bottom, outside: outside.length };
      }),
    );
    expect(rows.filter((r) => r.outside > 0)).toEqual([]);
    rows.slice(1).forEach((row, i) => expect(row.top).toBeGreaterThanOrEqual(rows[i]!.bottom));
    expect(await p.locator("text=sjabloon").count()).toBe(0);
  });
});
