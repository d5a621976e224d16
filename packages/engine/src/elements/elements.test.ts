import { describe, expect, it } from "vitest";
import { doc, find, layout } from "../../test/helpers.ts";
import type { LaidOutChart, LaidOutImage, LaidOutQrCode, LaidOutShape } from "../layout/types.ts";
import { imageSize } from "./image/image-size.ts";

// 3×2 px red PNG.
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DAwMDAwMDAAAAJ/AEBQ5o3BwAAAABJRU5ErkJggg==";
const box = async <T>(el: Record<string, unknown>, data = {}, opts = {}) => {
  const out = await layout(doc({ elements: [{ id: "e", x: 10, y: 10, width: 40, height: 30, ...el }] }), data, opts);
  return { box: find(out.pages[0].boxes, "e")[0] as T, warnings: out.warnings };
};

describe("image", () => {
  it("reads the pixel size of data: URIs", () => {
    expect(imageSize(PNG)).toEqual({ width: 3, height: 2 });
    expect(imageSize("data:image/svg+xml,%3Csvg%20viewBox%3D%220%200%2040%2020%22%3E%3C%2Fsvg%3E")).toEqual({ width: 40, height: 20 });
    expect(imageSize("data:text/plain,hello")).toBeUndefined();
  });

  it("keeps fit, crop and filters, and resolves src expressions", async () => {
    const { box: img } = await box<LaidOutImage>(
      { type: "image", src: "{{ logo }}", fit: "cover", crop: { x: 0, y: 0, width: 0.5, height: 1 }, filters: { grayscale: 1 } },
      { logo: PNG },
    );
    expect(img).toMatchObject({
      kind: "image",
      href: PNG,
      fit: "cover",
      natural: { width: 3, height: 2 },
      crop: { width: 0.5 },
      filters: { grayscale: 1 },
    });
  });

  it("uses caller-resolved sources and warns about unavailable ones", async () => {
    const resolved = await box<LaidOutImage>({ type: "image", src: "media:abc" }, {}, { images: { "media:abc": PNG } });
    expect(resolved.box.href).toBe(PNG);
    const missing = await box<LaidOutImage>({ type: "image", src: "https://example.com/a.png" });
    expect(missing.box.href).toBeNull();
    expect(missing.warnings).toEqual(['e: image "https://example.com/a.png" is not available']);
  });
});

describe("shape", () => {
  it("keeps shape kind and paint", async () => {
    const { box: s } = await box<LaidOutShape>({
      type: "shape",
      shape: "ellipse",
      fill: "#ff000080",
      stroke: "#000",
      strokeWidth: 0.5,
      rotation: 30,
      opacity: 0.5,
    });
    expect(s).toMatchObject({
      kind: "shape",
      shape: "ellipse",
      fill: "#ff000080",
      stroke: "#000",
      strokeWidth: 0.5,
      rotation: 30,
      opacity: 0.5,
    });
  });
});

describe("qrcode", () => {
  it.each(["L", "M", "Q", "H"])("encodes with error correction %s", async (level) => {
    const { box: qr } = await box<LaidOutQrCode>({ type: "qrcode", value: "{{ code }}", errorCorrection: level }, { code: "HELLO-123" });
    expect(qr.size).toBeGreaterThanOrEqual(21);
    expect(qr.modules).toMatch(/^[01]+$/);
    expect(qr.modules).toHaveLength(qr.size * qr.size);
  });

  it("warns and draws nothing for an empty value", async () => {
    const { box: qr, warnings } = await box<LaidOutQrCode>({ type: "qrcode", value: "{{ missing }}" });
    expect(qr.size).toBe(0);
    expect(warnings).toEqual(["e: QR code value is empty"]);
  });
});

