import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { canvasWords, expectCanvasAtPdfPositions, footers, overlaps, pdfWords } from "./support/canvas-document";
import { eventually, openNewDesign, signedInContext, typeInto, selectWordInEditor, waitForSaved } from "./support/designer";
import { measureDrag, p95 } from "./support/measure-drag";
import { useStack } from "./support/stack";

const sample = readFileSync(path.resolve(__dirname, "../fixtures/media/sample.png"));

/** Example data: a customer, a chart's figures and `rows` invoice lines. */
const example = (rows: number) => ({
  customer: "ACME B.V.",
  chart: { labels: ["Q1", "Q2", "Q3"], values: [3, 5, 4] },
  items: Array.from({ length: rows }, (_, i) => ({ sku: `SKU-${String(i + 1).padStart(3, "0")}`, description: `Line ${i + 1}` })),
});

/** The canvas pages' footers, as the walked invoice numbers them. */
const numbered = (pages: number) => Array.from({ length: pages }, (_, i) => [`Page ${i + 1} of ${pages}`]);

describe("designer: the walked invoice, built by drag and drop", () => {
  const stack = useStack();

  it("text made bold in place, an image dropped from the library and cropped, a bound table, a chart, a QR code and a pinned footer: 1, 2 and 7 pages as they print", async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { token } = await signedInContext(context, stack.server.url, "walked");
    const auth = { Authorization: `Bearer ${token}` };
    const uploaded = await context.request.post(`${stack.server.url}/api/uploads`, {
      headers: auth,
      multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: sample } },
    });
    expect(uploaded.status()).toBe(201);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const id = await openNewDesign(page, stack.server.url);
    const draft = async () =>
      (await (await context.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json()).data.draft?.document;
    const elementsOf = async (type: string) =>
      ((await draft())?.pages[0].elements ?? []).filter((e: { type: string }) => e.type === type) as Record<string, unknown>[];

    // Paper first: a bottom margin the footer sits in, so the table's rows stop above it.
    await typeInto(page, "margin-bottom", "25");
    // The example data, and bindings made from it (the table binds to its list).
    await setExample(page, 3);
    await page.getByTestId("derive-bindings").click();
    await page.getByTestId("derive-result").filter({ hasText: /\S/ }).waitFor();

    const overlay = page.getByTestId("canvas-overlay");
    const pxPerMm = (await overlay.boundingBox())!.width / 210;
    /** Drags a tool (or a library image) onto the designed page, its middle at (x, y) mm. */
    const drop = async (tool: string, x: number, y: number) => {
      await page
        .getByTestId(tool)
        .first()
        .dragTo(overlay, { targetPosition: { x: x * pxPerMm, y: y * pxPerMm } });
    };
    const hitArea = (type: string) => page.locator(`[data-testid="hit-areas"] rect[data-element-type="${type}"][data-occurrence="0"]`);

    // The title: dropped, then written in place with one word made bold.
    await page.getByTestId("tab-insert").click();
    await drop("add-text", 55, 20);
    await hitArea("text").dblclick();
    const editor = page.getByTestId("inline-text-editor");
    await editor.waitFor();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Invoice INV-2026-0042");
    await eventually(async () => expect(await editor.textContent()).toBe("Invoice INV-2026-0042"));
    await selectWordInEditor(page, "Invoice");
    await page.keyboard.press("Control+b");
    await eventually(async () => expect(await editor.locator("strong").allTextContents()).toEqual(["Invoice"]));
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });

    // A QR code beside it, and the uploaded logo dragged from the media library, then cropped with a handle.
    await drop("add-qrcode", 120, 27);
    await page.getByTestId("tab-media").click();
    await drop("media-item", 175, 27);
    await hitArea("image").waitFor();
    await hitArea("image").dblclick();
    await page.getByTestId("crop-frame").waitFor();
    const handle = (await page.locator('[data-crop-handle="e"]').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 - 10 * pxPerMm, handle.y + handle.height / 2, { steps: 4 });
    await page.mouse.up();
    await page.keyboard.press("Escape");

    // The lines table (bound to the example's list), a chart below it and a footer pinned to every page.
    await page.getByTestId("tab-insert").click();
    await drop("add-table", 80, 58);
    await drop("add-chart", 60, 100);
    await drop("add-text", 55, 280);
    await typeInto(page, "prop-text", "Page {{ page }} of {{ pages }}");
    // A drop keeps the element inside the margins; the footer goes into the bottom margin by its Y.
    await typeInto(page, "prop-y", "277");
    await page.getByTestId("prop-pin").selectOption("every-page");

    await waitForSaved(page);
    await eventually(async () => {
      const elements = (await draft()).pages[0].elements as { type: string }[];
      expect(elements.map((e) => e.type)).toEqual(["text", "qrcode", "image", "table", "chart", "text"]);
    }, 20_000);
    const [title, footer] = await elementsOf("text");
    expect(title).toMatchObject({ x: 15, y: 15, runs: [{ text: "Invoice", bold: true }, { text: " INV-2026-0042" }] });
    expect(footer).toMatchObject({ y: 277, pin: "every-page", text: "Page {{ page }} of {{ pages }}" });
    const [image] = await elementsOf("image");
    // Dropped where the pointer let go (within a pixel), the top edge kept inside the top margin.
    expect(image).toMatchObject({ src: expect.stringMatching(/^media:/), y: 15, crop: { x: 0, y: 0, width: 0.75, height: 1 } });
    expect(image!.x as number).toBeCloseTo(155, 0);
    expect(image!.width as number).toBeCloseTo(30, 0);
    const [table] = await elementsOf("table");
    expect(table).toMatchObject({ x: 15, each: "items" });
    expect(table!.y as number).toBeCloseTo(50, 0);
    expect((await elementsOf("chart"))[0]).toMatchObject({ labels: "chart.labels", moveDown: true });

    // One page: nothing generated, nothing overlapping, the footer says 1 of 1.
    expect(await page.getByTestId("generated-page").count()).toBe(0);
    expect(await footers(page)).toEqual(numbered(1));
    expect(await overlaps(page)).toEqual([]);

    // 60 rows: the table continues on a generated page and the chart moves down with it.
    await setExample(page, 60);
    await eventually(async () => expect(await page.getByTestId("generated-page").count()).toBe(1));
    expect(await footers(page)).toEqual(numbered(2));
    expect(await overlaps(page)).toEqual([]);
    const canvas = await canvasWords(page);
    expect(canvas.filter((w) => ["SKU-060", "Q1"].includes(w.text)).map((w) => w.page)).toEqual([1, 1]);

    // Saved as a version, the generation API prints the same pages with every word where the canvas drew it.
    await waitForSaved(page);
    await page.getByTestId("save-version").click();
    await page.getByTestId("save-version-submit").click();
    await page.getByTestId("save-version-status").filter({ hasText: "Version 2 saved" }).waitFor();
    const key = (
      await (await context.request.post(`${stack.server.url}/api/apicalls/getToken`, { data: { name: "walked" }, headers: auth })).json()
    ).data.apiKey;
    const response = await context.request.post(`${stack.server.url}/api/v1/generate/single/${id}`, {
      headers: { Authorization: `Bearer ${key}` },
      data: {},
    });
    expect(response.status()).toBe(200);
    const printed = pdfWords(await response.body());
    expect(new Set(printed.map((w) => w.page))).toEqual(new Set([0, 1]));
    // The SKUs, the column headers, the title, the chart's labels and the footers.
    expect(expectCanvasAtPdfPositions(canvas, printed)).toBeGreaterThanOrEqual(64);

    // 230 rows: seven pages, each with its footer, still nothing overlapping.
    await setExample(page, 230);
    await eventually(async () => expect(await page.getByTestId("generated-page").count()).toBe(6));
    expect(await footers(page)).toEqual(numbered(7));
    expect(await overlaps(page)).toEqual([]);

    // Dragging on the 7-page document: each frame's work is measured in the page with performance.now()
    // and its p95 reported (the target is under 16 ms; asserting a time would fail on a loaded machine
    // with nothing wrong, so the bench is where it is held). The drop must land and keep the 7 pages.
    const qr = page.locator('[data-testid="canvas-overlay"] [data-element-type="qrcode"][data-occurrence="0"]');
    const before = (await qr.boundingBox())!;
    const drag = await measureDrag(page, (await qr.getAttribute("data-element-id"))!, 60);
    console.log(`[drag on 7 pages] work per frame p95 ${p95(drag.work).toFixed(1)} ms over ${drag.work.length} frames`);
    await eventually(async () => expect((await qr.boundingBox())!.x - before.x).toBeGreaterThan(50));
    expect(await footers(page)).toEqual(numbered(7));
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Replaces the example data in the Data tab with `rows` invoice lines. */
async function setExample(page: Page, rows: number) {
  await page.getByTestId("tab-data").click();
  await page.getByTestId("example-json").fill(JSON.stringify(example(rows), null, 2));
}
