import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fitImages, type PrintRequest } from "../src/index.ts";

/** A side×side PNG with noise in one channel, so it stays large (over the 1 MB of base64 fitImages looks at). */
async function noisyPng(side: number): Promise<string> {
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 3) {
    raw[i] = (i / 3) % 256;
    raw[i + 2] = (Math.imul(i, 2654435761) >>> 24) & 0xff;
  }
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

const widthOf = async (uri: string) => (await sharp(Buffer.from(uri.slice(uri.indexOf(",") + 1), "base64")).metadata()).width;

/** One page with the picture in a 40 mm box three ways: a literal source, one from `images`, one bound to the data. */
function request(picture: string, extra: Partial<PrintRequest> = {}): PrintRequest {
  const box = { type: "image", y: 20, width: 40, height: 40, fit: "contain" };
  return {
    document: {
      schemaVersion: 1,
      name: "Photos",
      pages: [
        {
          size: "A4",
          orientation: "portrait",
          margin: { top: 10, right: 10, bottom: 10, left: 10 },
          elements: [
            { id: "literal", x: 10, src: picture, ...box },
            { id: "upload", x: 60, src: "media:photo", ...box },
            { id: "bound", x: 110, src: "{{ photo }}", ...box },
          ],
        },
      ],
    } as never,
    data: { photo: picture },
    images: { "media:photo": picture },
    format: "pdf",
    ...extra,
  };
}

describe("fitImages: large pictures sized to what the output shows", () => {
  let picture: string;
  beforeAll(async () => {
    picture = await noisyPng(2400);
    expect(picture.length).toBeGreaterThan(1_000_000);
  });

  it("gives a PDF 300 dpi of the box, wherever the request holds the source", async () => {
    const fitted = await fitImages(request(picture));
    // 40 mm at 300 dpi is 472.4 pixels.
    const literal = (fitted.document.pages[0]!.elements[0] as { src: string }).src;
    expect(await widthOf(literal)).toBe(473);
    expect(fitted.images!["media:photo"]).toBe(literal);
    expect(fitted.data.photo).toBe(literal);
    expect(literal.startsWith("data:image/png;base64,")).toBe(true);
  });

  it("gives an image 96 dpi times its scale, and a cropped box the pixels its part needs", async () => {
    const scaled = await fitImages(request(picture, { format: "png", scale: 2 }));
    expect(await widthOf(scaled.images!["media:photo"]!)).toBe(303);
    const cropped = request(picture, { format: "png", scale: 2 });
    (cropped.document.pages[0]!.elements[0] as { crop?: unknown }).crop = { x: 0, y: 0, width: 0.25, height: 0.25 };
    // The crop shows a quarter of each side at 302.4 pixels: the whole source needs 1210.
    expect(await widthOf((await fitImages(cropped)).images!["media:photo"]!)).toBe(1210);
  });

  it("leaves small pictures, and ones the output needs at full size, as they come", async () => {
    const small = await noisyPng(200);
    const asIs = request(small);
    expect(await fitImages(asIs)).toBe(asIs);
    // At scale 4 a 40 mm box needs 605 pixels; in a 190 mm box at 300 dpi, 2244 of the 2400 (not worth it).
    const wide = request(picture);
    for (const element of wide.document.pages[0]!.elements as { width: number; height: number }[])
      Object.assign(element, { width: 190, height: 190 });
    expect(await fitImages(wide)).toBe(wide);
  });
});