describe("chart", () => {
  const data = { months: ["Jan", "Feb", "Mar"], a: [10, 20, 30], b: [5, 15, "x"] };
  const series = [
    { name: "A", values: "a" },
    { name: "B", values: "b", color: "#123456" },
  ];

  it("draws one bar per label and series, with legend and axis labels", async () => {
    const { box: c, warnings } = await box<LaidOutChart>(
      { type: "chart", chartType: "bar", width: 120, height: 80, labels: "months", series },
      data,
    );
    const bars = c.primitives.filter((p) => p.kind === "rect" && p.width > 3);
    expect(bars).toHaveLength(6);
    const texts = c.primitives.flatMap((p) => (p.kind === "text" ? p.text.lines.map((l) => l.runs[0].text) : []));
    expect(texts).toEqual(expect.arrayContaining(["A", "B", "Jan", "Feb", "Mar", "0", "30"]));
    expect(warnings).toEqual(["e: chart values that are not numbers are drawn as 0"]);
  });

  it("draws a polyline per series for line charts and slices for pie charts", async () => {
    const line = (await box<LaidOutChart>({ type: "chart", chartType: "line", width: 120, height: 80, labels: "months", series }, data))
      .box;
    expect(line.primitives.filter((p) => p.kind === "polyline")).toHaveLength(2);
    const pie = (
      await box<LaidOutChart>({ type: "chart", chartType: "pie", width: 80, height: 80, labels: "months", series: [series[0]] }, data)
    ).box;
    expect(pie.primitives.filter((p) => p.kind === "path")).toHaveLength(3);
  });

  it("draws at most 1,000 labels or values, and names the list that has more", async () => {
    const points = (n: number) => Array.from({ length: n }, (_, i) => i);
    const chart = { type: "chart", chartType: "bar", width: 120, height: 80, labels: "labels", series: [{ name: "A", values: "values" }] };
    const drawn = (await box<LaidOutChart>(chart, { labels: points(1_000), values: points(1_000).fill(10) })).box;
    expect(drawn.primitives.filter((p) => p.kind === "rect" && p.height > 10)).toHaveLength(1_000);
    await expect(box(chart, { labels: points(1_001), values: points(3) })).rejects.toThrow(
      "e: labels has 1001 entries; a chart draws at most 1000",
    );
    await expect(box(chart, { labels: points(3), values: points(20_000) })).rejects.toThrow(
      "e: series[0].values has 20000 entries; a chart draws at most 1000",
    );
  });

  it("lays out bars from a list of objects through the map filter", async () => {
    const items = [{ month: "Jan", revenue: 1200 }, { month: "Feb", revenue: 800 }, { month: "Mar" }, { month: "Apr", revenue: 400 }];
    const { box: c, warnings } = await box<LaidOutChart>(
      {
        type: "chart",
        chartType: "bar",
        width: 120,
        height: 80,
        labels: "items | map:'month'",
        series: [{ name: "Revenue", values: "items | map:'revenue'" }],
      },
      { items },
    );
    expect(warnings).toEqual([]);
    const texts = c.primitives.flatMap((p) => (p.kind === "text" ? p.text.lines.map((l) => l.runs[0].text) : []));
    expect(texts).toEqual(expect.arrayContaining(["Revenue", "Jan", "Feb", "Mar", "Apr"]));
    // March has no revenue: no bar (not a zero-height one), and the others keep their slots.
    const bars = c.primitives.filter((p): p is Extract<typeof p, { kind: "rect" }> => p.kind === "rect" && p.width > 3);
    expect(bars).toHaveLength(3);
    const [jan, feb, apr] = bars;
    expect(jan.height / feb.height).toBeCloseTo(1200 / 800, 5);
    expect(feb.height / apr.height).toBeCloseTo(2, 5);
    const slot = feb.x - jan.x;
    expect(apr.x - jan.x).toBeCloseTo(3 * slot, 5);
    expect(jan.y + jan.height).toBeCloseTo(apr.y + apr.height, 5);
  });

  it("breaks a line where a mapped value is missing", async () => {
    const items = [{ v: 1 }, { v: 2 }, {}, { v: 3 }, { v: 4 }];
    const line = (
      await box<LaidOutChart>(
        {
          type: "chart",
          chartType: "line",
          width: 120,
          height: 80,
          labels: "items | map:'v'",
          series: [{ name: "V", values: "items | map:'v'" }],
        },
        { items },
      )
    ).box;
    const polylines = line.primitives.filter((p): p is Extract<typeof p, { kind: "polyline" }> => p.kind === "polyline");
    expect(polylines.map((p) => p.points.length)).toEqual([2, 2]);
    expect(line.primitives.filter((p) => p.kind === "circle")).toHaveLength(4);
  });
});
