import { readFileSync } from "node:fs";
import { FIXED_NOW, loadFixtures } from "@paperjet/engine/fixtures";
import pixelmatch from "pixelmatch";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { printDocument, rasteriseDocument, type PrintRequest, type PrintResult } from "../src/index.ts";
import { MEDIA_SRC, elementGallery, galleryData, pictureUri } from "./element-gallery.ts";
import { usePrintPage } from "./print-page.ts";

/**
 * Decision 072: an image made by resvg must match Chromium's capture of the same page. Both are first
 * blurred with a Gaussian of BLUR px (Chromium hints glyphs and resvg does not, so small text differs in
 * its edge pixels everywhere); a pixel then differs when pixelmatch's colour distance (YIQ, 0..1) is over
 * THRESHOLD, and a page passes with at most MAX_DIFFERING of its pixels differing. A changed letter, a
 * moved line or a changed colour fails it (the "told apart" test below).
 */
const BLUR = 1.5;
const THRESHOLD = 0.15;
const MAX_DIFFERING = 0.002;

const chromium = usePrintPage();

async function differing(actual: Uint8Array, expected: Uint8Array): Promise<number> {
  const blurred = (png: Uint8Array) => sharp(png).ensureAlpha().blur(BLUR).raw().toBuffer({ resolveWithObject: true });
  const [a, b] = [await blurred(actual), await blurred(expected)];
  expect([a.info.width, a.info.height]).toEqual([b.info.width, b.info.height]);
  const { width, height } = a.info;
  return pixelmatch(a.data, b.data, undefined, width, height, { threshold: THRESHOLD, includeAA: true }) / (width * height);
}

async function bothWays(request: PrintRequest & { format: "png" }): Promise<{ raster: PrintResult; capture: PrintResult }> {
  const raster = await rasteriseDocument(request);
  expect(raster, "the raster path took the document").toBeDefined();
  return { raster: raster!, capture: await printDocument(chromium.page, request) };
}

async function expectSameImages({ raster, capture }: { raster: PrintResult; capture: PrintResult }) {
  expect(raster.pages).toEqual(capture.pages.map(({ widthMm, heightMm }) => ({ widthMm, heightMm })));
  expect(raster.warnings).toEqual(capture.warnings);
  expect(raster.files).toHaveLength(capture.files.length);
  for (const [page, file] of raster.files.entries())
    expect({ page, differing: await differing(file, capture.files[page]) }).toSatisfy(within);
}

const within = ({ differing }: { differing: number }) => differing <= MAX_DIFFERING;

const card = {
  name: "social card (bench/card)",
  document: JSON.parse(readFileSync(new URL("../../../bench/card/social-card.template.json", import.meta.url), "utf8")),
  data: JSON.parse(readFileSync(new URL("../../../bench/card/social-card.data.json", import.meta.url), "utf8")),
};

describe.each([card, ...loadFixtures()])("$name rasterised with resvg", (fixture) => {
  it("matches Chromium's capture on every page", async () => {
    await expectSameImages(await bothWays({ document: fixture.document as never, data: fixture.data, format: "png", now: FIXED_NOW }));
  }, 120_000);
});

