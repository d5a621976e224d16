/** What /internals/renderer shows when the query brings no template: a 100 × 150 mm shipping label. */
export const SAMPLE_TEMPLATE = {
  schemaVersion: 1,
  name: "Shipping label",
  locale: "nl-NL",
  pages: [
    {
      size: { width: 100, height: 150 },
      orientation: "portrait",
      margin: { top: 5, right: 5, bottom: 5, left: 5 },
      elements: [
        {
          id: "frame",
          type: "shape",
          shape: "rect",
          x: 3,
          y: 3,
          width: 94,
          height: 144,
          stroke: "#000000",
          strokeWidth: 0.6,
          fill: "#ffffff00",
        },
        {
          id: "to",
          type: "text",
          x: 8,
          y: 8,
          width: 84,
          height: 30,
          text: "TO: {{ to.name | upper }}\n{{ to.street }}\n{{ to.postcode }} {{ to.city }}",
          style: { fontFamily: "Roboto Mono", fontSize: 12, lineHeight: 1.25 },
        },
        { id: "qr", type: "qrcode", x: 25, y: 50, width: 50, height: 50, value: "{{ tracking }}", errorCorrection: "Q" },
        {
          id: "track",
          type: "text",
          x: 8,
          y: 104,
          width: 84,
          height: 8,
          text: "{{ tracking }}",
          style: { fontFamily: "Roboto Mono", fontSize: 11, align: "center" },
        },
        {
          id: "fragile",
          type: "group",
          x: 8,
          y: 118,
          width: 84,
          height: 20,
          visibleIf: "fragile",
          elements: [
            { id: "fragile-bg", type: "shape", shape: "rect", x: 0, y: 0, width: 84, height: 20, fill: "#ffeb3b" },
            {
              id: "fragile-tx",
              type: "text",
              x: 0,
              y: 4,
              width: 84,
              height: 12,
              text: "FRAGILE",
              style: { fontFamily: "Inter", fontSize: 20, fontWeight: 700, align: "center" },
            },
          ],
        },
      ],
    },
  ],
  bindings: [
    { key: "to.name", label: "Recipient", type: "text", example: "Jane Doe" },
    { key: "to.street", label: "Street", type: "text", example: "221B Baker Street" },
    { key: "to.postcode", label: "Postcode", type: "text", example: "NW1 6XE" },
    { key: "to.city", label: "City", type: "text", example: "London" },
    { key: "tracking", label: "Tracking code", type: "text", example: "TRK-000001" },
    { key: "fragile", label: "Fragile", type: "boolean", example: true },
  ],
};

export const SAMPLE_DATA = {
  to: { name: "Marieke van den Berg", street: "Prinsengracht 263", postcode: "1016 GV", city: "Amsterdam" },
  tracking: "TRK-2026-884211",
  fragile: true,
};
