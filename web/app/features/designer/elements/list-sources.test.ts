import { describe, expect, it } from "vitest";
import { listSources } from "./list-sources.ts";

describe("listSources", () => {
  it("offers list bindings and the lists of items[].x fields, once each", () => {
    expect(
      listSources([
        { key: "customer.name", label: "Name", type: "text" },
        { key: "lines", label: "Lines", type: "list", columns: [] },
        { key: "items[].amount", label: "Amount", type: "number" },
        { key: "items[].description", label: "Description", type: "text" },
        { key: "orders[].lines[].sku", label: "SKU", type: "text" },
      ]),
    ).toEqual(["lines", "items", "orders"]);
  });
});
