import { pdfText } from "@paperjet/test-kit/documents";
import { describe, expect, it } from "vitest";
import { printDocument } from "../src/index.ts";
import { usePrintPage } from "./print-page.ts";

const chromium = usePrintPage();

const page = (elements: Record<string, unknown>[]) => ({
  size: "A4",
  orientation: "portrait",
  margin: { top: 10, right: 10, bottom: 10, left: 10 },
  elements,
});
const box = { x: 10, width: 100, height: 10 };

// The designer's usual shape: the footer is designed once, on the first template page, whose table overflows.
const document = {
  schemaVersion: 1,
  name: "Pinned footer",
  locale: "en-US",
  bindings: [],
  pages: [
    page([
      { id: "rows", type: "table", ...box, y: 20, each: "rows", columns: [{ header: "n", value: "Row {{ row }}", width: 100 }] },
      { id: "footer", type: "text", ...box, y: 280, height: 6, pin: "every-page", text: "Page {{ page }} of {{ pages }}" },
    ]),
    page([{ id: "appendix", type: "text", ...box, y: 10, text: "Appendix" }]),
  ],
};

describe("a footer pinned to every page of the first template page", () => {
  it("prints on every page of a 7-page PDF with its own page number", async () => {
    const rows = Array.from({ length: 220 }, (_, i) => i + 1);
    const printed = await printDocument(chromium.page, { document: document as never, data: { rows }, format: "pdf" });
    // pdftotext ends every page with a form feed; -raw keeps the footer's line whole (-layout merges it with a row's).
    const pages = pdfText(Buffer.from(printed.files[0]), "-raw").split("\f").slice(0, -1);
    expect(pages).toHaveLength(7);
    pages.forEach((text, i) => expect(text.match(/Page \d+ of \d+/g), `page ${i + 1}`).toEqual([`Page ${i + 1} of 7`]));
    expect(pages[6]).toContain("Appendix");
  }, 60_000);
});
