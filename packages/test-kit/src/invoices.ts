import type { EinvoiceMapping } from "@paperjet/template";
import { einvoiceInvoice } from "../../db/src/migrations/library-templates/einvoice-invoice.ts";

/** The mapping of the library's "Invoice (e-invoice ready)" design, over data shaped like its example data. */
export const MAPPING: EinvoiceMapping = einvoiceInvoice.einvoice;

const company = {
  name: "Northwind Studio B.V.",
  street: "Havenstraat 12",
  city: "Rotterdam",
  postalCode: "3011 AB",
  country: "NL",
  vatId: "NL859622913B01",
  registration: "69538712",
  email: "billing@northwind.example",
  iban: "NL91 ABNA 0417 1643 00",
  bic: "ABNANL2A",
};

export const EXAMPLE = {
  company,
  customer: {
    name: "Contoso GmbH",
    street: "Hauptstraße 1",
    city: "Berlin",
    postalCode: "10115",
    country: "DE",
    vatId: "DE123456789",
    email: "ap@contoso.example",
    reference: "PO-4471",
  },
  invoice: { number: "2026-117", date: "2026-11-03", due: "2026-12-03", currency: "EUR" },
  notes: "Thank you for your business.",
  items: [
    { description: "Brand design workshop", quantity: 4, unit: "HUR", price: 190, vatCategory: "S", vatRate: 21 },
    { description: "Logo files", quantity: 1, unit: "C62", price: 760, vatCategory: "S", vatRate: 21 },
  ],
};

const line = (description: string, quantity: number, price: number, vatRate = 21, vatCategory = "S", unit = "C62") => ({
  description,
  quantity,
  unit,
  price,
  vatCategory,
  vatRate,
});

/** The five more invoices of issue 32: several rates, an allowance, reverse charge in the EU, a Dutch customer, 120 lines. */
export const INVOICES: Record<string, Record<string, unknown>> = {
  "library example": EXAMPLE,
  "several VAT rates": {
    ...EXAMPLE,
    items: [
      line("Consulting", 3, 120.5),
      line("Books", 2, 19.99, 9),
      line("Export box", 1, 15, 0, "Z"),
      line("Course fee", 1, 333.33, 0, "E"),
    ],
  },
  "an allowance": {
    ...EXAMPLE,
    invoice: { ...EXAMPLE.invoice, discount: 50.55 },
    items: [line("Annual licence", 1, 1200), line("Support hours", 7.5, 85.333)],
  },
  "reverse charge EU customer": {
    ...EXAMPLE,
    customer: {
      ...EXAMPLE.customer,
      name: "Société Exemple SARL",
      street: "1 rue de la Paix",
      city: "Paris",
      postalCode: "75002",
      country: "FR",
      vatId: "FR12345678901",
    },
    items: [line("Installation services", 10, 95, 0, "AE"), line("Travel", 1, 240, 0, "AE")],
  },
  "Dutch customer": {
    ...EXAMPLE,
    customer: {
      name: "Bakkerij De Vries B.V.",
      street: "Stationsplein 1",
      city: "Utrecht",
      postalCode: "3511 ED",
      country: "NL",
      vatId: "NL001234567B01",
      email: "administratie@devries.example",
      reference: "Inkoop 88",
    },
    notes: "Bedankt voor uw opdracht.",
    items: [line("Ontwerp verpakking", 12, 87.5), line("Drukproef", 3, 14.95)],
  },
  "120 lines": {
    ...EXAMPLE,
    items: Array.from({ length: 120 }, (_, i) =>
      line(`Item ${i + 1}`, (i % 7) + 1, Math.round((3.17 + i * 1.31) * 100) / 100, i % 3 === 0 ? 9 : 21),
    ),
  },
};
