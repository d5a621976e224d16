import { describe, expect, it } from "vitest";
import { readFixture } from "../../test/fixtures.ts";
import type { Binding } from "../schema/binding.ts";
import { bindingsToDataSchema, validateData } from "./data-schema.ts";

const bindings: Binding[] = [
  { key: "customer.name", label: "Name", type: "text" },
  { key: "customer.vip", label: "VIP", type: "boolean" },
  { key: "items[].description", label: "Description", type: "text" },
  { key: "items[].qty", label: "Qty", type: "number" },
  { key: "orders[].lines[].sku", label: "SKU", type: "text" },
  { key: "total", label: "Total", type: "number" },
];

describe("validateData", () => {
  it("accepts both fixtures' data against their bindings", () => {
    for (const name of ["invoice-en", "label"]) {
      const result = validateData(readFixture(`${name}.template.json`).bindings, readFixture(`${name}.data.json`));
      expect(result.ok).toBe(true);
    }
  });

  it("reports a wrong type deep in a list as items[3].qty: expected a number", () => {
    const items = [{ qty: 1 }, { qty: 2 }, { qty: 3 }, { qty: "4" }];
    expect(validateData(bindings, { items })).toEqual({
      ok: false,
      errors: [{ path: "items[3].qty", message: "expected a number", expected: "number" }],
    });
  });

  it("reports every wrong value with its path", () => {
    const result = validateData(bindings, {
      customer: { name: 42, vip: "yes" },
      items: { qty: 1 },
      orders: [{ lines: [{ sku: "A" }, { sku: false }] }],
      total: "€ 12",
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: "customer.name", message: "expected text", expected: "text" },
        { path: "customer.vip", message: "expected true or false", expected: "boolean" },
        { path: "items", message: "expected a list", expected: "list" },
        { path: "orders[0].lines[1].sku", message: "expected text", expected: "text" },
        { path: "total", message: "expected a number", expected: "number" },
      ],
    });
  });

  it("rejects an entry of a list that is not an object, and data that is not an object", () => {
    expect(validateData(bindings, { items: [5] })).toEqual({
      ok: false,
      errors: [{ path: "items[0]", message: "expected an object", expected: "object" }],
    });
    expect(validateData(bindings, [])).toEqual({ ok: false, errors: [{ path: "", message: "expected an object", expected: "object" }] });
  });

  it("names what each wrong value should have been as `expected`, one of the kinds", () => {
    const result = validateData(bindings, { customer: { name: 1, vip: 0 }, items: [{ qty: Infinity }, "x"], orders: {} });
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map(({ path, expected }) => ({ path, expected }))).toEqual([
      { path: "customer.name", expected: "text" },
      { path: "customer.vip", expected: "boolean" },
      { path: "items[0].qty", expected: "number" },
      { path: "items[1]", expected: "object" },
      { path: "orders", expected: "list" },
    ]);
    // Missing data at the root is zod's "Required"; it should have been an object.
    expect(validateData(bindings, undefined)).toMatchObject({ ok: false, errors: [{ path: "", expected: "object" }] });
  });

  it("checks dates (ISO 8601 or epoch ms, as the date filter reads them) and a list binding's columns", () => {
    const typed: Binding[] = [
      { key: "due", label: "Due", type: "date" },
      {
        key: "lines",
        label: "Lines",
        type: "list",
        columns: [
          { key: "qty", label: "Qty", type: "number" },
          { key: "day", label: "Day", type: "date" },
        ],
      },
    ];
    const good = {
      due: "2026-11-03T10:00:00Z",
      lines: [
        { qty: 1, day: 1793750400000 },
        { qty: null, note: "kept" },
      ],
    };
    expect(validateData(typed, good)).toEqual({ ok: true, data: good });
    const result = validateData(typed, { due: "3 November", lines: [{ qty: "1", day: "2026-02-30" }] });
    expect(result.ok ? [] : result.errors.map(({ path, expected }) => ({ path, expected }))).toEqual([
      { path: "due", expected: "date" },
      { path: "lines[0].qty", expected: "number" },
      { path: "lines[0].day", expected: "date" },
    ]);
    expect(validateData(typed, { lines: { qty: 1 } })).toMatchObject({ ok: false, errors: [{ path: "lines", expected: "list" }] });
  });

  it("allows missing keys and nulls, and keeps keys no binding mentions", () => {
    const data = { customer: null, items: [{}, { qty: null, colour: "blauw" }], extra: { deep: ["ë"] } };
    expect(validateData(bindings, data)).toEqual({ ok: true, data });
    expect(validateData(bindings, {})).toEqual({ ok: true, data: {} });
  });

  it("keeps Unicode text as sent", () => {
    const data = { customer: { name: "Łucja Straße-Müller €" } };
    expect(validateData(bindings, data)).toEqual({ ok: true, data });
  });

  it("is also available as a zod schema", () => {
    const schema = bindingsToDataSchema(bindings);
    expect(schema.safeParse({ total: 1 }).success).toBe(true);
    expect(schema.safeParse({ total: true }).success).toBe(false);
  });
});
