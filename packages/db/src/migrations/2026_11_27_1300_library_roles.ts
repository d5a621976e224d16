import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The library designs' structure for tagged PDFs (docs/template-format.md: `role`, `alt`): each title a
 * title, section headings headings, and each QR code and chart an alternative text in the design's
 * language. Frozen here by template and element id, as the designs were on this day.
 */
const PREFIX = "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0";
const EN = { invoice: "001", quote: "002", certificate: "003", label: "004", ticket: "005", report: "006", einvoice: "007" };
const NL = { invoice: "101", quote: "102", certificate: "103", label: "104", ticket: "105", report: "106", einvoice: "107" };

type Change = { role?: string; alt?: string };
const INVOICE = (alt: string): Record<string, Change> => ({ title: { role: "title" }, "pay-qr": { alt } });
const REPORT = (alt: string): Record<string, Change> => ({
  title: { role: "title" },
  "summary-title": { role: "heading2" },
  "regions-title": { role: "heading2" },
  "revenue-title": { role: "heading2" },
  "revenue-chart": { alt },
});

export const LIBRARY_STRUCTURE: Record<string, Record<string, Change>> = {
  [EN.invoice]: INVOICE("QR code to pay invoice {{ invoice.number }}"),
  [EN.einvoice]: INVOICE("QR code to pay invoice {{ invoice.number }}"),
  [NL.invoice]: INVOICE("QR-code om factuur {{ invoice.number }} te betalen"),
  [NL.einvoice]: INVOICE("QR-code om factuur {{ invoice.number }} te betalen"),
  [EN.quote]: { title: { role: "title" } },
  [NL.quote]: { title: { role: "title" } },
  [EN.certificate]: { kicker: { role: "title" }, recipient: { role: "heading1" } },
  [NL.certificate]: { kicker: { role: "title" }, recipient: { role: "heading1" } },
  [EN.label]: { "service-text": { role: "heading1" }, qr: { alt: "Tracking code {{ tracking }}" } },
  [NL.label]: { "service-text": { role: "heading1" }, qr: { alt: "Trackingcode {{ tracking }}" } },
  [EN.ticket]: { event: { role: "title" }, qr: { alt: "Ticket code {{ ticket.code }}" } },
  [NL.ticket]: { event: { role: "title" }, qr: { alt: "Ticketcode {{ ticket.code }}" } },
  [EN.report]: REPORT("Bar chart of revenue by month"),
  [NL.report]: REPORT("Staafdiagram van de omzet per maand"),
};

type Element = Record<string, unknown> & { id: string };
type StoredDocument = { pages: { elements: Element[] }[] } & Record<string, unknown>;

const parse = (value: unknown): StoredDocument => (typeof value === "string" ? JSON.parse(value) : value) as StoredDocument;

/** The document with `changes` applied to its elements by id: set (`up`), or taken out again (`down`). */
export function withStructure(document: StoredDocument, changes: Record<string, Change>, undo = false): StoredDocument {
  const apply = (element: Element): Element => {
    const change = changes[element.id];
    if (!change) return element;
    if (!undo) return { ...element, ...change };
    const copy = { ...element };
    for (const key of Object.keys(change)) delete copy[key];
    return copy;
  };
  return { ...document, pages: document.pages.map((page) => ({ ...page, elements: page.elements.map(apply) })) };
}

/**
 * In place, in the design and its current version: a library design is never edited, only copied,
 * and its version number stays what earlier migrations made it.
 */
async function update(db: Kysely<any>, undo: boolean): Promise<void> {
  for (const [suffix, changes] of Object.entries(LIBRARY_STRUCTURE)) {
    const id = PREFIX + suffix;
    const row = await db.selectFrom("templates").select(["version", "document"]).where("id", "=", id).executeTakeFirst();
    if (!row) continue;
    const json = JSON.stringify(withStructure(parse(row.document), changes, undo));
    await db
      .updateTable("templates")
      .set({ document: json, updated_at: sql`now()` })
      .where("id", "=", id)
      .execute();
    await db
      .updateTable("template_versions")
      .set({ document: json })
      .where("template_id", "=", id)
      .where("version", "=", row.version)
      .execute();
  }
}

export const up = (db: Kysely<any>) => update(db, false);
export const down = (db: Kysely<any>) => update(db, true);
