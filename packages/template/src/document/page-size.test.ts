import { describe, expect, it } from "vitest";
import { templateDocumentSchema } from "../schema/document.ts";
import { createBlankDocument } from "./create-blank-document.ts";
import { pageSizeMm } from "./page-size.ts";

describe("pageSizeMm", () => {
  it.each([
    ["A3", 297, 420],
    ["A4", 210, 297],
    ["A5", 148, 210],
    ["Letter", 215.9, 279.4],
    ["Legal", 215.9, 355.6],
  ] as const)("%s portrait is %d × %d and landscape swaps", (size, width, height) => {
    expect(pageSizeMm({ size, orientation: "portrait" })).toEqual({ width, height });
    expect(pageSizeMm({ size, orientation: "landscape" })).toEqual({ width: height, height: width });
  });

  it("uses custom sizes as given, whatever the orientation", () => {
    expect(pageSizeMm({ size: { width: 100, height: 150 }, orientation: "portrait" })).toEqual({ width: 100, height: 150 });
    expect(pageSizeMm({ size: { width: 100, height: 150 }, orientation: "landscape" })).toEqual({ width: 100, height: 150 });
  });
});

describe("createBlankDocument", () => {
  it("is one empty A4 portrait page with 15 mm margins that validates", () => {
    const doc = createBlankDocument("Offerte ë");
    expect(doc.name).toBe("Offerte ë");
    expect(doc.pages).toEqual([
      { size: "A4", orientation: "portrait", margin: { top: 15, right: 15, bottom: 15, left: 15 }, elements: [] },
    ]);
    expect(templateDocumentSchema.parse(doc)).toEqual(doc);
  });

  it("takes a locale", () => {
    expect(createBlankDocument("Factuur", { locale: "nl-NL" }).locale).toBe("nl-NL");
    expect(createBlankDocument("Invoice").locale).toBe("en-US");
  });
});
