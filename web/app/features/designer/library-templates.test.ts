import { describe, expect, it } from "vitest";
import { createNodeEngine } from "@paperjet/engine/node";
import { exampleData, validateDocument } from "@paperjet/template";
import { withRevenueChart } from "../../../../packages/db/src/migrations/2026_11_21_1200_report_chart.ts";
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

  it("the report, after its chart migration, draws one bar per example month from its bindings", async () => {
    const engine = await createNodeEngine();
    const report = LIBRARY_TEMPLATES.find((t) => t.document.name === "Report")!.document;
    const checked = validateDocument(withRevenueChart(JSON.parse(JSON.stringify(report))));
    expect(checked.ok ? [] : checked.errors).toEqual([]);
    if (!checked.ok) return;
    const data = exampleData(checked.document.bindings);
    await engine.prepare(checked.document);
    const laidOut = engine.layout(checked.document, data);
    expect(laidOut.warnings).toEqual([]);
    expect(laidOut.pages).toHaveLength(1);
    const chart = laidOut.pages[0]!.boxes.find((b) => b.id === "revenue-chart");
    if (chart?.kind !== "chart") throw new Error("revenue-chart was not laid out as a chart");
    const bars = chart.primitives.filter((p) => p.kind === "rect" && p.fill === "#0284c7" && p.width > 3);
    expect(bars).toHaveLength((data.months as unknown[]).length);
    const labels = chart.primitives.flatMap((p) => (p.kind === "text" ? p.text.lines.map((l) => l.runs.map((r) => r.text).join(" ")) : []));
    expect(labels).toContain("Jul");
  });
});
