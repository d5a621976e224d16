// 210 × 80 mm event ticket: colour panel, event details, tear-off stub with a QR code.
export const eventTicket = {
  schemaVersion: 1,
  name: "Event ticket",
  locale: "en-US",
  pages: [
    {
      size: { width: 210, height: 80 },
      orientation: "portrait",
      margin: { top: 6, right: 6, bottom: 6, left: 6 },
      elements: [
        { id: "panel", type: "shape", shape: "rect", x: 0, y: 0, width: 150, height: 80, fill: "#7c3aed" },
        { id: "glow", type: "shape", shape: "ellipse", x: 96, y: -26, width: 54, height: 54, fill: "#a78bfa", opacity: 0.35 },
        { id: "kicker", type: "text", x: 10, y: 9, width: 120, height: 6, text: "{{ organiser | upper }} PRESENTS", style: { fontFamily: "Inter", fontSize: 8, fontWeight: 700, color: "#ddd6fe", letterSpacing: 2 } },
        { id: "event", type: "text", x: 10, y: 16, width: 130, height: 22, fit: "shrink", text: "{{ event.name }}", style: { fontFamily: "Inter", fontSize: 26, fontWeight: 700, color: "#ffffff", lineHeight: 1.05 } },
        { id: "when", type: "text", x: 10, y: 44, width: 65, height: 14, text: "DATE\n{{ event.date | date:'EEEE, MMM d · HH:mm' }}", style: { fontFamily: "Inter", fontSize: 9, color: "#ffffff", lineHeight: 1.5 } },
        { id: "where", type: "text", x: 78, y: 44, width: 65, height: 14, text: "VENUE\n{{ event.venue }}", style: { fontFamily: "Inter", fontSize: 9, color: "#ffffff", lineHeight: 1.5 } },
        { id: "holder", type: "text", x: 10, y: 64, width: 130, height: 7, text: "{{ holder }} · {{ ticket.type }} · Seat {{ ticket.seat }}", style: { fontFamily: "Inter", fontSize: 9, fontWeight: 700, color: "#ede9fe" } },
        { id: "perforation", type: "shape", shape: "line", x: 150, y: 4, width: 0, height: 72, stroke: "#7c3aed", strokeWidth: 0.4 },
        { id: "stub-title", type: "text", x: 155, y: 8, width: 50, height: 6, text: "ADMIT ONE", style: { fontFamily: "Inter", fontSize: 9, fontWeight: 700, color: "#7c3aed", align: "center", letterSpacing: 2 } },
        { id: "qr", type: "qrcode", x: 160, y: 17, width: 40, height: 40, value: "{{ ticket.code }}", errorCorrection: "M", color: "#2e1065" },
        { id: "code", type: "text", x: 155, y: 60, width: 50, height: 6, text: "{{ ticket.code }}", style: { fontFamily: "Roboto Mono", fontSize: 8, color: "#4c1d95", align: "center" } },
        { id: "price", type: "text", x: 155, y: 67, width: 50, height: 6, text: "{{ ticket.price | currency:'USD' }}", style: { fontFamily: "Inter", fontSize: 9, fontWeight: 700, color: "#4c1d95", align: "center" } },
      ],
    },
  ],
  bindings: [
    { key: "organiser", label: "Organiser", type: "text", example: "Canal Sounds" },
    { key: "event.name", label: "Event", type: "text", example: "Midnight Jazz on the Water" },
    { key: "event.date", label: "Date and time", type: "text", example: "2026-12-12T20:30:00Z" },
    { key: "event.venue", label: "Venue", type: "text", example: "Pier 7 Hall, Amsterdam" },
    { key: "holder", label: "Ticket holder", type: "text", example: "Sam Okafor" },
    { key: "ticket.type", label: "Ticket type", type: "text", example: "Balcony" },
    { key: "ticket.seat", label: "Seat", type: "text", example: "B-14" },
    { key: "ticket.code", label: "Ticket code", type: "text", example: "CS-26-0F3A9C" },
    { key: "ticket.price", label: "Price", type: "number", example: 48 },
  ],
};
