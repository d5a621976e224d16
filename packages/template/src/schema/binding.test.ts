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

  it("rejects keys that clash inside one document", () => {
    const result = templateDocumentSchema.safeParse({
      schemaVersion: 1,
      name: "x",
      pages: [{ size: "A4", margin: { top: 0, right: 0, bottom: 0, left: 0 }, elements: [] }],
      bindings: [binding("a"), binding("a"), binding("a.b"), binding("items[].x"), binding("items.y")],
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["bindings.1.key", 'duplicate binding key "a"'],
      ["bindings.2.key", '"a" is already a single field'],
      ["bindings.4.key", '"items" is used both as a list (items[]) and as a group (items.…)'],
    ]);
  });
});
