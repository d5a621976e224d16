// 100 × 150 mm shipping label: sender, recipient, tracking QR, service bar, FRAGILE when asked.
export const shippingLabel = {
  schemaVersion: 1,
  name: "Shipping label",
  locale: "en-GB",
  pages: [
    {
      size: { width: 100, height: 150 },
      orientation: "portrait",
      margin: { top: 5, right: 5, bottom: 5, left: 5 },
      elements: [
        { id: "frame", type: "shape", shape: "rect", x: 3, y: 3, width: 94, height: 144, stroke: "#000000", strokeWidth: 0.6 },
        { id: "service", type: "shape", shape: "rect", x: 3, y: 3, width: 94, height: 14, fill: "#000000" },
        { id: "service-text", type: "text", x: 7, y: 6, width: 60, height: 8, text: "{{ service | upper }}", style: { fontFamily: "Roboto", fontSize: 16, fontWeight: 700, color: "#ffffff" } },
        { id: "weight", type: "text", x: 60, y: 6, width: 33, height: 8, text: "{{ weight | number:1 }} kg", style: { fontFamily: "Roboto", fontSize: 12, fontWeight: 700, color: "#ffffff", align: "right" } },
        { id: "from", type: "text", x: 7, y: 21, width: 86, height: 14, text: "FROM: {{ from.name }}\n{{ from.street }}, {{ from.city }}", style: { fontFamily: "Roboto", fontSize: 8, color: "#333333", lineHeight: 1.3 } },
        { id: "divider", type: "shape", shape: "line", x: 3, y: 36, width: 94, height: 0, stroke: "#000000", strokeWidth: 0.4 },
        { id: "to", type: "text", x: 7, y: 40, width: 86, height: 28, text: "TO: {{ to.name | upper }}\n{{ to.street }}\n{{ to.postcode }} {{ to.city }}\n{{ to.country | upper }}", style: { fontFamily: "Roboto Mono", fontSize: 11, fontWeight: 700, lineHeight: 1.3 } },
        { id: "qr", type: "qrcode", x: 27, y: 72, width: 46, height: 46, value: "{{ tracking }}", errorCorrection: "Q" },
        { id: "track", type: "text", x: 7, y: 119, width: 86, height: 7, text: "{{ tracking }}", style: { fontFamily: "Roboto Mono", fontSize: 11, align: "center", letterSpacing: 1 } },
        { id: "fragile", type: "group", x: 7, y: 129, width: 86, height: 14, visibleIf: "fragile", elements: [
          { id: "fragile-bg", type: "shape", shape: "rect", x: 0, y: 0, width: 86, height: 14, fill: "#fde047" },
          { id: "fragile-text", type: "text", x: 0, y: 2.5, width: 86, height: 9, text: "FRAGILE · HANDLE WITH CARE", style: { fontFamily: "Inter", fontSize: 11, fontWeight: 700, align: "center" } },
        ] },
      ],
    },
  ],
  bindings: [
    { key: "service", label: "Service", type: "text", example: "Express 24" },
    { key: "weight", label: "Weight (kg)", type: "number", example: 2.4 },
    { key: "from.name", label: "Sender", type: "text", example: "Paperjet Warehouse" },
    { key: "from.street", label: "Sender street", type: "text", example: "Dock 4, Industrieweg 12" },
    { key: "from.city", label: "Sender city", type: "text", example: "Rotterdam" },
    { key: "to.name", label: "Recipient", type: "text", example: "Marieke van den Berg" },
    { key: "to.street", label: "Street", type: "text", example: "Keizersgracht 221" },
    { key: "to.postcode", label: "Postcode", type: "text", example: "1016 DV" },
    { key: "to.city", label: "City", type: "text", example: "Amsterdam" },
    { key: "to.country", label: "Country", type: "text", example: "Netherlands" },
    { key: "tracking", label: "Tracking code", type: "text", example: "TRK-2026-884211" },
    { key: "fragile", label: "Fragile", type: "boolean", example: true },
  ],
};
