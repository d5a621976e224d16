import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import i18next from "~/utils/i18next.server";
import { formatDate, formatMoney, formatTag } from "~/utils/format";
import type { Locale } from "~/utils/locale";
import { renderAndWait } from "~/utils/queue.server";
import template from "./invoice-template.json";
import { countryOptions } from "~/features/forms/countries";
import { findInvoice } from "./invoices.server";

const LABELS = [
  "invoice",
  "number",
  "date",
  "due",
  "reference",
  "period",
  "billTo",
  "description",
  "amount",
  "subtotal",
  "total",
  "payment",
  "iban",
  "bic",
  "accountHolder",
  "vatId",
  "customerVatId",
] as const;

/** Days a manual invoice gives to pay (its due date). */
export const PAYMENT_TERM_DAYS = 14;

/**
 * An invoice's PDF, made by our own engine from `invoice-template.json` through the render queue
 * and a worker like any customer document: what the invoice row fixed at issue (customer,
 * operator, amounts), in the reader's language.
 */
export async function renderInvoicePdf(
  db: Kysely<Database>,
  options: { workspaceId: string; invoiceId: string; locale: Locale; timeoutMs: number },
): Promise<{ body: Buffer; fileName: string }> {
  const invoice = await findInvoice(db, { workspaceId: options.workspaceId, id: options.invoiceId });
  const t = await i18next.getFixedT(options.locale, "app");
  const tag = formatTag(options.locale);
  const money = (minor: number) => formatMoney(minor, invoice.currency, options.locale);
  const day = (value: Date | string) => formatDate(value, options.locale, "long");
  const customer = invoice.customer as Record<string, string | null>;
  const operator = invoice.operator as Record<string, string | null>;
  const description = t(`billing.invoiceLine.${invoice.plan}_${invoice.period}`, { defaultValue: invoice.description });
  const countryName = customer.country
    ? (countryOptions(options.locale).find((c) => c.code === customer.country)?.name ?? customer.country)
    : "";
  const due = new Date(new Date(invoice.issued_at).getTime() + PAYMENT_TERM_DAYS * 86_400_000);
  const credit = invoice.credit_amount;
  const data = {
    operator: {
      name: operator.name ?? "",
      address: operator.address ?? "",
      iban: operator.iban ?? "",
      bic: operator.bic ?? "",
      vatId: operator.vatId ?? "",
    },
    invoice: {
      number: invoice.number,
      date: day(invoice.issued_at),
      due: day(due),
      period: `${day(invoice.period_start)} – ${day(invoice.period_end)}`,
    },
    // The buyer in full: the business (or person), who to reach, the address, the country's name, the VAT ID.
    customer: {
      billTo: [customer.name, customer.contact, customer.email, customer.address, countryName].filter(Boolean).join("\n"),
      vatId: customer.vatId ?? "",
    },
    lines: [
      { description, amount: money(invoice.net_amount + credit) },
      ...(credit > 0 ? [{ description: t("billing.pdf.credit"), amount: money(-credit) }] : []),
    ],
    totals: {
      net: money(invoice.net_amount),
      vatLabel: t("billing.pdf.vat", { rate: Number(invoice.vat_rate) }),
      vat: money(invoice.vat_amount),
      total: money(invoice.amount),
    },
    vatNote: invoice.reverse_charge ? t("billing.pdf.reverseCharge") : "",
    labels: Object.fromEntries(LABELS.map((key) => [key, t(`billing.pdf.${key}`, { number: invoice.number })])),
  };
  const { files } = await renderAndWait({
    payload: {
      requestId: `invoice-${randomUUID()}`,
      document: { ...template, locale: tag },
      data,
      images: {},
      format: "pdf",
      scale: 1,
      watermark: false,
      locale: tag,
      deadlineAt: Date.now() + options.timeoutMs,
    },
  });
  return { body: files[0]!, fileName: `${invoice.number}.pdf` };
}
