import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import bwipjs from "bwip-js/node";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQueueClient } from "./queue-client.ts";
import { spawnWorker, type SpawnedWorker } from "@paperjet/test-kit/spawn-worker";

const read = (file: string) => JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), "utf8"));
const document = read("barcodes.template.json");
const data = read("barcodes.data.json");

const redisUrl = process.env.REDIS_URL!;
let worker: SpawnedWorker;
let client: Awaited<ReturnType<typeof createQueueClient>>;
let pdfFile: string;
let warnings: string[];

beforeAll(async () => {
  worker = await spawnWorker({ redisUrl, id: `barcode-worker-${process.pid}` });
  client = await createQueueClient(redisUrl);
  const { result, files } = await client.render({ document, data, format: "pdf", watermark: false });
  warnings = result.warnings;
  pdfFile = path.join(mkdtempSync(path.join(os.tmpdir(), "pj-barcodes-")), "barcodes.pdf");
  writeFileSync(pdfFile, files[0]);
});

afterAll(async () => {
  await client?.close();
  await worker?.stop();
});

/** The page rasterised by pdftoppm, cropped to one element's box (mm), as a PNG file. */
function rasterise(el: { x: number; y: number; width: number; height: number }, dpi = 300): string {
  const px = (mm: number) => Math.round((mm / 25.4) * dpi);
  const prefix = pdfFile.replace(/\.pdf$/, `-${el.x}-${el.y}`);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    String(dpi),
    "-singlefile",
    "-gray",
    "-x",
    String(px(el.x)),
    "-y",
    String(px(el.y)),
    "-W",
    String(px(el.width)),
    "-H",
    String(px(el.height)),
    pdfFile,
    prefix,
  ]);
  return `${prefix}.png`;
}

const element = (id: string) => document.pages[0].elements.find((e: { id: string }) => e.id === id);

describe("barcodes printed by the worker", () => {
  it("print without warnings and stay vector: the PDF holds no image", () => {
    expect(warnings).toEqual([]);
    const list = execFileSync("pdfimages", ["-list", pdfFile], { encoding: "utf8" }).trim().split("\n");
    // Two header lines, then one line per image.
    expect(list.slice(2)).toEqual([]);
  });

  it.each([
    ["code128", "CODE-128:ORD-2026-0042"],
    ["ean13", "EAN-13:4006381333931"],
    ["ean8", "EAN-8:96385074"],
    ["upca", "UPC-A:036000291452"],
    ["code39", "CODE-39:PAPERJET-42"],
    ["itf14", "I2/5:12345678901231"],
  ])("%s decodes with zbarimg to its value", (id, expected) => {
    const decoded = execFileSync("zbarimg", ["--quiet", "-Supca.enable", rasterise(element(id))], { encoding: "utf8" }).trim();
    expect(decoded).toBe(expected);
  });

  // zbar reads neither symbology. The reference is bwip-js's own PNG of the value (one pixel per
  // unit, its raster renderer rather than our vector path): the printed symbol, cut into the same grid,
  // must have every module as dark or light as the reference.
  it.each([
    ["pdf417", "ORD-2026-0042 shipped"],
    ["datamatrix", "Paperjet ORD-2026-0042"],
  ])("%s matches bwip-js's reference PNG module for module", async (id, value) => {
    const reference = PNG.sync.read(await bwipjs.toBuffer({ bcid: id, text: value, scale: 1 }));
    const printed = PNG.sync.read(readFileSync(rasterise(element(id), 600)));
    expect(moduleGrid(printed, reference.width, reference.height)).toEqual(moduleGrid(reference, reference.width, reference.height));
  });
});

/** bwip-js leaves light modules transparent; pdftoppm's are white. */
const dark = (png: PNG, x: number, y: number) => {
  const i = (y * png.width + x) * 4;
  return png.data[i + 3] >= 128 && png.data[i] < 128;
};

/** Dark (1) or light (0) at the centre of each of columns × rows cells of the image's dark bounding box. */
function moduleGrid(png: PNG, columns: number, rows: number): string[] {
  let [left, top, right, bottom] = [png.width, png.height, -1, -1];
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      if (!dark(png, x, y)) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  const cell = { w: (right - left + 1) / columns, h: (bottom - top + 1) / rows };
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) =>
      dark(png, Math.floor(left + (c + 0.5) * cell.w), Math.floor(top + (r + 0.5) * cell.h)) ? "1" : "0",
    ).join(""),
  );
}
