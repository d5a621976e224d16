import { describe, expect, it } from "vitest";
import { partOfDay } from "./part-of-day";

describe("partOfDay", () => {
  it("is morning until noon, afternoon until six and evening after", () => {
    expect([0, 11, 12, 17, 18, 23].map(partOfDay)).toEqual(["morning", "morning", "afternoon", "afternoon", "evening", "evening"]);
  });
});
