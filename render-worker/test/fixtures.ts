import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const FIXTURES_DIR = fileURLToPath(new URL("../../packages/engine/fixtures/", import.meta.url));

export function loadFixture(name: string): { document: Record<string, unknown>; data: Record<string, unknown> } {
  return {
    document: JSON.parse(readFileSync(path.join(FIXTURES_DIR, `${name}.template.json`), "utf8")),
    data: JSON.parse(readFileSync(path.join(FIXTURES_DIR, `${name}.data.json`), "utf8")),
  };
}

function tempFile(bytes: Buffer, ext: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "pj-test-")), `out.${ext}`);
  writeFileSync(file, bytes);
  return file;
}

/** Text of a PDF as poppler's pdftotext reads it, pages separated by form feeds. */
export function pdfText(pdf: Buffer, mode: "-layout" | "-raw" = "-layout"): string {
  return execFileSync("pdftotext", [mode, tempFile(pdf, "pdf"), "-"], { encoding: "utf8" });
}

/** The PDF's Info fields as `pdfinfo -isodates` prints them (Title, Author, Creator, Producer, CreationDate…). */
export function pdfMetadata(pdf: Buffer): Record<string, string | undefined> {
  const summary = execFileSync("pdfinfo", ["-isodates", tempFile(pdf, "pdf")], { encoding: "utf8" });
  return Object.fromEntries([...summary.matchAll(/^(\w+):\s+(.*)$/gm)].map((m) => [m[1], m[2]]));
}

/** Page count and each page's size in points, from pdfinfo. */
export function pdfInfo(pdf: Buffer): { pages: number; sizes: { width: number; height: number }[] } {
  const file = tempFile(pdf, "pdf");
  const summary = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pages = Number(/Pages:\s+(\d+)/.exec(summary)?.[1]);
  const detail = execFileSync("pdfinfo", ["-f", "1", "-l", String(pages), file], { encoding: "utf8" });
  const sizes = [...detail.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
  return { pages, sizes };
}

/** What zbarimg decodes from a PNG (QR codes and barcodes). */
export function decodeBarcodes(png: Buffer): string {
  return execFileSync("zbarimg", ["--quiet", "--raw", tempFile(png, "png")], { encoding: "utf8" }).trim();
}

export const mmToPt = (mm: number) => (mm * 72) / 25.4;
