import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { eventually, openNewDesign, signedInContext, typeInto, waitForDesigner, waitForSaved } from "./support/designer";
import { useStack } from "./support/stack";

describe("designer: an invoice from an empty template", () => {
  // The PDFs the test downloads.
  const downloads = mkdtempSync(path.join(tmpdir(), "paperjet-e2e-downloads-"));
  const stack = useStack();
  afterAll(async () => {
    rmSync(downloads, { recursive: true, force: true });
  });

  it("binds data, adds a table, a QR code and a pinned page footer, switches to A5 landscape, autosaves, survives a reload and generates that PDF", async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { token } = await signedInContext(context, stack.server.url);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const id = await openNewDesign(page, stack.server.url);

    // Bindings: a customer name and an items list with three fields.
    await page.getByTestId("tab-data").click();
    for (const [key, label, type, example] of [
      ["customer.name", "Customer", "text", "ACME B.V."],
      ["items[].description", "Description", "text", "Consulting"],
      ["items[].hours", "Hours", "number", "4"],
      ["items[].amount", "Amount", "number", "120.5"],
    ] as const) {
      await page.getByTestId("binding-key").fill(key);
      await page.getByTestId("binding-label").fill(label);
      await page.getByTestId("binding-type").selectOption(type);
      await page.getByTestId("binding-example").fill(example);
      await page.getByTestId("binding-add").click();
    }
    await eventually(async () => expect(await page.getByTestId("binding-row").count()).toBe(4));
    // An expression that does not parse is reported with its position, and not applied.
    const json = page.getByTestId("example-json");
    expect(await json.inputValue()).toContain('"ACME B.V."');

    // A text with a binding inserted at the cursor.
    await page.getByTestId("tab-insert").click();
    await page.getByTestId("add-text").click();
    await typeInto(page, "prop-text", "Bill to: ");
    await page.getByTestId("tab-data").click();
    await page.locator('[data-testid="binding-row"][data-key="customer.name"] [data-testid="binding-insert"]').click();
    await eventually(async () => expect(await page.getByTestId("prop-text").inputValue()).toBe("Bill to: {{ customer.name }}"));
    await typeInto(page, "prop-y", "20");
    // Its place in the tagged PDF's structure: a level-1 heading.
    await page.getByTestId("prop-text-role").selectOption("heading1");

    // A broken expression shows the parser's message with its column and is not applied.
    await typeInto(page, "prop-visible-if", "customer.name ==");
    await page.locator('[role="alert"]').filter({ hasText: "position" }).waitFor();
    await typeInto(page, "prop-visible-if", "");

    // A table bound to items with three columns.
    await page.getByTestId("tab-insert").click();
    await page.getByTestId("add-table").click();
    await eventually(async () => expect(await page.getByTestId("prop-table-each").inputValue()).toBe("items"));
    await eventually(async () => expect(await page.getByTestId("table-column").count()).toBe(3));
    await typeInto(page, "column-2-header", "Amount (EUR)");
    await typeInto(page, "column-2-value", "{{ row.amount | currency:'EUR' }}");
    await typeInto(page, "prop-y", "45");
    await typeInto(page, "prop-x", "15");

    // A QR code.
    await page.getByTestId("tab-insert").click();
    await page.getByTestId("add-qrcode").click();
    await typeInto(page, "prop-qr-value", "INV {{ customer.name }}");
    await typeInto(page, "prop-alt", "Invoice code for {{ customer.name }}");
    await typeInto(page, "prop-x", "160");
    await typeInto(page, "prop-y", "15");

    // A footer pinned to every page with page numbers.
    await page.getByTestId("tab-insert").click();
    await page.getByTestId("add-text").click();
    await typeInto(page, "prop-text", "Page {{ page }}/{{ pages }}");
    await page.getByTestId("prop-pin").selectOption("every-page");
    await typeInto(page, "prop-x", "15");
    await typeInto(page, "prop-y", "125");

    // Font faces load on demand: a family nobody used is fetched when picked, and drawn once loaded.
    expect(await loadedFaces(page)).not.toContain("Merriweather 400 normal");
    await page.getByTestId("prop-font-family").selectOption("Merriweather");
    await eventually(async () =>
      expect(await page.locator(`[data-testid="page-svg"] svg text[font-family="'Merriweather'"]`).count()).toBe(1),
    );
    expect(await loadedFaces(page)).toContain("Merriweather 400 normal");
    expect(await loadedFaces(page)).not.toContain("Lato 400 normal");

    // Paper: A5 landscape (deselect to get the page's settings).
    await page.getByTestId("tab-layers").click();
    await eventually(async () => expect(await page.getByTestId("layer").count()).toBe(4));
    await page.keyboard.press("Escape");
    await page.getByTestId("page-size").selectOption("A5");
    await page.getByTestId("page-orientation").selectOption("landscape");
    await eventually(async () => expect(await page.locator('[data-testid="page-svg"] svg').getAttribute("width")).toBe("210mm"));

    await waitForSaved(page);
    const saved = await (await context.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json();
    const doc = saved.data.draft.document;
    expect(doc.pages[0]).toMatchObject({ size: "A5", orientation: "landscape" });
    const elements = doc.pages[0].elements;
    expect(elements.map((e: { type: string }) => e.type)).toEqual(["text", "table", "qrcode", "text"]);
    expect(elements[0]).toMatchObject({ text: "Bill to: {{ customer.name }}", role: "heading1" });
    expect(elements[1]).toMatchObject({
      each: "items",
      columns: [
        { value: "{{ row.description }}" },
        { value: "{{ row.hours }}" },
        { header: "Amount (EUR)", value: "{{ row.amount | currency:'EUR' }}" },
      ],
    });
    expect(elements[2]).toMatchObject({ value: "INV {{ customer.name }}", alt: "Invoice code for {{ customer.name }}", x: 160, y: 15 });
    expect(elements[3]).toMatchObject({ text: "Page {{ page }}/{{ pages }}", pin: "every-page", y: 125 });
    expect(doc.bindings.map((b: { key: string }) => b.key)).toEqual([
      "customer.name",
      "items[].description",
      "items[].hours",
      "items[].amount",
    ]);

    // "Download test PDF": the generation path in test mode on the draft, always watermarked, with the designer's example data.
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), page.getByTestId("test-pdf").click()]);
    const testPdf = path.join(downloads, "test.pdf");
    await download.saveAs(testPdf);
    // -raw keeps content-stream order; the diagonal watermark's first letter falls off a small landscape page.
    const testText = execFileSync("pdftotext", ["-raw", testPdf, "-"]).toString();
    expect(testText).toContain("Bill to: ACME B.V.");
    expect(testText).toMatch(/APERJET\s*· TEST/);

    // After a reload the designer shows the same document.
    await page.reload();
    await waitForDesigner(page);
    // The reloaded page starts downloading just the document's faces with its HTML.
    const preloads = await page
      .locator('link[rel="preload"][href^="/fonts/"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")).sort());
    expect(preloads).toEqual(["/fonts/Inter_400Regular.ttf", "/fonts/Inter_700Bold.ttf", "/fonts/Merriweather_400Regular.ttf"]);
    const reloaded = await (await context.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json();
    expect(reloaded.data.draft.document).toEqual(doc);
    await eventually(async () => expect(await page.locator('[data-testid="hit-areas"] rect').count()).toBe(4));
    await eventually(async () => expect(await page.locator('[data-testid="page-svg"] svg').getAttribute("width")).toBe("210mm"));
    await page.locator('[data-testid="hit-areas"] rect').first().click({ force: true });
    await eventually(async () => expect(await page.getByTestId("prop-text").inputValue()).toBe("Bill to: {{ customer.name }}"));
    await eventually(async () => expect(await page.getByTestId("save-indicator").getAttribute("data-status")).toBe("saved"));

    // The generation API renders what was designed, once it is saved as a version (decision 080).
    await page.getByTestId("save-version").click();
    await page.getByTestId("save-version-submit").click();
    await page.getByTestId("save-version-status").filter({ hasText: "Version 2 saved" }).waitFor();
    const key = await (
      await context.request.post(`${stack.server.url}/api/apicalls/getToken`, {
        data: { name: "e2e" },
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    const pdf = await context.request.post(`${stack.server.url}/api/v1/generate/single/${id}`, {
      headers: { Authorization: `Bearer ${key.data.apiKey}` },
      data: {
        data: {
          customer: { name: "Northwind B.V." },
          items: Array.from({ length: 3 }, (_, i) => ({ description: `Line ${i + 1}`, hours: i + 1, amount: 100 * (i + 1) })),
        },
      },
    });
    expect(pdf.status(), await pdf.text().catch(() => "")).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const file = path.join(downloads, "invoice.pdf");
    writeFileSync(file, await pdf.body());
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain("Bill to: Northwind B.V.");
    expect(text).toMatch(/Description\s+Hours\s+Amount \(EUR\)/);
    expect(text).toMatch(/Line 3\s+3\s+€300\.00/);
    expect(text).toContain("Page 1/1");
    const info = execFileSync("pdfinfo", [file]).toString();
    expect(info).toMatch(/Page size:\s+59[45](\.\d+)? x 420 pts \(A5\)/);
    // Tagged: the heading as H1, the QR code as a Figure described by its alt text.
    expect(info).toMatch(/Tagged:\s+yes/);
    const structure = execFileSync("pdfinfo", ["-struct-text", file]).toString();
    expect(structure).toMatch(/H1 \(block\)\n\s+(NonStruct\n\s+)*"Bill to: Northwind B\.V\."/);
    expect(structure).toContain("Figure");
    expect(Buffer.from(await pdf.body()).toString("latin1")).toContain("/Alt (Invoice code for Northwind B.V.)");
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Faces the page can draw with, as "family weight style". */
function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").map((f) => `${f.family} ${f.weight} ${f.style}`));
}
