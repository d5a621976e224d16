import { describe, expect, it } from "vitest";
import { defaultElement } from "./defaults.ts";

describe("defaultElement", () => {
  it("a new text says the designer's word for it (Dutch: Tekst), centred where it was dropped", () => {
    expect(defaultElement("text", 100, 50, [], "Tekst")).toMatchObject({ type: "text", text: "Tekst", x: 60, y: 45, moveDown: true });
    expect(defaultElement("text", 100, 50)).toMatchObject({ type: "text", text: "Text" });
    expect(defaultElement("rect", 100, 50, [], "Tekst")).not.toHaveProperty("text");
  });
});
