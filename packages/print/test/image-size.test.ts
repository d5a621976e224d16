import { describe, expect, it } from "vitest";
import { checkImageSize, rasteriseDocument } from "../src/index.ts";

const poster = (width: number, height: number) => ({
  schemaVersion: 1,
  name: "Poster",
  pages: [
    {
      size: { width, height },
      margin: { top: 5, right: 5, bottom: 5, left: 5 },
      elements: [{ id: "t", type: "text", x: 10, y: 10, width: 50, height: 10, text: "Hello" }],
    },
  ],
});

describe("the size of an image", () => {
  it("is at most 16,384 pixels a side and 50 million in all", () => {
    // A3 at scale 4: 4,490 × 6,350 pixels, 28.5 million.
    expect(() => checkImageSize({ widthMm: 297, heightMm: 420 }, 4, 0)).not.toThrow();
    expect(() => checkImageSize({ widthMm: 5_080, heightMm: 10 }, 1, 2)).toThrow(
      "page 3 is 19200 × 38 pixels at scale 1; an image has at most 16384 pixels a side and 50000000 in all",
    );
    expect(() => checkImageSize({ widthMm: 2_000, heightMm: 2_000 }, 1, 0)).toThrow("page 1 is 7559 × 7559 pixels at scale 1");
  });

  it("is refused before resvg allocates it: a 5 m poster at scale 4 would be 23 GB of pixels", async () => {
    await expect(rasteriseDocument({ document: poster(5_080, 5_080) as never, data: {}, format: "png", scale: 4 })).rejects.toThrow(
      "page 1 is 76800 × 76800 pixels at scale 4",
    );
    const small = await rasteriseDocument({ document: poster(100, 50) as never, data: {}, format: "png", scale: 1 });
    expect(small?.files).toHaveLength(1);
  });
});
