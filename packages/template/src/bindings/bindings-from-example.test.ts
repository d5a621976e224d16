import { describe, expect, it } from "vitest";
import { templateDocumentSchema } from "../schema/document.ts";
import { createBlankDocument } from "../document/create-blank-document.ts";
import { bindingsFromExample } from "./bindings-from-example.ts";
import { documentExampleData } from "./example-data.ts";

describe("bindingsFromExample", () => {
  it("declares paths, list fields as items[].x and infers the types (YYYY-MM-DD is a date)", () => {
    const data = {
      customer: { name: "Zoë B.V.", vatNumber: "NL001" },
      paid: false,
      due: "2026-11-03",
      items: [
        { description: "Design", unit_price: 120.5 },
        { description: "Print", qty: 3 },
      ],
      note: null,
      tags: ["a", "b"],
    };
    expect(bindingsFromExample(data)).toEqual([
      { key: "customer.name", label: "Name", type: "text", example: "Zoë B.V." },
      { key: "customer.vatNumber", label: "Vat number", type: "text", example: "NL001" },
      { key: "paid", label: "Paid", type: "boolean", example: false },
      { key: "due", label: "Due", type: "date", example: "2026-11-03" },
      { key: "items[].description", label: "Description", type: "text", example: "Design" },
      { key: "items[].unit_price", label: "Unit price", type: "number", example: 120.5 },
      { key: "items[].qty", label: "Qty", type: "number", example: 3 },
    ]);
  });

  it("skips keys already bound and keys that clash with a binding", () => {
    const existing = [
      { key: "paid", label: "Paid", type: "boolean" as const },
      { key: "items", label: "Items", type: "text" as const },
    ];
    expect(bindingsFromExample({ paid: true, items: [{ x: 1 }], total: 3 }, existing)).toEqual([
      { key: "total", label: "Total", type: "number", example: 3 },
    ]);
  });
});

describe("exampleData in the document", () => {
  const doc = { ...createBlankDocument("x"), bindings: [{ key: "items[].amount", label: "Amount", type: "number" as const, example: 1 }] };

  it("is validated against the bindings, naming the path", () => {
    const result = templateDocumentSchema.safeParse({ ...doc, exampleData: { items: [{ amount: 2 }, { amount: "three" }] } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["exampleData.items.1.amount", "expected a number"]]);
  });

  it("is the data a document renders without data, else the bindings' examples", () => {
    const withData = templateDocumentSchema.parse({ ...doc, exampleData: { items: [{ amount: 2 }, { amount: 3 }, { amount: 4 }] } });
    expect(documentExampleData(withData)).toEqual({ items: [{ amount: 2 }, { amount: 3 }, { amount: 4 }] });
    expect(documentExampleData(doc)).toEqual({ items: [{ amount: 1 }, { amount: 1 }] });
  });
});
