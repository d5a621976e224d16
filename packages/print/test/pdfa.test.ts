import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import { convertToPdfA, launchChromium, preparePrintPage, printDocument, printDocuments } from "../src/index.ts";
import { pdfaProblems } from "./pdfa-clauses.ts";

const fixture = (name: string) => ({
  document: JSON.parse(readFileSync(new URL(`../../engine/fixtures/${name}.template.json`, import.meta.url), "utf8")),
  data: JSON.parse(readFileSync(new URL(`../../engine/fixtures/${name}.data.json`, import.meta.url), "utf8")),
});
// Launched here rather than with usePrintPage, whose 120 s hook a loaded machine can outlast.
const chromium = {} as { browser: Browser; page: Page };
beforeAll(async () => {
  chromium.browser = await launchChromium();
  chromium.page = await chromium.browser.newPage();
  await preparePrintPage(chromium.page);
}, 600_000);
afterAll(async () => {
  await chromium.browser?.close();
});
const xml = new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?><rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>`);
const facturX = { name: "factur-x.xml", mimeType: "text/xml", relationship: "Alternative" as const, description: "Factur-X", bytes: xml, facturX: { documentType: "INVOICE", version: "1.0", conformanceLevel: "EN 16931" } };

describe("PDF/A output (docs/pdfa.md)", () => {
  it("makes Chromium's PDF of links, images and transparency a PDF/A-2b that meets every listed clause", async () => {
    for (const name of ["rich-text", "certificate"]) {
      const { document, data } = fixture(name);
      const result = await printDocument(chromium.page, { document, data, format: "pdf", metadata: { title: "Zoë & <Café>", author: "Wérk €" }, pdfa: { part: 2 } });
      expect(await pdfaProblems(result.files[0]!, { part: 2 })).toEqual([]);
    }
  });

  it("attaches factur-x.xml to a PDF/A-3b with the Factur-X extension schema, also when prints are coalesced", async () => {
    const { document, data } = fixture("invoice-en");
    const alone = await printDocument(chromium.page, { document, data, format: "pdf", pdfa: { part: 3, attachment: facturX } });
    expect(await pdfaProblems(alone.files[0]!, { part: 3, facturX: true })).toEqual([]);
    const together = await printDocuments(chromium.page, [{ document, data, pdfa: { part: 3, attachment: facturX } }, { document, data }]);
    const [first, second] = together.map((p) => (p.outcome === "printed" ? p.result.files[0]! : new Uint8Array()));
    expect(await pdfaProblems(first!, { part: 3, facturX: true })).toEqual([]);
    const attachments = (await PDFDocument.load(first!)).catalog.toString();
    expect(attachments).toContain("/AF");
    expect(Buffer.from(second!).toString("latin1")).not.toContain("pdfaid");
  });

  it("each clause check fails on a file that breaks it", async () => {
    const { document, data } = fixture("rich-text");
    const plain = (await printDocument(chromium.page, { document, data, format: "pdf" })).files[0]!;
    const problems = await pdfaProblems(plain, { part: 2 });
    expect(problems.map((p) => p.split(":")[0])).toEqual(expect.arrayContaining(["6.1.3", "6.2.2", "6.6.2.1"]));
    const refused = convertToPdfA(plain, { part: 2, metadata: { title: "x", product: "Paperjet", created: new Date() }, attachment: facturX });
    await expect(refused).rejects.toThrow("only PDF/A-3");
  });
});
