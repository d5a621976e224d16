import { describe, expect, it } from "vitest";
import { canvasWords, expectCanvasAtPdfPositions, footers, overlaps, pdfWords } from "./support/canvas-document";
import { designerSession, eventually } from "./support/designer";
import { axeViolations } from "./support/page-audit";
import { useStack } from "./support/stack";
import { invoice, items } from "./support/walked-invoice";

/**
 * The canvas is the document: a table with many rows continues on the pages it generates, the total
 * below it moves with it, the footer pinned to every page is on every page, numbered in the document —
 * at the places the PDF prints them.
 */
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

    // Every SKU, the headers, the total and the footer: at least 64 words compared.
    expect(expectCanvasAtPdfPositions(canvas, printed)).toBeGreaterThanOrEqual(64);

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
