import { describe, expect, it } from "vitest";
import { snapBox, snapTargets } from "./snapping.ts";
import { containsPoint } from "../state/geometry.ts";
import { resizeBox, rotationTowards, scaleBoxes } from "./transform.ts";

const page = { width: 210, height: 297, margin: { top: 15, right: 15, bottom: 15, left: 15 } };

describe("snapping", () => {
  it("snaps the nearest edge or centre to margins, page centre and other elements, with guides", () => {
    const targets = snapTargets(page, [{ x: 100, y: 100, width: 40, height: 20 }]);
    const left = snapBox({ x: 16.5, y: 50, width: 30, height: 10 }, targets, 2);
    expect(left).toMatchObject({ dx: -1.5, dy: 0 });
    expect(left.guides).toContainEqual({ axis: "x", at: 15 });
    const centred = snapBox({ x: 89, y: 131, width: 30, height: 10 }, targets, 2);
    expect(centred.dx).toBeCloseTo(1); // centre 104 → page centre 105
    expect(centred.guides).toContainEqual({ axis: "x", at: 105 });
    const toElement = snapBox({ x: 141, y: 119, width: 10, height: 10 }, targets, 2);
    expect(toElement).toMatchObject({ dx: -1, dy: 1 });
    expect(toElement.guides).toEqual(
      expect.arrayContaining([
        { axis: "x", at: 140 },
        { axis: "y", at: 120 },
      ]),
    );
    expect(snapBox({ x: 60, y: 60, width: 10, height: 10 }, targets, 2)).toEqual({ dx: 0, dy: 0, guides: [] });
  });
});

describe("resize", () => {
  it("keeps the opposite corner fixed and the ratio with shift", () => {
    expect(resizeBox({ x: 10, y: 10, width: 40, height: 20 }, "se", 10, 5, false)).toEqual({ x: 10, y: 10, width: 50, height: 25 });
    expect(resizeBox({ x: 10, y: 10, width: 40, height: 20 }, "nw", 10, 5, false)).toEqual({ x: 20, y: 15, width: 30, height: 15 });
    expect(resizeBox({ x: 10, y: 10, width: 40, height: 20 }, "se", 20, 0, true)).toEqual({ x: 10, y: 10, width: 60, height: 30 });
    expect(resizeBox({ x: 10, y: 10, width: 40, height: 20 }, "e", 10, 99, false)).toEqual({ x: 10, y: 10, width: 50, height: 20 });
  });

  it("resizes a rotated box in its own frame, keeping the opposite edge in place on the page", () => {
    // Turned a quarter: the box's "east" edge points down the page.
    const out = resizeBox({ x: 0, y: 0, width: 40, height: 20, rotation: 90 }, "e", 0, 10, false);
    expect(out.width).toBeCloseTo(50);
    expect(out.height).toBeCloseTo(20);
    // The west edge (at the top on the page, y = 10 - 20 = -10) stays: centre moves 5 mm down.
    expect(out.y + out.height / 2).toBeCloseTo(15);
    expect(out.x + out.width / 2).toBeCloseTo(20);
  });

  it("scales a multi-selection with its bounds and rotates towards the pointer", () => {
    const boxes = new Map([
      ["a", { x: 0, y: 0, width: 10, height: 10 }],
      ["b", { x: 10, y: 10, width: 10, height: 10 }],
    ]);
    expect(scaleBoxes(boxes, { x: 0, y: 0, width: 20, height: 20 }, { x: 0, y: 0, width: 40, height: 20 }).get("b")).toEqual({
      x: 20,
      y: 10,
      width: 20,
      height: 10,
    });
    expect(rotationTowards({ x: 0, y: 0, width: 10, height: 10 }, 20, 5)).toBeCloseTo(90);
    expect(rotationTowards({ x: 0, y: 0, width: 10, height: 10 }, 20, 9, 15)).toBe(105);
  });
});

describe("containsPoint", () => {
  it("counts the edges as inside (a right-click on a selection's border keeps it)", () => {
    const box = { x: 10, y: 20, width: 30, height: 40 };
    expect(containsPoint(box, { x: 10, y: 60 })).toBe(true);
    expect(containsPoint(box, { x: 25, y: 40 })).toBe(true);
    expect(containsPoint(box, { x: 9.9, y: 40 })).toBe(false);
    expect(containsPoint(box, { x: 25, y: 60.1 })).toBe(false);
  });
});
