import { describe, expect, it } from "vitest";
import { createNodeEngine } from "@paperjet/engine/node";
import { exampleData, validateDocument } from "@paperjet/template";
import { withRevenueChart } from "../../../../packages/db/src/migrations/2026_11_21_1200_report_chart.ts";
import { LIBRARY_TEMPLATES } from "../../../../packages/db/src/migrations/library-templates/index.ts";
import { dutchLibraryTemplates } from "../../../../packages/db/src/migrations/library-templates/dutch.ts";
import { report as englishReport } from "../../../../packages/db/src/migrations/library-templates/report.ts";

type Box = { kind: string; lines?: { runs: { text: string }[] }[]; rows?: { cells: Box[] }[]; primitives?: { kind: string; text?: Box }[] };
/** Every line of text a laid-out page shows: text boxes, table cells, chart labels. */
function pageText(boxes: Box[]): string {
  const lines = (b: Box): string[] => [
    ...(b.lines ?? []).map((l) => l.runs.map((r) => r.text).join("")),
    ...(b.rows ?? []).flatMap((r) => r.cells.flatMap(lines)),
    ...(b.primitives ?? []).flatMap((p) => (p.text ? lines(p.text) : [])),
  ];
  return boxes.flatMap(lines).join("\n");
}

describe("library templates", () => {
  it("are six valid documents that render with their example data and no warnings", async () => {
    const engine = await createNodeEngine();
    expect(LIBRARY_TEMPLATES.map((t) => t.document.name)).toEqual([
      "Invoice",
      "Quote",
      "Certificate",
      "Shipping label",
      "Event ticket",
      "Report",
    ]);
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

  it("have Dutch versions: nl-NL numbers and dates, euro amounts, Dutch words and a Dutch address, and no warnings", async () => {
    const engine = await createNodeEngine();
    const dutch = dutchLibraryTemplates(withRevenueChart(JSON.parse(JSON.stringify(englishReport))));
    expect(dutch.map((t) => t.document.name)).toEqual(["Factuur", "Offerte", "Certificaat", "Verzendlabel", "Toegangskaart", "Rapport"]);
    const texts: Record<string, string> = {};
    for (const { document } of dutch) {
      const checked = validateDocument(document);
      expect(checked.ok ? [] : checked.errors, document.name).toEqual([]);
      if (!checked.ok) continue;
      await engine.prepare(checked.document);
      const laidOut = engine.layout(checked.document, exampleData(checked.document.bindings));
      expect(laidOut.warnings, document.name).toEqual([]);
      texts[document.name] = pageText(laidOut.pages[0]!.boxes as Box[]);
      expect(texts[document.name], document.name).not.toContain("$");
    }
    // 1520 + 21 % tax, formatted nl-NL in euro; the dates in Dutch.
    expect(texts.Factuur).toContain("€ 1.839,20");
    expect(texts.Factuur).toContain("Havenstraat 12, 3011 AB Rotterdam");
    expect(texts.Factuur).toContain("Factuurdatum 3 november 2026");
    expect(texts.Factuur).toContain("Omschrijving");
    expect(texts.Offerte).toContain("Geldig tot 31 december 2026");
    expect(texts.Certificaat).toContain("20 november 2026");
    expect(texts.Verzendlabel).toContain("2,4 kg");
    expect(texts.Toegangskaart).toContain("€ 48,00");
    expect(texts.Toegangskaart).toContain("zaterdag 12 dec · 20:30");
    expect(texts.Rapport).toContain("€ 1.250.000,00");
    expect(texts.Rapport).toContain("Omzet per maand");
  });
});

describe("the e-invoice ready library designs", () => {
  it("are valid in English and Dutch, render their example data without warnings, and map it to a valid invoice", async () => {
    const { einvoiceLibraryTemplates } = await import("../../../../packages/db/src/migrations/library-templates/einvoice-invoice.ts");
    const { buildInvoice } = await import("@paperjet/einvoice");
    const engine = await createNodeEngine();
    for (const { document } of einvoiceLibraryTemplates()) {
      const checked = validateDocument(document);
      expect(checked.ok ? [] : checked.errors, document.name).toEqual([]);
      if (!checked.ok) continue;
      const result = await engine.renderAsync(checked.document, checked.document.exampleData!);
      expect(result.warnings, document.name).toEqual([]);
      const built = buildInvoice({ mapping: checked.document.einvoice!, data: checked.document.exampleData! });
      expect(built.ok ? [] : built.violations, document.name).toEqual([]);
      // The design shows the totals the e-invoice computes.
      if (built.ok) expect(built.invoice.totals).toMatchObject({ lineCents: 152000, taxCents: 31920, grandCents: 183920 });
    }
  });
});