describe("the element gallery rasterised with resvg", () => {
  let images: { png: string; jpeg: string };
  let gallery: ReturnType<typeof elementGallery>;
  beforeAll(async () => {
    images = { png: await pictureUri("png"), jpeg: await pictureUri("jpeg") };
    gallery = elementGallery(images);
  });
  // The URL-referenced image arrives resolved, as web resolves a job's images for either path.
  const request = (extra: Omit<Partial<PrintRequest>, "format"> = {}): PrintRequest & { format: "png" } => ({
    document: gallery as never,
    data: galleryData,
    images: { [MEDIA_SRC]: images.png },
    now: FIXED_NOW,
    ...extra,
    format: "png",
  });

  it("matches Chromium's capture: every element type, rich text, images with filters and crop", async () => {
    await expectSameImages(await bothWays(request()));
  }, 60_000);

  it("matches it at scale 2 and with the watermark", async () => {
    await expectSameImages(await bothWays(request({ scale: 2, watermark: true })));
  }, 60_000);

  it("is told apart from a page that differs (the comparison is not blind)", async () => {
    const raster = await rasteriseDocument(request({ data: { ...galleryData, name: "Zoe" } }));
    const capture = await printDocument(chromium.page, request());
    const ratio = await differing(raster!.files[0], capture.files[0]);
    expect(ratio).toBeGreaterThan(MAX_DIFFERING);
  }, 60_000);

  it("encodes JPEG and WebP of the same pixel size, with the quality asked for", async () => {
    const jpeg = (await rasteriseDocument({ ...request(), format: "jpeg" as const, quality: 90 }))!.files[0];
    const small = (await rasteriseDocument({ ...request(), format: "jpeg" as const, quality: 20 }))!.files[0];
    const webp = (await rasteriseDocument({ ...request(), format: "webp" as const }))!.files[0];
    const png = (await rasteriseDocument(request()))!.files[0];
    for (const [bytes, format] of [
      [jpeg, "jpeg"],
      [webp, "webp"],
      [png, "png"],
    ] as const)
      expect(await sharp(bytes).metadata()).toMatchObject({ format, width: 771, height: 612 });
    expect(small.byteLength).toBeLessThan(jpeg.byteLength / 2);
  }, 60_000);
});

describe("documents resvg may draw differently go to Chromium", () => {
  it.each(["webp", "gif"] as const)("a page with a %s image is not rasterised", async (format) => {
    const gallery = elementGallery({ png: await pictureUri(format), jpeg: await pictureUri("jpeg") });
    expect(await rasteriseDocument({ document: gallery as never, data: galleryData, format: "png" })).toBeUndefined();
  });

  it("a page with an SVG image, inside a group, is not rasterised", async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>').toString("base64")}`;
    const document = {
      schemaVersion: 1,
      name: "Grouped SVG",
      pages: [
        {
          size: "A5",
          margin: { top: 0, right: 0, bottom: 0, left: 0 },
          elements: [
            {
              id: "g",
              type: "group",
              x: 10,
              y: 10,
              width: 30,
              height: 30,
              elements: [{ id: "i", type: "image", x: 10, y: 10, width: 20, height: 20, src: svg }],
            },
          ],
        },
      ],
    };
    expect(await rasteriseDocument({ document: document as never, data: {}, format: "webp" })).toBeUndefined();
  });

  it("only the pages drawn count: another page's WebP image does not send page 1 to Chromium", async () => {
    const webp = await pictureUri("webp");
    const page = (id: string, src: string) => ({
      size: "A5",
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      elements: [{ id, type: "image", x: 10, y: 10, width: 40, height: 30, src }],
    });
    const document = { schemaVersion: 1, name: "Two pages", pages: [page("png", await pictureUri("png")), page("webp", webp)] };
    const first = await rasteriseDocument({ document: document as never, data: {}, format: "png", pageIndex: 0 });
    expect(first?.files).toHaveLength(1);
    expect(await rasteriseDocument({ document: document as never, data: {}, format: "png", pageIndex: 1 })).toBeUndefined();
    expect(await rasteriseDocument({ document: document as never, data: {}, format: "png" })).toBeUndefined();
  });

  it("a text with a character the bundled faces lack (an emoji) is not rasterised: Chromium draws it with the system's fonts", async () => {
    const text = (value: string) => ({
      schemaVersion: 1,
      name: "Launch card",
      pages: [
        {
          size: "A5",
          margin: { top: 0, right: 0, bottom: 0, left: 0 },
          elements: [{ id: "t", type: "text", x: 10, y: 10, width: 100, height: 20, text: value, style: { fontFamily: "Inter" } }],
        },
      ],
    });
    expect(await rasteriseDocument({ document: text("We launch \u{1F680}") as never, data: {}, format: "png" })).toBeUndefined();
    expect((await rasteriseDocument({ document: text("We launch Zoë's café") as never, data: {}, format: "png" }))?.files).toHaveLength(1);
  });
});
