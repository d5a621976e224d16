import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import i18next from "~/utils/i18next.server";
import type { Locale } from "~/utils/locale";
import { renderAndWait } from "~/utils/queue.server";
import template from "./invoice-template.json";
import { findInvoice } from "./invoices.server";

const LABELS = ["invoice", "number", "date", "period", "billTo", "description", "amount", "subtotal", "total", "payment", "iban", "bic", "accountHolder", "vatId"] as const;

/**
 * An invoice's PDF, made by our own engine from `invoice-template.json` through the render queue
 * and a worker like any customer document: what the invoice row fixed at issue (customer,
 * operator, amounts), in the reader's language.
 */
export async function renderInvoicePdf(db: Kysely<Database>, options: { workspaceId: string; invoiceId: string; locale: Locale; timeoutMs: number }): Promise<{ body: Buffer; fileName: string }> {
  const invoice = await findInvoice(db, { workspaceId: options.workspaceId, id: options.invoiceId });
  const t = await i18next.getFixedT(options.locale, "app");
  const tag = options.locale === "nl" ? "nl-NL" : "en-GB";
  const money = (minor: number) => new Intl.NumberFormat(tag, { style: "currency", currency: invoice.currency }).format(minor / 100);
  const day = (value: Date | string) => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(new Date(value));
  const customer = invoice.customer as Record<string, string | null>;
  const operator = invoice.operator as Record<string, string | null>;
  const description = t(`billing.invoiceLine.${invoice.plan}_${invoice.period}`, { defaultValue: invoice.description });
  const data = {
    operator: { name: operator.name ?? "", address: operator.address ?? "", iban: operator.iban ?? "", bic: operator.bic ?? "", vatId: operator.vatId ?? "" },
    invoice: { number: invoice.number, date: day(invoice.issued_at), period: `${day(invoice.period_start)} – ${day(invoice.period_end)}` },
    customer: { name: customer.name ?? "", email: customer.email ?? "", country: customer.country ?? "" },
    lines: [{ description, amount: money(invoice.net_amount) }],
    totals: { net: money(invoice.net_amount), vatLabel: t("billing.pdf.vat", { rate: Number(invoice.vat_rate) }), vat: money(invoice.vat_amount), total: money(invoice.amount) },
    labels: Object.fromEntries(LABELS.map((key) => [key, t(`billing.pdf.${key}`, { number: invoice.number })])),
  };
  const { files } = await renderAndWait({
    payload: { requestId: `invoice-${randomUUID()}`, document: { ...template, locale: tag }, data, images: {}, format: "pdf", scale: 1, watermark: false, locale: tag, deadlineAt: Date.now() + options.timeoutMs },
  });
  return { body: files[0]!, fileName: `${invoice.number}.pdf` };
}
