import { describe, expect, it } from "vitest";
import { keepInside } from "./geometry.ts";

// A4 with 15 mm margins: the content area runs from 15 to 195 across and from 15 to 282 down.
const paper = { width: 210, height: 297 };
const content = { x: 15, y: 15, width: 180, height: 267 };
const at = (x: number, y: number, width = 40, height = 10) => ({ x, y, width, height });

describe("keepInside", () => {
  it("leaves a box that lies inside the margins where it is", () => {
    expect(keepInside(at(50, 100), content, paper)).toEqual(at(50, 100));
    expect(keepInside(at(15, 272), content, paper)).toEqual(at(15, 272));
  });

  it("moves a box past any edge, or off the paper, back inside the margin on that side only", () => {
    expect(keepInside(at(-13.5, 100), content, paper)).toEqual(at(15, 100));
    expect(keepInside(at(190, 100), content, paper)).toEqual(at(155, 100));
    expect(keepInside(at(50, 5), content, paper)).toEqual(at(50, 15));
    expect(keepInside(at(50, 290), content, paper)).toEqual(at(50, 272));
    expect(keepInside(at(-60, -60), content, paper)).toEqual(at(15, 15));
    expect(keepInside(at(400, 400), content, paper)).toEqual(at(155, 272));
  });

  it("uses the whole paper when the page has no margins", () => {
    const all = { x: 0, y: 0, ...paper };
    expect(keepInside(at(-5, -5), all, paper)).toEqual(at(0, 0));
    expect(keepInside(at(200, 295), all, paper)).toEqual(at(170, 287));
  });

  it("keeps a box wider than the margins as close to the left margin as stays on the paper", () => {
    expect(keepInside(at(100, 100, 190), content, paper)).toEqual(at(15, 100, 190));
    expect(keepInside(at(-30, 100, 200), content, paper)).toEqual(at(10, 100, 200));
  });

  it("starts a box larger than the paper at its top-left edge, so its top-left part shows", () => {
    expect(keepInside(at(80, 80, 300, 400), content, paper)).toEqual(at(0, 0, 300, 400));
  });
});
