// A4 report: cover heading, KPI cards, summary, regional table, page numbers.
const card = (id: string, x: number, label: string, value: string, color: string) => ({
  id, type: "group", x, y: 58, width: 54, height: 30, elements: [
    { id: `${id}-bg`, type: "shape", shape: "rect", x: 0, y: 0, width: 54, height: 30, fill: "#f8fafc", border: { width: 0.3, color: "#e2e8f0", radius: 3 } },
    { id: `${id}-bar`, type: "shape", shape: "rect", x: 0, y: 0, width: 2, height: 30, fill: color },
    { id: `${id}-label`, type: "text", x: 6, y: 5, width: 45, height: 5, text: label, style: { fontFamily: "Inter", fontSize: 8, fontWeight: 700, color: "#64748b", letterSpacing: 1 } },
    { id: `${id}-value`, type: "text", x: 6, y: 13, width: 45, height: 11, fit: "shrink", text: value, style: { fontFamily: "Inter", fontSize: 18, fontWeight: 700, color: "#0f172a" } },
  ],
});

export const report = {
  schemaVersion: 1,
  name: "Report",
  locale: "en-US",
  pages: [
    {
      size: "A4",
      orientation: "portrait",
      margin: { top: 20, right: 18, bottom: 22, left: 18 },
      elements: [
        { id: "kicker", type: "text", x: 18, y: 20, width: 120, height: 6, text: "{{ company | upper }} · {{ period }}", style: { fontFamily: "Inter", fontSize: 9, fontWeight: 700, color: "#0284c7", letterSpacing: 2 } },
        { id: "title", type: "text", x: 18, y: 28, width: 174, height: 14, text: "{{ title }}", fit: "shrink", style: { fontFamily: "Merriweather", fontSize: 24, fontWeight: 700, color: "#0f172a" } },
        { id: "rule", type: "shape", shape: "rect", x: 18, y: 46, width: 24, height: 1.2, fill: "#0284c7" },
        card("kpi-revenue", 18, "REVENUE", "{{ kpi.revenue | currency:'USD' }}", "#0284c7"),
        card("kpi-growth", 78, "GROWTH", "{{ kpi.growth | percent }}", "#16a34a"),
        card("kpi-customers", 138, "CUSTOMERS", "{{ kpi.customers | number:0 }}", "#f59e0b"),
        { id: "summary-title", type: "text", x: 18, y: 96, width: 174, height: 8, text: "Summary", style: { fontFamily: "Merriweather", fontSize: 13, fontWeight: 700, color: "#0f172a" } },
        { id: "summary", type: "text", x: 18, y: 105, width: 174, height: 10, grow: true, text: "{{ summary }}", style: { fontFamily: "Inter", fontSize: 10, color: "#334155", lineHeight: 1.55, align: "justify" } },
        { id: "regions-title", type: "text", x: 18, y: 122, width: 174, height: 8, moveDown: true, text: "Results by region", style: { fontFamily: "Merriweather", fontSize: 13, fontWeight: 700, color: "#0f172a" } },
        {
          id: "regions", type: "table", x: 18, y: 132, width: 174, height: 16, each: "regions", moveDown: true, stripe: "#f1f5f9", repeatHeader: true,
          headerStyle: { fontFamily: "Inter", fontSize: 9, fontWeight: 700, color: "#ffffff", background: "#0f172a" },
          rowStyle: { fontFamily: "Inter", fontSize: 9, color: "#0f172a" },
          columns: [
            { header: "Region", value: "{{ row.name }}", width: 74 },
            { header: "Revenue", value: "{{ row.revenue | currency:'USD' }}", width: 40, align: "right" },
            { header: "Growth", value: "{{ row.growth | percent }}", width: 30, align: "right" },
            { header: "Customers", value: "{{ row.customers | number:0 }}", width: 30, align: "right" },
          ],
        },
        { id: "note", type: "text", x: 18, y: 156, width: 174, height: 8, moveDown: true, text: "Figures are unaudited. Growth compares with the same period last year.", style: { fontFamily: "Inter", fontSize: 8, italic: true, color: "#64748b" } },
        { id: "footer-rule", type: "shape", shape: "line", x: 18, y: 280, width: 174, height: 0, stroke: "#e2e8f0", strokeWidth: 0.3, pin: "every-page" },
        { id: "footer", type: "text", x: 18, y: 282, width: 174, height: 5, pin: "every-page", text: "{{ title }} · page {{ page }} of {{ pages }}", style: { fontFamily: "Inter", fontSize: 8, color: "#94a3b8", align: "right" } },
      ],
    },
  ],
  bindings: [
    { key: "company", label: "Company", type: "text", example: "Blue Harbor" },
    { key: "period", label: "Period", type: "text", example: "Q3 2026" },
    { key: "title", label: "Title", type: "text", example: "Quarterly business review" },
    { key: "kpi.revenue", label: "Revenue", type: "number", example: 4820000 },
    { key: "kpi.growth", label: "Growth", type: "number", example: 0.184 },
    { key: "kpi.customers", label: "Customers", type: "number", example: 12840 },
    { key: "summary", label: "Summary", type: "text", example: "Revenue grew in every region this quarter, led by the Nordics and Benelux. New self-service onboarding halved the time to first invoice, and churn fell to its lowest level in two years. We expect the fourth quarter to continue this trend as the enterprise pipeline converts." },
    { key: "regions[].name", label: "Region", type: "text", example: "Benelux" },
    { key: "regions[].revenue", label: "Region revenue", type: "number", example: 1250000 },
    { key: "regions[].growth", label: "Region growth", type: "number", example: 0.21 },
    { key: "regions[].customers", label: "Region customers", type: "number", example: 3120 },
  ],
};
