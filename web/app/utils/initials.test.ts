import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first two words, capitalised", () => {
    expect(initialsOf("Ada Lovelace")).toBe("AL");
    expect(initialsOf("  marieke  de vries ")).toBe("MD");
    expect(initialsOf("Prince")).toBe("P");
    expect(initialsOf("")).toBe("");
  });
});
