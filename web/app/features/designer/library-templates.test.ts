import { describe, expect, it } from "vitest";
import { createNodeEngine } from "@paperjet/engine/node";
import { exampleData, validateDocument } from "@paperjet/template";
import { LIBRARY_TEMPLATES } from "../../../../packages/db/src/migrations/library-templates/index.ts";

describe("library templates", () => {
  it("are six valid documents that render with their example data and no warnings", async () => {
    const engine = await createNodeEngine();
    expect(LIBRARY_TEMPLATES.map((t) => t.document.name)).toEqual(["Invoice", "Quote", "Certificate", "Shipping label", "Event ticket", "Report"]);
    for (const { document } of LIBRARY_TEMPLATES) {
      const checked = validateDocument(document);
      expect(checked.ok ? [] : checked.errors, document.name).toEqual([]);
      if (!checked.ok) continue;
      const result = await engine.renderAsync(checked.document, exampleData(checked.document.bindings));
      expect(result.warnings, document.name).toEqual([]);
      expect(result.pages.length, document.name).toBe(1);
    }
  });
});
