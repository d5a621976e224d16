import { describe, expect, it } from "vitest";
import { dragCropHandle, wholeImage, WHOLE_IMAGE } from "./crop.ts";

const box = { x: 20, y: 30, width: 80, height: 60 };

describe("cropping on the canvas", () => {
  it("places the whole image from the frame and its crop", () => {
    expect(wholeImage(box, WHOLE_IMAGE)).toEqual(box);
    expect(wholeImage(box, { x: 0.25, y: 0.5, width: 0.5, height: 0.5 })).toEqual({ x: -20, y: -30, width: 160, height: 120 });
  });

  it("moves the right edge in: a narrower frame showing the left part of the image, at the same scale", () => {
    expect(dragCropHandle({ box, crop: WHOLE_IMAGE }, "e", -20, 5)).toEqual({
      box: { x: 20, y: 30, width: 60, height: 60 },
      crop: { x: 0, y: 0, width: 0.75, height: 1 },
    });
  });

  it("moves the top-left corner in, and back out no further than the image's edge", () => {
    const cropped = dragCropHandle({ box, crop: WHOLE_IMAGE }, "nw", 8, 6);
    expect(cropped).toEqual({ box: { x: 28, y: 36, width: 72, height: 54 }, crop: { x: 0.1, y: 0.1, width: 0.9, height: 0.9 } });
    expect(dragCropHandle(cropped, "nw", -50, -50)).toEqual({ box, crop: WHOLE_IMAGE });
  });

  it("never lets the frame close", () => {
    expect(dragCropHandle({ box, crop: WHOLE_IMAGE }, "s", 0, -100).box.height).toBe(2);
  });
});
