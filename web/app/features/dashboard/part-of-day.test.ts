import { describe, expect, it } from "vitest";
import { partOfDay } from "./part-of-day";

describe("partOfDay", () => {
  it("is morning until noon, afternoon until six and evening after, on the given zone's clock", () => {
    const utcHours = [0, 11, 12, 17, 18, 23].map((hour) => new Date(Date.UTC(2026, 10, 30, hour, 59)));
    expect(utcHours.map((at) => partOfDay(at, "UTC"))).toEqual(["morning", "morning", "afternoon", "afternoon", "evening", "evening"]);
    // 11:30 UTC is 12:30 in Amsterdam (winter time) and 20:30 in Tokyo.
    const noonUtc = new Date(Date.UTC(2026, 10, 30, 11, 30));
    expect([partOfDay(noonUtc, "UTC"), partOfDay(noonUtc, "Europe/Amsterdam"), partOfDay(noonUtc, "Asia/Tokyo")]).toEqual([
      "morning",
      "afternoon",
      "evening",
    ]);
  });
});
