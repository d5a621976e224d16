import { describe, expect, it } from "vitest";
import { templateDocumentSchema } from "./document.ts";
import { bindingSchema } from "./binding.ts";

const binding = (key: string, extra: Record<string, unknown> = {}) => ({ key, label: key, type: "text", ...extra });

describe("bindingSchema", () => {
  it.each(["customer.name", "items[].amount", "orders[].lines[].qty", "klant.straße", "miasto.łódź", "paid"])(
    "accepts the key %s",
    (key) => {
      expect(bindingSchema.safeParse(binding(key)).success).toBe(true);
    },
  );

  it.each([
    ["items[]", "needs a field after it"],
    ["customer..name", "not a valid name"],
    ["1st.name", "not a valid name"],
    ["first-name", "not a valid name"],
    ["page", "built-in"],
    ["now.date", "built-in"],
  ])("rejects the key %s", (key, message) => {
    const result = bindingSchema.safeParse(binding(key));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toContain(message);
  });

  it("requires the example to match the type", () => {
    expect(bindingSchema.safeParse(binding("n", { type: "number", example: 1.5 })).success).toBe(true);
    expect(bindingSchema.safeParse(binding("b", { type: "boolean", example: false })).success).toBe(true);
    const wrong = bindingSchema.safeParse(binding("n", { type: "number", example: "1.5" }));
    expect(wrong.error?.issues[0]).toMatchObject({ path: ["example"], message: "expected an example of type number" });
  });

  it("takes a date example as YYYY-MM-DD, a day that exists", () => {
    expect(bindingSchema.safeParse(binding("due", { type: "date", example: "2026-11-03" })).success).toBe(true);
    for (const example of ["2026-02-30", "3-11-2026", "2026-11-03T10:00", 20261103]) {
      expect(bindingSchema.safeParse(binding("due", { type: "date", example })).error?.issues[0].message).toBe(
        "expected an example of type date",
      );
    }
  });

  it("gives a list typed columns and rows of those types as its example", () => {
    const columns = [
      { key: "description", label: "Description", type: "text" },
      { key: "amount", label: "Amount", type: "number" },
      { key: "day", label: "Day", type: "date" },
    ];
    const rows = [{ description: "Design", amount: 120.5, day: "2026-11-03" }, { description: "Print" }];
    expect(bindingSchema.parse(binding("items", { type: "list", columns, example: rows }))).toMatchObject({ columns, example: rows });
    const issues = (extra: Record<string, unknown>) =>
      bindingSchema.safeParse(binding("items", { type: "list", ...extra })).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({})).toEqual([["columns", "a list binding needs columns"]]);
    expect(issues({ columns, example: [{ amount: "12" }] })).toEqual([["example", "row 1: amount is not of type number"]]);
    expect(issues({ columns, example: "rows" })).toEqual([["example", "expected an example of type list (an array of rows)"]]);
    expect(issues({ columns: [...columns, { key: "amount", label: "Again", type: "number" }] })).toEqual([
      ["columns.3.key", 'duplicate column "amount"'],
    ]);
    expect(bindingSchema.safeParse(binding("n", { type: "number", columns })).error?.issues[0].message).toBe(
      "only a list binding has columns",
    );
  });

  it("rejects keys that clash inside one document", () => {
    const result = templateDocumentSchema.safeParse({
      schemaVersion: 1,
      name: "x",
      pages: [{ size: "A4", margin: { top: 0, right: 0, bottom: 0, left: 0 }, elements: [] }],
      bindings: [
        binding("a"),
        binding("a"),
        binding("a.b"),
        binding("items[].x"),
        binding("items.y"),
        binding("rows", { type: "list", columns: [] }),
        binding("rows[].z"),
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["bindings.1.key", 'duplicate binding key "a"'],
      ["bindings.2.key", '"a" is already a single field'],
      ["bindings.4.key", '"items" is used both as a list (items[]) and as a group (items.…)'],
      ["bindings.6.key", '"rows" is already a list binding: add "z" as one of its columns'],
    ]);
  });
});
