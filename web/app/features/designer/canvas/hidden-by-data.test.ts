import { describe, expect, it } from "vitest";
import type { Element, TemplateDocument } from "@paperjet/template";
import { editViewDocument, HIDDEN_OPACITY } from "./edit-view.ts";
import { hiddenByData } from "./hidden-by-data.ts";

const text = (id: string, extra: Partial<Element> = {}) =>
  ({ id, type: "text", x: 10, y: 10, width: 50, height: 8, text: id, fit: "clip", ...extra }) as Element;
const elements = [
  text("paid-stamp", { visibleIf: "invoice.paid" }),
  text("reminder", { visibleIf: "!invoice.paid", opacity: 0.5 }),
  text("always"),
  text("broken", { visibleIf: "invoice.paid ==" }),
];

describe("what the example data hides on the canvas", () => {
  it("names each top-level element whose visibleIf is false for the data, with its condition", () => {
    expect([...hiddenByData(elements, { invoice: { paid: false } }, "en-GB")]).toEqual([["paid-stamp", "invoice.paid"]]);
    expect([...hiddenByData(elements, { invoice: { paid: true } }, "en-GB")]).toEqual([["reminder", "!invoice.paid"]]);
  });

  it("draws those faded, keeping their own opacity in the product, and the rest as they are", () => {
    const doc = {
      name: "t",
      locale: "en-GB",
      schemaVersion: 1,
      bindings: [],
      pages: [{ size: "A4", orientation: "portrait", margin: { top: 10, right: 10, bottom: 10, left: 10 }, elements }],
    } as unknown as TemplateDocument;
    const view = editViewDocument(doc, 0, {}, hiddenByData(elements, { invoice: { paid: true } }, "en-GB"));
    expect(view.pages[0]!.elements.map((e) => [e.id, e.opacity])).toEqual([
      ["paid-stamp", undefined],
      ["reminder", 0.5 * HIDDEN_OPACITY],
      ["always", undefined],
      ["broken", undefined],
    ]);
  });
});
