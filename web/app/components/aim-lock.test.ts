import { describe, expect, it } from "vitest";
import { aimTriangle, insideTriangle, leftToward } from "./aim-lock";

const popup = { left: 100, top: 50, right: 300, bottom: 200 };

describe("aimTriangle", () => {
  it("spans from the leaving point to the popup's facing side", () => {
    const triangle = aimTriangle({ x: 120, y: 40 }, popup);
    expect(triangle).toEqual([
      { x: 120, y: 40 },
      { x: 100, y: 50 },
      { x: 300, y: 50 },
    ]);
    // Diagonally across the gap toward the far corner: aiming.
    expect(insideTriangle({ x: 200, y: 48 }, triangle)).toBe(true);
    // Sideways along the trigger, away from the popup: not aiming.
    expect(insideTriangle({ x: 60, y: 44 }, triangle)).toBe(false);
    expect(insideTriangle({ x: 120, y: 30 }, triangle)).toBe(false);
  });

  it("uses the left side for a popup opening to the right", () => {
    expect(aimTriangle({ x: 90, y: 100 }, popup)).toEqual([
      { x: 90, y: 100 },
      { x: 100, y: 50 },
      { x: 100, y: 200 },
    ]);
  });
});

describe("leftToward", () => {
  const trigger = { left: 100, top: 10, right: 180, bottom: 42 };
  it("is true only through the side facing the popup", () => {
    expect(leftToward({ x: 120, y: 43 }, trigger, popup)).toBe(true);
    expect(leftToward({ x: 120, y: 9 }, trigger, popup)).toBe(false);
    expect(leftToward({ x: 181, y: 30 }, trigger, popup)).toBe(false);
  });
});
