/**
 * The walked invoice: a title, a table over `items` with a total below it that moves down with it, a
 * footer pinned to every page and, optionally, a second designed page of terms. About 40 rows fit on
 * a page: 60 make 2 pages, 200 with the terms page 7.
 */
const page = (elements: unknown[]) => ({
  size: "A4",
  orientation: "portrait",
  margin: { top: 15, right: 15, bottom: 22, left: 15 },
  elements,
});
const invoicePage = page([
  { id: "title", type: "text", x: 15, y: 15, width: 120, height: 10, text: "Invoice INV-2026-0042" },
  {
    id: "lines",
    type: "table",
    x: 15,
    y: 35,
    width: 180,
    height: 10,
    each: "items",
    columns: [
      { header: "Item", value: "{{ row.sku }}", width: 60 },
      { header: "Description", value: "{{ row.description }}", width: 120 },
    ],
  },
  { id: "totals", type: "text", x: 120, y: 55, width: 75, height: 8, moveDown: true, text: "Total due" },
  { id: "footer", type: "text", x: 15, y: 280, width: 180, height: 6, pin: "every-page", text: "Page {{ page }} of {{ pages }}" },
]);
const termsPage = page([{ id: "terms", type: "text", x: 15, y: 15, width: 100, height: 10, text: "Terms and conditions" }]);
export const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ sku: `SKU-${String(i + 1).padStart(3, "0")}`, description: `Line ${i + 1}` }));
export const invoice = (rows: number, withTerms: boolean) => ({
  schemaVersion: 1,
  name: "Walked invoice",
  locale: "en-GB",
  pages: withTerms ? [invoicePage, termsPage] : [invoicePage],
  bindings: [],
  exampleData: { items: items(rows) },
});
