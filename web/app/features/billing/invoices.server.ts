import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "@paperjet/db";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";

export type InvoiceStatus = "paid" | "not_paid" | "payment_due" | "pending" | "posted" | "voided";

/** A billing-history row (api.md: amount in minor units, including VAT). */
export interface InvoiceView {
  id: string;
  number: string;
  date: string;
  description: string;
  /** Manual invoices: what the description says, for showing it in the reader's language (null from Chargebee). */
  plan: string | null;
  period: string | null;
  amount: number;
  currency: string;
  status: InvoiceStatus;
}

export interface InvoiceParty {
  [field: string]: string | null;
}

export interface NewInvoice {
  workspaceId: string;
  provider: string;
  providerInvoiceId?: string | null;
  description: string;
  plan: string;
  period: string;
  periodStart: Date;
  periodEnd: Date;
  netAmount: number;
  /** Credit taken off the price before netAmount (shown as its own line). */
  creditAmount?: number;
  vatRate: number;
  reverseCharge?: boolean;
  currency: string;
  status: InvoiceStatus;
  customer: InvoiceParty;
  operator: InvoiceParty;
  issuedAt?: Date;
}

/** A new invoice with the next number (`PJ-<year>-<00001>`); VAT is rounded to the minor unit. */
export async function issueInvoice(db: Kysely<Database>, invoice: NewInvoice): Promise<InvoiceView> {
  const issuedAt = invoice.issuedAt ?? new Date();
  const vatAmount = Math.round((invoice.netAmount * invoice.vatRate) / 100);
  const next = await sql<{ n: string }>`select nextval('invoice_number_seq') as n`.execute(db);
  const number = `PJ-${issuedAt.getUTCFullYear()}-${String(next.rows[0]!.n).padStart(5, "0")}`;
  const row = await db
    .insertInto("invoices")
    .values({
      workspace_id: invoice.workspaceId,
      provider: invoice.provider,
      provider_invoice_id: invoice.providerInvoiceId ?? null,
      number,
      issued_at: issuedAt,
      description: invoice.description,
      plan: invoice.plan,
      period: invoice.period,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      net_amount: invoice.netAmount,
      credit_amount: invoice.creditAmount ?? 0,
      reverse_charge: invoice.reverseCharge ?? false,
      vat_rate: invoice.vatRate,
      vat_amount: vatAmount,
      amount: invoice.netAmount + vatAmount,
      currency: invoice.currency,
      status: invoice.status,
      customer: JSON.stringify(invoice.customer),
      operator: JSON.stringify(invoice.operator),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toView(row);
}

type InvoiceRow = Selectable<Database["invoices"]>;

function toView(row: InvoiceRow): InvoiceView {
  return {
    id: row.id,
    number: row.number,
    date: new Date(row.issued_at).toISOString(),
    description: row.description,
    plan: row.plan,
    period: row.period,
    amount: row.amount,
    currency: row.currency,
    status: row.status as InvoiceStatus,
  };
}

/** A workspace's billing history, newest first. */
export async function listInvoices(db: Kysely<Database>, workspaceId: string): Promise<InvoiceView[]> {
  const rows = await db
    .selectFrom("invoices")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .orderBy("issued_at", "desc")
    .orderBy("number", "desc")
    .execute();
  return rows.map(toView);
}

/** One invoice of the workspace with what its PDF shows; 404 for another workspace's. */
export async function findInvoice(db: Kysely<Database>, options: { workspaceId: string; id: string }) {
  const row = isUuid(options.id)
    ? await db
        .selectFrom("invoices")
        .selectAll()
        .where("id", "=", options.id)
        .where("workspace_id", "=", options.workspaceId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw apiError("not_found", "invoiceNotFound", "No such invoice in this workspace.");
  return row;
}

/** Invoices waiting for a bank transfer, oldest first (the admin's list). */
export async function listDueInvoices(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("invoices")
    .innerJoin("workspaces", "workspaces.id", "invoices.workspace_id")
    .select([
      "invoices.id",
      "invoices.number",
      "invoices.issued_at",
      "invoices.amount",
      "invoices.currency",
      "invoices.description",
      "invoices.plan",
      "invoices.period",
      "workspaces.name as workspace",
    ])
    .where("invoices.provider", "=", "manual")
    .where("invoices.status", "=", "payment_due")
    .orderBy("invoices.issued_at")
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, issued_at: new Date(r.issued_at).toISOString() }));
}

/**
 * An administrator records that a manual invoice was paid (the transfer arrived) or voids it.
 * Only a `payment_due` invoice changes (409 otherwise), so a double click records one change.
 */
export async function setManualInvoiceStatus(
  db: Kysely<Database>,
  options: { id: string; status: "paid" | "voided"; adminId: number },
): Promise<InvoiceView> {
  const existing = isUuid(options.id)
    ? await db.selectFrom("invoices").select(["status", "provider"]).where("id", "=", options.id).executeTakeFirst()
    : undefined;
  if (!existing || existing.provider !== "manual") throw apiError("not_found", "invoiceNotFound", "No such invoice in this workspace.");
  const row = await db
    .updateTable("invoices")
    .set({ status: options.status, status_changed_at: new Date(), status_changed_by: options.adminId })
    .where("id", "=", options.id)
    .where("status", "=", "payment_due")
    .returningAll()
    .executeTakeFirst();
  if (!row)
    throw apiError("conflict", "invoiceNotDue", `The invoice is ${existing.status}, not payment_due; it cannot change any more.`, {
      params: { status: existing.status },
    });
  return toView(row);
}
