import { describe, expect, it } from "vitest";
import { containsPattern } from "./contains-pattern";

describe("containsPattern", () => {
  it("matches the text literally anywhere, without NUL characters", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(containsPattern("in\0voice")).toBe("%invoice%");
  });
});
