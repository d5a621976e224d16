import type { Binding } from "@paperjet/template";
import type { NewElement } from "../state/commands.ts";

export const ELEMENT_KINDS = ["text", "image", "rect", "ellipse", "line", "table", "chart", "qrcode"] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** A neutral picture placeholder until the user picks an upload (the schema needs a source). */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml;base64," +
  (typeof btoa === "function" ? btoa : (s: string) => Buffer.from(s).toString("base64"))(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><rect width="160" height="120" fill="#e2e8f0"/><path d="M20 100l35-45 25 30 15-18 45 33z" fill="#94a3b8"/><circle cx="112" cy="36" r="12" fill="#94a3b8"/></svg>',
  );

/**
 * What a new element of each kind looks like, centred on (cx, cy) mm. A table needs a list to show:
 * `bindings` lets it pick an existing one (`items[]…`), falling back to `items`.
 */
export function defaultElement(kind: ElementKind, cx: number, cy: number, bindings: Binding[] = []): NewElement {
  const at = (width: number, height: number) => ({ x: round(cx - width / 2), y: round(cy - height / 2), width, height });
  switch (kind) {
    case "text":
      return { type: "text", ...at(80, 10), text: "Text", fit: "clip", style: { fontFamily: "Inter", fontSize: 12, color: "#111827" } };
    case "image":
      return { type: "image", ...at(40, 30), src: PLACEHOLDER_IMAGE, fit: "contain" };
    case "rect":
      return { type: "shape", shape: "rect", ...at(40, 25), fill: "#e0e7ff", stroke: "#4f46e5", strokeWidth: 0.4 };
    case "ellipse":
      return { type: "shape", shape: "ellipse", ...at(30, 30), fill: "#fce7f3", stroke: "#db2777", strokeWidth: 0.4 };
    case "line":
      return { type: "shape", shape: "line", ...at(60, 0), stroke: "#334155", strokeWidth: 0.5 };
    case "table": {
      const list = bindings.find((b) => b.key.includes("[]."))?.key.split("[].")[0] ?? "items";
      const fields = bindings.filter((b) => b.key.startsWith(`${list}[].`)).slice(0, 3);
      const columns = fields.length
        ? fields.map((b, i) => ({ header: b.label || b.key, value: `{{ row.${b.key.slice(list.length + 3)} }}`, width: i === 0 ? 90 : 40, align: b.type === "number" ? ("right" as const) : undefined }))
        : [
            { header: "Description", value: "{{ row.description }}", width: 100 },
            { header: "Amount", value: "{{ row.amount }}", width: 40, align: "right" as const },
          ];
      const width = columns.reduce((sum, c) => sum + c.width, 0);
      return {
        type: "table",
        ...at(width, 16),
        each: list,
        columns,
        repeatHeader: true,
        headerStyle: { fontFamily: "Inter", fontSize: 9, fontWeight: 700, color: "#ffffff", background: "#4f46e5" },
        rowStyle: { fontFamily: "Inter", fontSize: 9, color: "#111827" },
        stripe: "#f1f5f9",
      };
    }
    case "chart":
      return { type: "chart", chartType: "bar", ...at(90, 55), labels: "chart.labels", series: [{ name: "Series 1", values: "chart.values", color: "#4f46e5" }] };
    case "qrcode":
      return { type: "qrcode", ...at(30, 30), value: "https://paperjet.dev", errorCorrection: "M", color: "#000000" };
  }
}

function round(value: number) {
  return Math.round(value * 10) / 10;
}
