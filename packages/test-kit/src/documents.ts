import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const FIXTURES_DIR = fileURLToPath(new URL("../../engine/fixtures/", import.meta.url));

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
  const sizes = [...detail.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
  return { pages, sizes };
}

/** What zbarimg decodes from a PNG (QR codes and barcodes). */
export function decodeBarcodes(png: Buffer): string {
  return execFileSync("zbarimg", ["--quiet", "--raw", tempFile(png, "png")], { encoding: "utf8" }).trim();
}

export const mmToPt = (mm: number) => (mm * 72) / 25.4;

/** An image's format (from its magic bytes) and pixel size, read from its header: PNG, JPEG or WebP. */
export function imageHeader(bytes: Buffer): { format: "png" | "jpeg" | "webp"; width: number; height: number } {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { format: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    // Walk the segments to the first start-of-frame (SOF0..SOF3), which holds height then width.
    for (let at = 2; at < bytes.length;) {
      const marker = bytes[at + 1];
      if (marker >= 0xc0 && marker <= 0xc3)
        return { format: "jpeg", height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      at += 2 + bytes.readUInt16BE(at + 2);
    }
    throw new Error("a JPEG without a frame header");
  }
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
    const chunk = bytes.toString("latin1", 12, 16);
    if (chunk === "VP8 ") return { format: "webp", width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === "VP8L") {
      const bits = bytes.readUInt32LE(21);
      return { format: "webp", width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8X") return { format: "webp", width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    throw new Error(`a WebP with an unknown first chunk ${chunk}`);
  }
  throw new Error("not a PNG, JPEG or WebP");
}
