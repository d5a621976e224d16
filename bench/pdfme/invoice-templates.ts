/**
 * The benchmark's one-page invoice (packages/engine/fixtures/invoice-en with its first 8 lines) as
 * pdfme templates, in pdfme's two forms of the same page: the item rows through its table plugin,
 * and the item rows as plain text fields (its fastest form). Same Letter page, same Roboto faces,
 * same texts (formatted the way our engine formats them), same positions in mm.
 */
import type { Template } from "@pdfme/common";

export const PAGE = { width: 215.9, height: 279.4 };
export const ROWS = 8;

const HEADER_COLOR = "#2f3b4c";
const STRIPE = "#f5f7fa";
const TABLE = { x: 18, y: 60, width: 180, rowHeight: 6 };
// Column widths of the fixture's table (mm) and their alignments.
const COLUMNS = [
  { key: "no", header: "#", width: 12, align: "left" },
  { key: "item", header: "Item", width: 98, align: "left" },
  { key: "hours", header: "Hours", width: 30, align: "right" },
  { key: "amount", header: "Amount", width: 40, align: "right" },
] as const;

type Line = { item: string; hours: number; rate: number; total: number };
export interface InvoiceData {
  company: { name: string };
  invoice: { number: string; date: string; overdue: boolean };
  customer: { name: string; address: string };
  lines: Line[];
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

function text(name: string, x: number, y: number, width: number, height: number, style: Record<string, unknown> = {}) {
  return { name, type: "text", position: { x, y }, width, height, fontName: "Roboto", fontSize: 10, ...style };
}

/** The elements both forms share: title, addresses, date, overdue mark, total, footer, page number. */
function frame(belowTable: number) {
  return [
    text("title", 18, 10, 120, 12, { fontName: "RobotoBold", fontSize: 16 }),
    text("billto", 18, 30, 90, 20, { lineHeight: 1.3 }),
    text("date", 130, 30, 68, 6, { alignment: "right" }),
    text("overdue", 130, 38, 68, 8, { fontName: "RobotoBold", fontSize: 14, fontColor: "#c62828", alignment: "right" }),
    text("total", 98, belowTable + 4, 100, 8, { fontName: "RobotoBold", fontSize: 11, alignment: "right" }),
    text("thanks", 18, belowTable + 16, 180, 8, { fontName: "RobotoItalic" }),
    text("pageno", 140, 262, 58, 8, { fontSize: 9, alignment: "right", fontColor: "#555555" }),
  ];
}

const tableBottom = TABLE.y + TABLE.rowHeight * (ROWS + 1);

/** Rows through pdfme's table plugin. */
export const tableTemplate: Template = {
  basePdf: { ...PAGE, padding: [0, 0, 0, 0] },
  schemas: [
    [
      ...frame(tableBottom),
      {
        name: "lines",
        type: "table",
        position: { x: TABLE.x, y: TABLE.y },
        width: TABLE.width,
        height: TABLE.rowHeight * (ROWS + 1),
        showHead: true,
        head: COLUMNS.map((c) => c.header),
        headWidthPercentages: COLUMNS.map((c) => (c.width / TABLE.width) * 100),
        tableStyles: { borderColor: "#ffffff", borderWidth: 0 },
        headStyles: cellStyle({ fontName: "RobotoBold", fontColor: "#ffffff", backgroundColor: HEADER_COLOR }),
        bodyStyles: { ...cellStyle({}), alternateBackgroundColor: STRIPE },
        columnStyles: { alignment: Object.fromEntries(COLUMNS.map((c, i) => [i, c.align])) },
      },
    ],
  ] as Template["schemas"],
};

function cellStyle(style: Record<string, unknown>) {
  const zero = { top: 0, right: 0, bottom: 0, left: 0 };
  return {
    fontName: "Roboto",
    alignment: "left",
    verticalAlignment: "middle",
    fontSize: 9,
    lineHeight: 1,
    characterSpacing: 0,
    fontColor: "#000000",
    backgroundColor: "",
    borderColor: "",
    borderWidth: zero,
    padding: { top: 1, right: 1.5, bottom: 1, left: 1.5 },
    ...style,
  };
}

/** The same rows as plain text fields, one per cell, with the header's and the stripes' backgrounds. */
export const fieldsTemplate: Template = {
  basePdf: { ...PAGE, padding: [0, 0, 0, 0] },
  schemas: [
    [
      ...frame(tableBottom),
      ...Array.from({ length: ROWS + 1 }, (_, row) => {
        let x = TABLE.x;
        return COLUMNS.map((c) => {
          const cell = text(
            row === 0 ? `head_${c.key}` : `r${row}_${c.key}`,
            x,
            TABLE.y + row * TABLE.rowHeight,
            c.width,
            TABLE.rowHeight,
            {
              fontName: row === 0 ? "RobotoBold" : "Roboto",
              fontSize: 9,
              alignment: c.align,
              verticalAlignment: "middle",
              fontColor: row === 0 ? "#ffffff" : "#000000",
              backgroundColor: row === 0 ? HEADER_COLOR : row % 2 === 0 ? STRIPE : "",
            },
          );
          x += c.width;
          return cell;
        });
      }).flat(),
    ],
  ] as Template["schemas"],
};

function cells(lines: Line[]) {
  return lines.slice(0, ROWS).map((l, i) => [String(i + 1), l.item, oneDecimal.format(l.hours), usd.format(l.hours * l.rate)]);
}

function frameInputs(data: InvoiceData) {
  return {
    title: `${data.company.name} — Invoice ${data.invoice.number}`,
    billto: `Bill to:\n${data.customer.name}\n${data.customer.address}`,
    date: `Issued ${longDate.format(new Date(data.invoice.date))}`,
    overdue: data.invoice.overdue ? "OVERDUE" : "",
    total: `Total due: ${usd.format(data.lines.slice(0, ROWS).reduce((n, l) => n + l.total, 0))}`,
    thanks: "Thank you for your business.",
    pageno: "Page 1 of 1",
  };
}

/** pdfme has no expressions: the caller formats the texts, as a pdfme user would. */
export function tableInputs(data: InvoiceData): Record<string, string> {
  return { ...frameInputs(data), lines: JSON.stringify(cells(data.lines)) };
}

export function fieldsInputs(data: InvoiceData): Record<string, string> {
  const inputs: Record<string, string> = frameInputs(data);
  cells(data.lines).forEach((row, r) => row.forEach((value, c) => (inputs[`r${r + 1}_${COLUMNS[c].key}`] = value)));
  COLUMNS.forEach((c) => (inputs[`head_${c.key}`] = c.header));
  return inputs;
}
