import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { printDocument, printDocuments } from "../src/index.ts";
import { FIXED_NOW, loadFixtures } from "@paperjet/engine/fixtures";
import { usePrintPage } from "./print-page.ts";

const chromium = usePrintPage();
const work = mkdtempSync(join(tmpdir(), "paperjet-coalesced-"));
const fixtures = loadFixtures();
const fixture = (name: string) => fixtures.find((f) => f.name === name)!;
const requestOf = (name: string) => ({ document: fixture(name).document as never, data: fixture(name).data, now: FIXED_NOW });

let files = 0;
function poppler(tool: "pdfinfo" | "pdffonts" | "pdftotext", pdf: Uint8Array, ...args: string[]): string {
  const path = join(work, `${++files}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync(tool, [...args, path, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
}

/** What poppler sees of a PDF: its pages and their sizes, its fonts (the subset tag aside: it is random), its text. */
function describePdf(pdf: Uint8Array) {
  const pages = Number(/Pages:\s+(\d+)/.exec(poppler("pdfinfo", pdf))![1]);
  const sizes = [...poppler("pdfinfo", pdf, "-f", "1", "-l", String(pages)).matchAll(/Page\s+\d+ size:\s+(.+)/g)].map((m) => m[1]);
  const fonts = poppler("pdffonts", pdf)
    .split("\n")
    .slice(2)
    .filter(Boolean)
    // name, type, encoding, embedded, subset, unicode; the object number differs between files.
    .map((line) =>
      line
        .replace(/^[A-Z]{6}\+/, "")
        .replace(/\s+\d+\s+\d+\s*$/, "")
        .replace(/\s+/g, " "),
    )
    .sort();
  // Tagged, and its structure tree as poppler prints it (element ids and a link's object are numbered per file).
  const tagged = /Tagged:\s+(\w+)/.exec(poppler("pdfinfo", pdf))![1];
  const structure = poppler("pdfinfo", pdf, "-struct-text")
    .replace(/node\d+/g, "node")
    .replace(/Object \d+ \d+/g, "Object");
  return { pages, sizes, fonts, tagged, structure, text: poppler("pdftotext", pdf, "-layout") };
}

describe("printDocuments: several documents in one print job, one PDF each", () => {
  // Different page sizes, fonts, a barcode and a two-page document in one print.
  const names = ["label", "invoice-en", "certificate", "rich-text", "shipping-label"];

  it("gives each document the same pages, sizes, fonts, structure and text as printing it alone, whatever it is printed with", async () => {
    const alone: Uint8Array[] = [];
    for (const name of names) alone.push((await printDocument(chromium.page, { ...requestOf(name), format: "pdf" })).files[0]);
    const together = await printDocuments(chromium.page, names.map(requestOf));
    // The same documents printed in another company: the outputs must not depend on it.
    const reversed = (await printDocuments(chromium.page, [...names].reverse().map(requestOf))).reverse();
    names.forEach((name, i) => {
      for (const printed of [together[i], reversed[i]]) {
        if (printed.outcome !== "printed") throw new Error(`${name} was not printed: ${printed.outcome}`);
        const part = printed.result.files[0];
        const expected = describePdf(alone[i]);
        expect(describePdf(part), name).toEqual(expected);
        expect(expected.pages, name).toBe(fixture(name).expected.pages);
        expect(expected.tagged, name).toBe("yes");
        expect(
          expected.fonts.every((f) => / yes yes yes$/.test(f)),
          `${name}: fonts embedded, subset, with Unicode`,
        ).toBe(true);
      }
    });
  }, 120_000);

  it("keeps each of one template's documents within 10 % of its size printed alone", async () => {
    // What the worker puts together: jobs of one template (Chromium subsets a face once per print,
    // so each file carries the glyphs all of the print's documents use).
    const { document, data } = requestOf("invoice-en");
    const customers = [
      "Contoso Ltd.",
      "Fabrikam, Inc.",
      "Wide World Importers",
      "Tailspin Toys",
      "Adventure Works",
      "Litware Quartz & Zeta",
      "Proseware GmbH",
      "Woodgrove Bank",
    ];
    const requests = customers.map((name, i) => ({
      document,
      now: FIXED_NOW,
      data: {
        ...data,
        customer: { name, address: `${i + 12} Harbour Road\nSpringfield` },
        invoice: { ...(data.invoice as object), number: `2026-${300 + i}` },
        lines: (data.lines as unknown[]).slice(i, i + 8),
      },
    }));
    const together = await printDocuments(chromium.page, requests);
    for (const [i, request] of requests.entries()) {
      const alone = (await printDocument(chromium.page, { ...request, format: "pdf" })).files[0];
      const printed = together[i];
      if (printed.outcome !== "printed") throw new Error(`${customers[i]} was not printed: ${printed.outcome}`);
      expect(describePdf(printed.result.files[0])).toEqual(describePdf(alone));
      expect(printed.result.files[0].byteLength, `${customers[i]}: against ${alone.byteLength} bytes alone`).toBeLessThanOrEqual(
        alone.byteLength * 1.1,
      );
    }
  }, 120_000);

  it("leaves out a document that cannot be laid out, with its error, and prints the others", async () => {
    const tooLong = { ...requestOf("invoice-80"), maxPages: 1 };
    const [first, failed, last] = await printDocuments(chromium.page, [requestOf("label"), tooLong, requestOf("invoice-en")]);
    expect(failed).toMatchObject({ outcome: "failed" });
    expect(failed.outcome === "failed" && failed.error.message).toMatch(/has 3 pages, more than the limit of 1 pages/);
    expect(first.outcome === "printed" && describePdf(first.result.files[0]).text).toContain("TO: MARIEKE VAN DEN BERG");
    expect(last.outcome === "printed" && describePdf(last.result.files[0]).pages).toBe(fixture("invoice-en").expected.pages);
  }, 60_000);

  it("defers the documents past its page bound to a later print", async () => {
    const printed = await printDocuments(chromium.page, [requestOf("invoice-en"), requestOf("label"), requestOf("certificate")], {
      maxPages: 3,
    });
    expect(printed.map((p) => p.outcome)).toEqual(["printed", "printed", "deferred"]);
    expect(printed[1].outcome === "printed" && describePdf(printed[1].result.files[0]).pages).toBe(1);
  }, 60_000);
});
