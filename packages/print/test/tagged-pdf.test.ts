import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { printDocument } from "../src/index.ts";
import { FIXED_NOW, loadFixtures } from "@paperjet/engine/fixtures";
import { usePrintPage } from "./print-page.ts";

const chromium = usePrintPage();
const work = mkdtempSync(join(tmpdir(), "paperjet-tagged-"));
const fixtures = loadFixtures();
const fixture = (name: string) => fixtures.find((f) => f.name === name)!;
let files = 0;
const poppler = (tool: "pdfinfo" | "pdftotext", pdf: Uint8Array, ...args: string[]) => {
  const path = join(work, `${++files}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync(tool, [...args, path, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
};
const print = async (document: unknown, data: Record<string, unknown>) =>
  (await printDocument(chromium.page, { document: document as never, data, now: FIXED_NOW, format: "pdf" })).files[0]!;

/** `pdfinfo -struct-text` as "Tag: text" lines, one per element with text; the nesting is kept as indentation. */
const structure = (pdf: Uint8Array) =>
  poppler("pdfinfo", pdf, "-struct-text")
    .split("\n")
    .filter((line) => /^\s*(H\d|P|Table|TR|TH|TD|Figure|L|LI|Link)\b|^\s*"/.test(line))
    .map((line) => line.replace(/ <node\d+>| \(block\)| \(inline\)|:$/g, "").trimEnd());

/** One element of a template, changed. */
function withElement(document: unknown, id: string, change: Record<string, unknown>) {
  const copy = structuredClone(document) as { pages: { elements: { id: string }[] }[] };
  const element = copy.pages.flatMap((p) => p.elements).find((e) => e.id === id)!;
  Object.assign(element, change);
  return copy;
}

describe("tagged PDF (docs/template-format.md: role and alt)", () => {
  it("every fixture prints a tagged PDF", async () => {
    for (const { name, document, data } of fixtures) {
      expect(/Tagged:\s+(\w+)/.exec(poppler("pdfinfo", await print(document, data)))?.[1], name).toBe("yes");
    }
  }, 180_000);

  it("marks the title as H1, the table as rows of header and data cells in reading order, and declares the language", async () => {
    const { document, data } = fixture("invoice-en");
    const pdf = await print(withElement(document, "title", { role: "title" }), data);
    const tags = structure(pdf);
    const title = tags.findIndex((line) => line.trim() === "H1");
    expect(tags[title + 1]?.trim()).toBe('"Northwind Studio — Invoice 2026-117"');
    const table = tags.findIndex((line) => line.trim() === "Table");
    const cells = (row: number) => {
      const rows = tags
        .slice(table)
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => line.trim() === "TR");
      const next = rows[row + 1]?.i ?? Infinity;
      return tags
        .slice(table + rows[row]!.i + 1, table + next)
        .filter((line) => /^\s*(TH|TD)$/.test(line) || /^\s*"/.test(line))
        .join(" ")
        .replace(/\s+/g, " ")
        .trim();
    };
    expect(cells(0)).toBe('TH "#" TH "Item" TH "Hours" TH "Amount"');
    expect(cells(1)).toMatch(/^TD "1" TD "Sprint task 1: Template review" TD "[\d.]+" TD "\$[\d,.]+"$/);
    const catalog = (await PDFDocument.load(pdf)).catalog;
    expect(catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("en-US");
  }, 60_000);

  it("gives a figure with alt text a Figure with /Alt, and leaves a decorative one out", async () => {
    const { document, data } = fixture("shipping-label");
    const figures = (document as { pages: { elements: { id: string; type: string }[] }[] }).pages
      .flatMap((p) => p.elements)
      .filter((e) => ["qrcode", "barcode", "image", "chart"].includes(e.type));
    expect(figures.length).toBeGreaterThan(0);
    const described = withElement(document, figures[0]!.id, { alt: "Track parcel {{ 1 + 1 }}" });
    const tags = structure(await print(described, data));
    expect(tags.filter((line) => line.trim() === "Figure")).toHaveLength(1);
    const pdf = Buffer.from(await print(described, data)).toString("latin1");
    expect(pdf).toContain("/Alt (Track parcel 2)");
    expect(structure(await print(document, data)).filter((line) => line.trim() === "Figure")).toHaveLength(0);
  }, 60_000);

  it("reads a 120-row table row by row: pdftotext -raw gives each row on one line, in order", async () => {
    const { document, data } = fixture("invoice-80");
    const regels = Array.from({ length: 120 }, (_, i) => ({ omschrijving: `Advieswerk ${i + 1}`, aantal: 1 + (i % 3), prijs: 10 }));
    const text = poppler("pdftotext", await print(document, { ...data, regels }), "-raw");
    const rows = text.split("\n").filter((line) => /^\d+ Advieswerk \d+ /.test(line));
    expect(rows).toHaveLength(120);
    rows.forEach((line, i) => expect(line).toBe(`${i + 1} Advieswerk ${i + 1} ${1 + (i % 3)} € 10,00 € ${(1 + (i % 3)) * 10},00`));
    expect(text).toMatch(/^# Omschrijving Aantal Prijs Bedrag$/m);
  }, 60_000);

  it("prints a document of more than 40 pages untagged (its structure tree would triple the print time)", async () => {
    const { document, data } = fixture("invoice-80");
    const regels = Array.from({ length: 1_600 }, (_, i) => ({ omschrijving: `Advieswerk ${i + 1}`, aantal: 1, prijs: 10 }));
    const info = poppler("pdfinfo", await print(document, { ...data, regels }));
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeGreaterThan(40);
    expect(/Tagged:\s+(\w+)/.exec(info)?.[1]).toBe("no");
  }, 120_000);
});
