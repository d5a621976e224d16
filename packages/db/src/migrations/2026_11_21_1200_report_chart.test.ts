import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing.ts";
import type { DatabaseHandle } from "../connect.ts";
import { down, REPORT_TEMPLATE_ID, up, withRevenueChart } from "./2026_11_21_1200_report_chart.ts";
import LIBRARY_TEMPLATES from "./2026_11_21_1030_library_templates.json";

describe("2026_11_21_1200_report_chart", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle?.close());

  const report = () =>
    handle.db.selectFrom("templates").select(["version", "document"]).where("id", "=", REPORT_TEMPLATE_ID).executeTakeFirstOrThrow();
  const versions = async () =>
    await handle.db
      .selectFrom("template_versions")
      .select(["version", "document"])
      .where("template_id", "=", REPORT_TEMPLATE_ID)
      .orderBy("version")
      .execute();
  const seeded = LIBRARY_TEMPLATES.find((t) => t.id === REPORT_TEMPLATE_ID)!.document;

  it("adds a bar chart bound through map, and its list bindings, as version 2", async () => {
    const { version, document } = await report();
    expect(version).toBe(2);
    const doc = document as typeof seeded;
    const chart = doc.pages[0].elements.find((e) => e.id === "revenue-chart");
    expect(chart).toMatchObject({
      type: "chart",
      chartType: "bar",
      labels: "months | map:'month'",
      series: [{ values: "months | map:'revenue'" }],
    });
    expect(doc.bindings.map((b) => b.key)).toEqual([...seeded.bindings.map((b) => b.key), "months[].month", "months[].revenue"]);
    // Everything the seed had is still there, in order, with the chart before the pinned footer.
    const ids = doc.pages[0].elements.map((e) => e.id);
    expect(ids.filter((id) => !id.startsWith("revenue-"))).toEqual(seeded.pages[0].elements.map((e) => e.id));
    expect(ids.indexOf("revenue-chart")).toBeLessThan(ids.indexOf("footer-rule"));
    expect((await versions()).map((v) => v.version)).toEqual([1, 2]);
    expect((await versions())[1]!.document).toEqual(document);
  });

  it("down restores the seeded document and drops the version; up applies again", async () => {
    await down(handle.db);
    expect(await report()).toEqual({ version: 1, document: seeded });
    expect((await versions()).map((v) => v.version)).toEqual([1]);
    await up(handle.db);
    // Its own change only: later migrations (the titles' roles, 2026_11_27_1300) changed the report after it.
    expect(await report()).toEqual({ version: 2, document: withRevenueChart(structuredClone(seeded)) });
  });
});
