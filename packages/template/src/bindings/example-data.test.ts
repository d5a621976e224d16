import { describe, expect, it } from "vitest";
import { readFixture } from "../../test/fixtures.ts";
import { validateData } from "./data-schema.ts";
import { EXAMPLE_LIST_LENGTH, exampleData } from "./example-data.ts";

describe("exampleData", () => {
  it("builds the spec's example document data", () => {
    const data = exampleData([
      { key: "customer.name", label: "Customer name", type: "text", example: "ACME B.V." },
      { key: "paid", label: "Paid", type: "boolean", example: false },
      { key: "items[].description", label: "Description", type: "text", example: "Consulting" },
      { key: "items[].amount", label: "Amount", type: "number", example: 120.5 },
      { key: "note", label: "Note", type: "text" },
    ]);
    expect(EXAMPLE_LIST_LENGTH).toBe(2);
    expect(data).toEqual({
      customer: { name: "ACME B.V." },
      paid: false,
      items: [
        { description: "Consulting", amount: 120.5 },
        { description: "Consulting", amount: 120.5 },
      ],
    });
    expect(data.items).toHaveLength(EXAMPLE_LIST_LENGTH);
    const items = data.items as object[];
    expect(items[0]).not.toBe(items[1]);
  });

  it("nests lists in lists", () => {
    expect(exampleData([{ key: "orders[].lines[].sku", label: "SKU", type: "text", example: "ë-1" }])).toEqual({
      orders: [{ lines: [{ sku: "ë-1" }, { sku: "ë-1" }] }, { lines: [{ sku: "ë-1" }, { sku: "ë-1" }] }],
    });
  });

  it("uses a list binding's rows (copies), or two empty rows, and a date's example", () => {
    const columns = [{ key: "amount", label: "Amount", type: "number" as const }];
    const rows = [{ amount: 1 }, { amount: 2 }, { amount: 3 }];
    const bindings = [
      { key: "lines", label: "Lines", type: "list" as const, columns, example: rows },
      { key: "empty", label: "Empty", type: "list" as const, columns },
      { key: "due", label: "Due", type: "date" as const, example: "2026-11-03" },
    ];
    const data = exampleData(bindings);
    expect(data).toEqual({ lines: rows, empty: [{}, {}], due: "2026-11-03" });
    expect((data.lines as object[])[0]).not.toBe(rows[0]);
    expect(validateData(bindings, data).ok).toBe(true);
  });

  it("produces data that passes the fixtures' own bindings", () => {
    const { bindings } = readFixture("invoice-en.template.json");
    const data = exampleData(bindings);
    expect(data).toMatchObject({ company: { name: "Northwind Studio" }, invoice: { overdue: false } });
    expect(validateData(bindings, data).ok).toBe(true);
  });
});
