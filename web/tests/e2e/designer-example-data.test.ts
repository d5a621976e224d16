import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { waitForApp } from "./support/browser";
import { eventually, openNewDesign, signedInContext, typeInto, waitForDesigner, waitForSaved } from "./support/designer";
import { useStack } from "./support/stack";

const LANGUAGES = [
  {
    prefix: "",
    saved: "Draft saved",
    copy: "Copy",
    showCode: "Show code",
    createKey: "Create key",
    overlap: "“Table overlap-table” grows over “Chart overlap-chart”",
  },
  {
    prefix: "/nl",
    saved: "Concept opgeslagen",
    copy: "Kopiëren",
    showCode: "Code tonen",
    createKey: "Sleutel aanmaken",
    overlap: "“Tabel overlap-table” groeit over “Grafiek overlap-chart” heen",
  },
] as const;

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ description: `Regel ${i + 1} — Zoë`, amount: (i + 1) * 12.5 }));

/** The diagonal watermark as pdftotext prints it: its letters, one per line. */
const WATERMARK = new RegExp([..."PAPERJET·TEST"].join("\\s*"), "g");

/** pdftotext without the test watermark (a test PDF is always watermarked; an API call on the trial is not). */
function pdfText(file: string): string {
  const raw = execFileSync("pdftotext", ["-raw", file, "-"]).toString();
  return raw
    .replace(WATERMARK, "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n+/g, "\n")
    .trim();
}

describe("example data saved with the template reproduces the designer through the API", () => {
  const stack = useStack();
  const work = mkdtempSync(path.join(tmpdir(), "paperjet-e2e-example-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const newContext = async (): Promise<BrowserContext> => {
    const { browser, server } = stack;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    return context;
  };

  it.each(LANGUAGES)(
    "$prefix: 30 rows of example JSON, saved; the copied curl snippet and a call without data print the test PDF",
    async (lang) => {
      const { server } = stack;
      const context = await newContext();
      await signedInContext(context, server.url, `example${lang.prefix.replace("/", "-")}`);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const id = await openNewDesign(page, server.url, lang.prefix);

      // The example JSON, then bindings declared from it (paths, list fields as items[].x, types inferred).
      const example = { customer: { name: "Zoë & Café" }, items: rows(30) };
      await page.getByTestId("tab-data").click();
      await page.getByTestId("example-json").fill(JSON.stringify(example, null, 2));
      await page.getByTestId("derive-bindings").click();
      await eventually(async () =>
        expect(await page.getByTestId("binding-row").evaluateAll((r) => r.map((e) => e.getAttribute("data-key")))).toEqual([
          "customer.name",
          "items[].description",
          "items[].amount",
        ]),
      );

      // A heading with the customer and a table over the items.
      await page.getByTestId("tab-insert").click();
      await page.getByTestId("add-text").click();
      await typeInto(page, "prop-text", "Bill to: {{ customer.name }}");
      await typeInto(page, "prop-y", "20");
      await page.getByTestId("tab-insert").click();
      await page.getByTestId("add-table").click();
      await eventually(async () => expect(await page.getByTestId("prop-table-each").inputValue()).toBe("items"));
      await typeInto(page, "prop-y", "40");
      await waitForSaved(page, lang.saved);

      // Saved with the template, as the document's exampleData.
      const saved = (await (await context.request.get(`${server.url}/api/templates/${id}/draft`)).json()).data.draft.document;
      expect(saved.exampleData).toEqual(example);
      expect(saved.bindings).toEqual([
        { key: "customer.name", label: "Name", type: "text", example: "Zoë & Café" },
        { key: "items[].description", label: "Description", type: "text", example: "Regel 1 — Zoë" },
        { key: "items[].amount", label: "Amount", type: "number", example: 12.5 },
      ]);

      // The test PDF, with the saved example data.
      const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), page.getByTestId("test-pdf").click()]);
      const testPdf = path.join(work, `test${lang.prefix.replace("/", "-")}.pdf`);
      await download.saveAs(testPdf);
      const testText = pdfText(testPdf);
      expect(testText).toContain("Bill to: Zoë & Café");
      expect(testText).toContain("Regel 30 — Zoë");

      // The API page: a new key, then the curl snippet copied from the code dialog carries it and the 30 rows.
      await page.goto(`${server.url}${lang.prefix}/app/api`);
      await waitForApp(page);
      await page.getByRole("button", { name: lang.createKey }).click();
      const key = (await page.getByTestId("new-api-key-value").textContent())!.trim();
      await page.getByRole("button", { name: lang.showCode }).click();
      const modal = page.getByTestId("snippet-modal");
      // The designer's edits are a draft: the dialog says API calls do not see them, and saves a version (decision 080).
      await modal.getByTestId("draft-save-version").click();
      await modal.locator('[data-testid="draft-notice"][data-state="saved"]').waitFor();
      await expect.poll(() => modal.getByTestId("snippet-code").textContent()).toContain("Regel 30 — Zoë");
      await modal.getByRole("button", { name: lang.copy }).click();
      const snippet = await page.evaluate(() => navigator.clipboard.readText());
      expect(snippet).toContain(`Bearer ${key}`);
      expect(snippet).toContain("Regel 30 — Zoë");

      // Run it as a user would, in a shell: a real HTTP call to the running server.
      const dir = mkdtempSync(path.join(work, "curl-"));
      execFileSync("sh", ["-c", snippet], { cwd: dir, stdio: "pipe" });
      const fileName = /--output (\S+)/.exec(snippet)![1]!;
      expect(readFileSync(path.join(dir, fileName)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdfText(path.join(dir, fileName))).toBe(testText);

      // A generation call without data renders the same document.
      const noData = await context.request.post(`${server.url}/api/v1/generate/single/${id}`, {
        headers: { Authorization: `Bearer ${key}` },
        data: {},
      });
      expect(noData.status()).toBe(200);
      const noDataFile = path.join(dir, "no-data.pdf");
      execFileSync("sh", ["-c", `cat > "${noDataFile}"`], { input: await noData.body() });
      expect(pdfText(noDataFile)).toBe(testText);

      // Dashboard thumbnails are not checked in the browser here: in runs on this machine a card's
      // thumbnail sometimes never arrived within 60 s (an open defect, see the issue note); the
      // thumbnail route and its rendering are tested in template-thumbnail.test.ts.
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(LANGUAGES)("$prefix: a table forced over a chart is a warning naming both, in the preview and the test PDF", async (lang) => {
    const { server } = stack;
    const context = await newContext();
    const { token } = await signedInContext(context, server.url, `overlap${lang.prefix.replace("/", "-")}`);
    const document = {
      schemaVersion: 1,
      name: "Overlap",
      locale: "en-US",
      pages: [
        {
          size: "A4",
          orientation: "portrait",
          margin: { top: 15, right: 15, bottom: 15, left: 15 },
          elements: [
            {
              id: "overlap-table",
              type: "table",
              x: 15,
              y: 20,
              width: 120,
              height: 20,
              each: "items",
              columns: [{ header: "Item", value: "{{ row.description }}", width: 120 }],
            },
            {
              id: "overlap-chart",
              type: "chart",
              chartType: "bar",
              x: 15,
              y: 50,
              width: 120,
              height: 60,
              labels: "chart.labels",
              series: [{ name: "Sales", values: "chart.values", color: "#336699" }],
            },
          ],
        },
      ],
      bindings: [],
      exampleData: { items: rows(200), chart: { labels: ["Q1", "Q2"], values: [3, 5] } },
    };
    const created = await context.request.post(`${server.url}/api/templates`, {
      data: { name: "Overlap", document },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).data.template.id;
    const page = await context.newPage();
    await page.goto(`${server.url}${lang.prefix}/app/designer/${id}`);
    await waitForDesigner(page);
    await page.getByTestId("preview-toggle").click();
    await expect.poll(() => page.getByTestId("preview-warnings").textContent(), { timeout: 20_000 }).toContain(lang.overlap);
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), page.getByTestId("test-pdf").click()]);
    await download.saveAs(path.join(work, `overlap${lang.prefix.replace("/", "-")}.pdf`));
    await expect.poll(() => page.getByTestId("test-pdf-warnings").textContent()).toContain(lang.overlap);
    await context.close();
  });

  it("moves example JSON an older designer kept in localStorage into the document, once", async () => {
    const { server } = stack;
    const context = await newContext();
    const { token } = await signedInContext(context, server.url, "example-legacy");
    const created = await context.request.post(`${server.url}/api/templates`, {
      data: { name: "Legacy" },
      headers: { Authorization: `Bearer ${token}` },
    });
    const id = (await created.json()).data.template.id;
    const legacy = { customer: { name: "Oud & Nieuw" }, items: rows(3) };
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem(key!, value!);
          sessionStorage.setItem("seeded", "1");
        }
      },
      [`paperjet.example.${id}`, JSON.stringify(legacy)],
    );
    const page = await context.newPage();
    await page.goto(`${server.url}/app/designer/${id}`);
    await waitForDesigner(page);
    // Autosave stores the moved data like any edit.
    await eventually(async () => {
      const saved = (await (await context.request.get(`${server.url}/api/templates/${id}/draft`)).json()).data.draft.document;
      expect(saved.exampleData).toEqual(legacy);
    }, 20_000);
    expect(await page.evaluate((key) => localStorage.getItem(key), `paperjet.example.${id}`)).toBeNull();
    await context.close();
  });
});
