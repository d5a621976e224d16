import sharp from "sharp";

/** A 120 × 80 photo-like picture (gradients and a disc) with `format`'s encoder, as a data: URI. */
export async function pictureUri(format: "png" | "jpeg" | "webp" | "gif"): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
    <rect width="120" height="80" fill="url(#g)"/><circle cx="80" cy="36" r="22" fill="#10b981"/><rect x="10" y="50" width="40" height="20" fill="#111827"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).toFormat(format).toBuffer();
  return `data:image/${format};base64,${bytes.toString("base64")}`;
}

/** Where the gallery's URL-referenced image is, and what the caller resolves it to (as web does for a job). */
export const MEDIA_SRC = "media:5f0c7b1e-5c1e-4a57-9d3c-2f1b0c7c1a11";

const text = (id: string, x: number, y: number, extra: Record<string, unknown>) => ({
  id,
  type: "text",
  x,
  y,
  width: 60,
  height: 9,
  ...extra,
});

/**
 * One page with every element type, rich text, every text family and style, and images with every
 * filter, crop and fit: the page the raster path is compared with Chromium on (raster-parity.test.ts).
 */
export function elementGallery(images: { png: string; jpeg: string }) {
  const elements = [
    text("title", 8, 6, {
      width: 120,
      text: "Element gallery: office, fluffy, final — {{ name }}",
      style: { fontSize: 14, fontWeight: 700 },
    }),
    text("spaced", 8, 16, {
      text: "Two  spaces,  tracked",
      style: { fontFamily: "Roboto", fontSize: 10, letterSpacing: 0.6, color: "#b91c1c" },
      background: "#fef3c7",
      border: { width: 0.4, color: "#92400e", radius: 2 },
    }),
    text("right", 72, 16, { text: "Right, italic", style: { fontFamily: "Lato", italic: true, align: "right", fontSize: 10 } }),
    text("rotated", 136, 16, {
      text: "Rotated, half opaque",
      rotation: 12,
      opacity: 0.5,
      style: { fontFamily: "Merriweather", fontSize: 9 },
    }),
    text("justified", 8, 28, {
      width: 90,
      height: 18,
      text: "A justified paragraph in Open Sans that wraps over a few lines to show the spacing of justified text, ŁÓDŹ ß ë €.",
      style: { fontFamily: "Open Sans", fontSize: 8, align: "justify", verticalAlign: "middle", lineHeight: 1.2 },
    }),
    {
      id: "rich",
      type: "text",
      x: 102,
      y: 28,
      width: 94,
      height: 18,
      style: { fontFamily: "Noto Sans", fontSize: 9, align: "center" },
      runs: [
        { text: "Rich " },
        { text: "bold", bold: true },
        { text: ", " },
        { text: "italic green", italic: true, color: "#047857" },
        { text: ", " },
        { text: "underlined link", underline: true, color: "#1d4ed8", link: "https://paperjet.dev" },
        { text: " and " },
        { text: "a larger mono run", fontSize: 11, fontFamily: "Roboto Mono" },
      ],
    },
    { id: "plain", type: "image", x: 8, y: 50, width: 30, height: 20, src: images.png, fit: "fill" },
    {
      id: "filtered",
      type: "image",
      x: 42,
      y: 50,
      width: 30,
      height: 20,
      src: images.png,
      fit: "contain",
      filters: { grayscale: 0.6, sepia: 0.3, brightness: 1.2, contrast: 0.8 },
    },
    { id: "blurred", type: "image", x: 76, y: 50, width: 30, height: 20, src: images.jpeg, fit: "cover", filters: { blur: 0.8 } },
    {
      id: "cropped",
      type: "image",
      x: 110,
      y: 50,
      width: 24,
      height: 20,
      src: MEDIA_SRC,
      fit: "cover",
      crop: { x: 0.2, y: 0.1, width: 0.6, height: 0.7 },
      rotation: -10,
      opacity: 0.85,
    },
    {
      id: "missing",
      type: "image",
      x: 140,
      y: 50,
      width: 24,
      height: 20,
      src: "media:00000000-0000-4000-8000-000000000000",
      fit: "contain",
    },
    {
      id: "rect",
      type: "shape",
      shape: "rect",
      x: 170,
      y: 50,
      width: 24,
      height: 20,
      fill: "#e0e7ff",
      stroke: "#4338ca",
      strokeWidth: 0.6,
    },
    {
      id: "ellipse",
      type: "shape",
      shape: "ellipse",
      x: 8,
      y: 74,
      width: 24,
      height: 16,
      fill: "#fda4af",
      stroke: "#9f1239",
      strokeWidth: 0.4,
    },
    { id: "line", type: "shape", shape: "line", x: 36, y: 74, width: 30, height: 16, stroke: "#0f766e", strokeWidth: 0.8 },
    {
      id: "table",
      type: "table",
      x: 70,
      y: 74,
      width: 70,
      height: 30,
      each: "rows",
      columns: [
        { header: "Item", value: "{{ row.item }}", width: 40 },
        { header: "Qty", value: "{{ row.qty }}", width: 30, align: "right" },
      ],
      headerStyle: { fontWeight: 700, background: "#334155", color: "#ffffff" },
      rowStyle: { fontSize: 8 },
      stripe: "#f1f5f9",
    },
    { id: "qr", type: "qrcode", x: 146, y: 74, width: 20, height: 20, value: "{{ url }}", errorCorrection: "M", color: "#1e3a8a" },
    { id: "ean", type: "barcode", x: 170, y: 74, width: 30, height: 16, symbology: "ean13", value: "400638133393" },
    { id: "code128", type: "barcode", x: 8, y: 94, width: 50, height: 12, symbology: "code128", value: "PJ-{{ name }}" },
    {
      id: "bars",
      type: "chart",
      x: 8,
      y: 110,
      width: 60,
      height: 36,
      chartType: "bar",
      labels: "months",
      series: [{ name: "Sales", values: "sales", color: "#2563eb" }],
    },
    {
      id: "lines",
      type: "chart",
      x: 72,
      y: 110,
      width: 60,
      height: 36,
      chartType: "line",
      labels: "months",
      series: [{ name: "Sales", values: "sales" }],
    },
    {
      id: "pie",
      type: "chart",
      x: 136,
      y: 110,
      width: 60,
      height: 36,
      chartType: "pie",
      labels: "months",
      series: [{ name: "Sales", values: "sales" }],
    },
    { id: "field", type: "textField", x: 146, y: 96, width: 50, height: 8, field: "ref", value: "Ref {{ name }}" },
    { id: "tick", type: "checkbox", x: 62, y: 96, width: 5, height: 5, field: "ok", checked: "ok" },
    { id: "sign", type: "signatureField", x: 8, y: 148, width: 60, height: 10, field: "seller" },
    {
      id: "group",
      type: "group",
      x: 72,
      y: 148,
      width: 40,
      height: 10,
      repeat: { each: "tags", as: "tag", direction: "right", gap: 2 },
      elements: [
        { id: "tag-box", type: "shape", shape: "rect", x: 72, y: 148, width: 20, height: 8, fill: "#dcfce7" },
        { id: "tag-text", type: "text", x: 73, y: 149, width: 18, height: 6, text: "{{ tag }}", style: { fontSize: 7, align: "center" } },
      ],
    },
  ];
  return {
    schemaVersion: 1,
    name: "Element gallery",
    locale: "en-GB",
    pages: [{ size: { width: 204, height: 162 }, margin: { top: 0, right: 0, bottom: 0, left: 0 }, elements }],
  };
}

export const galleryData = {
  name: "Zoë",
  url: "https://paperjet.dev/gallery",
  ok: true,
  rows: [
    { item: "Paper", qty: 3 },
    { item: "Ink", qty: 12 },
    { item: "Stamps", qty: 40 },
  ],
  months: ["Jan", "Feb", "Mar", "Apr"],
  sales: [12, 19, 7, 15],
  tags: ["new", "sale"],
};
