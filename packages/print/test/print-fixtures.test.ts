import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { printDocument, type PrintResult } from "../src/index.ts";
import { FIXED_NOW, loadFixtures } from "@paperjet/engine/fixtures";
import { differingPixels, toGrayPng } from "./png-compare.ts";
import { usePrintPage } from "./print-page.ts";

const SNAPSHOTS = join(import.meta.dirname, "__snapshots__");
const UPDATE = process.env.UPDATE_SNAPSHOTS === "1";
/** Antialiasing may differ a little between runs and machines; layout changes move far more pixels. */
const MAX_DIFFERING = 0.002;

const chromium = usePrintPage();
const work = mkdtempSync(join(tmpdir(), "paperjet-print-"));

const normalise = (s: string) => s.replace(/\s+/g, " ").trim();
const pdfText = (pdf: string, pageNo: number) =>
  normalise(execFileSync("pdftotext", ["-layout", "-f", String(pageNo), "-l", String(pageNo), pdf, "-"], { encoding: "utf8" }));

describe("PDF metadata", () => {
  it("takes the Title and Author it is given, in any script, and stays a valid PDF", async () => {
    const [fixture] = loadFixtures();
    const printed = await printDocument(chromium.page, {
      document: fixture.document as never,
      data: fixture.data,
      format: "pdf",
      metadata: { title: "Factuur Zoë & Café", author: "€uro Werkplaats" },
    });
    const path = join(work, "metadata.pdf");
    writeFileSync(path, printed.files[0]);
    const info = execFileSync("pdfinfo", [path], { encoding: "utf8" });
    expect(info).toMatch(/^Title:\s+Factuur Zoë & Café$/m);
    expect(info).toMatch(/^Author:\s+€uro Werkplaats$/m);
    expect(execFileSync("pdftotext", [path, "-"], { encoding: "utf8" }).length).toBeGreaterThan(20);
  }, 60_000);
});

describe.each(loadFixtures())("fixture $name printed by Chromium", (fixture) => {
  let pdfPath: string;
  let printed: PrintResult;

  beforeAll(async () => {
    printed = await printDocument(chromium.page, {
      document: fixture.document as never,
      data: fixture.data,
      format: "pdf",
      now: FIXED_NOW,
    });
    pdfPath = join(work, `${fixture.name}.pdf`);
    writeFileSync(pdfPath, printed.files[0]);
  }, 60_000);

  it("has the expected number of pages, without warnings", () => {
    expect(printed.warnings).toEqual([]);
    expect(printed.pages).toHaveLength(fixture.expected.pages);
    const info = execFileSync("pdfinfo", [pdfPath], { encoding: "utf8" });
    expect(info).toMatch(new RegExp(`^Pages:\\s+${fixture.expected.pages}$`, "m"));
  });

  it("names the document in its metadata: Title, Creator and Producer, creation date", () => {
    const info = execFileSync("pdfinfo", ["-isodates", pdfPath], { encoding: "utf8" });
    expect(info).toMatch(
      new RegExp(`^Title:\\s+${(fixture.document as { name: string }).name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m"),
    );
    expect(info).toMatch(/^Creator:\s+Paperjet$/m);
    expect(info).toMatch(/^Producer:\s+Paperjet$/m);
    expect(info).toMatch(new RegExp(`^CreationDate:\\s+${FIXED_NOW.toISOString().slice(0, 19)}Z$`, "m"));
  });

  it("prints each page at its exact size", () => {
    const info = execFileSync("pdfinfo", ["-f", "1", "-l", String(printed.pages.length), pdfPath], { encoding: "utf8" });
    printed.pages.forEach((p, i) => {
      const [, w, h] = new RegExp(`Page\\s+${i + 1} size:\\s+([\\d.]+) x ([\\d.]+) pts`).exec(info)!;
      expect(Math.abs(Number(w) - (p.widthMm * 72) / 25.4)).toBeLessThan(1);
      expect(Math.abs(Number(h) - (p.heightMm * 72) / 25.4)).toBeLessThan(1);
    });
  });

  it("shows every expected text on its page, and none where it must not be", () => {
    for (const [pageNo, texts] of Object.entries(fixture.expected.texts)) {
      const text = pdfText(pdfPath, Number(pageNo));
      for (const expected of texts) expect(text, `page ${pageNo}`).toContain(normalise(expected));
    }
    for (const [pageNo, texts] of Object.entries(fixture.expected.absent)) {
      const text = pdfText(pdfPath, Number(pageNo));
      for (const unexpected of texts) expect(text, `page ${pageNo}`).not.toContain(unexpected);
    }
  });

  it("embeds the bundled fonts (text stays text)", () => {
    const fonts = execFileSync("pdffonts", [pdfPath], { encoding: "utf8" }).split("\n").slice(2).filter(Boolean);
    for (const font of fixture.expected.fonts) {
      const line = fonts.find((l) => l.split(/\s+/)[0].endsWith(`+${font}`));
      expect(line, `${font} in\n${fonts.join("\n")}`).toBeDefined();
      expect(line).toMatch(/\byes\s+yes\s+yes\b/);
    }
  });

  it("draws QR codes that decode", async () => {
    for (const [pageNo, codes] of Object.entries(fixture.expected.qr)) {
      const png = await printDocument(chromium.page, {
        document: fixture.document as never,
        data: fixture.data,
        format: "png",
        scale: 2,
        pageIndex: Number(pageNo) - 1,
        now: FIXED_NOW,
      });
      const file = join(work, `${fixture.name}-qr-${pageNo}.png`);
      writeFileSync(file, png.files[0]);
      const decoded = execFileSync("zbarimg", ["-q", "--raw", file], { encoding: "utf8" }).trim().split("\n");
      expect(decoded.sort()).toEqual([...codes].sort());
    }
  });

  it("matches the PNG snapshots of every page", async () => {
    const png = await printDocument(chromium.page, {
      document: fixture.document as never,
      data: fixture.data,
      format: "png",
      scale: 1,
      now: FIXED_NOW,
    });
    png.files.forEach((file, i) => {
      const snapshot = join(SNAPSHOTS, `${fixture.name}-${i + 1}.png`);
      if (UPDATE) {
        writeFileSync(snapshot, toGrayPng(file));
        return;
      }
      expect(existsSync(snapshot), `${snapshot} is missing; run with UPDATE_SNAPSHOTS=1`).toBe(true);
      const { ratio, sameSize } = differingPixels(file, readFileSync(snapshot));
      if (ratio > MAX_DIFFERING) writeFileSync(join(work, `${fixture.name}-${i + 1}.actual.png`), file);
      expect(sameSize, `${fixture.name} page ${i + 1} size`).toBe(true);
      expect(ratio, `${fixture.name} page ${i + 1} differs; actual in ${work}`).toBeLessThanOrEqual(MAX_DIFFERING);
    });
  });
});
