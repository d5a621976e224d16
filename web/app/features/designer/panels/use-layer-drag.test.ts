import { describe, expect, it } from "vitest";
import { dropIndex } from "./use-layer-drag.ts";

// A list of five, bottom first (the panel shows index 4 at the top).
describe("dropIndex", () => {
  it("puts a row dropped above a higher row right after it in the list, its own place closed up", () => {
    expect(dropIndex(0, 4, "above")).toBe(4);
    expect(dropIndex(0, 2, "above")).toBe(2);
    expect(dropIndex(0, 2, "below")).toBe(1);
  });

  it("puts a row dropped on a lower row next to it, above or below", () => {
    expect(dropIndex(4, 0, "above")).toBe(1);
    expect(dropIndex(4, 0, "below")).toBe(0);
    expect(dropIndex(3, 1, "above")).toBe(2);
  });

  it("leaves a row dropped against its own neighbour's near side where it is", () => {
    expect(dropIndex(2, 1, "above")).toBe(2);
    expect(dropIndex(2, 3, "below")).toBe(2);
  });
});
