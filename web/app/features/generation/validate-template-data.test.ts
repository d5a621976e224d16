import { validateData, type Binding } from "@paperjet/template";
import { describe, expect, it } from "vitest";
import { validateTemplateData } from "./validate-template-data.server";

const invoiceBindings: Binding[] = [
  { key: "customer.name", label: "Customer", type: "text" },
  { key: "lines[].hours", label: "Hours", type: "number" },
  { key: "paid", label: "Paid", type: "boolean" },
];

describe("validateTemplateData", () => {
  it("answers exactly what validateData answers, also when the schema comes from its cache", () => {
    const cases: unknown[] = [
      { customer: { name: "Acme" }, lines: [{ hours: 2, extra: "kept" }], paid: true, unbound: 1 },
      {},
      { customer: { name: 5 }, lines: [{ hours: "two" }], paid: "yes" },
      { lines: "not a list" },
      "not an object",
    ];
    for (let round = 0; round < 2; round++) {
      for (const data of cases)
        expect(validateTemplateData({ bindings: invoiceBindings, data }), JSON.stringify(data)).toEqual(
          validateData(invoiceBindings, data),
        );
    }
  });

  it("keeps templates with the same keys but other types apart", () => {
    const asText: Binding[] = [{ key: "total", label: "Total", type: "text" }];
    const asNumber: Binding[] = [{ key: "total", label: "Total", type: "number" }];
    expect(validateTemplateData({ bindings: asText, data: { total: "12" } }).ok).toBe(true);
    expect(validateTemplateData({ bindings: asNumber, data: { total: "12" } })).toEqual({
      ok: false,
      errors: [{ path: "total", message: "expected a number", expected: "number" }],
    });
    expect(validateTemplateData({ bindings: asText, data: { total: 12 } }).ok).toBe(false);
  });
});
