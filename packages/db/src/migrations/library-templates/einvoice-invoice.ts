import { DUTCH_EINVOICE_INVOICE, dutchDesign } from "./dutch.ts";
import { invoice } from "./invoice.ts";

// "Invoice (e-invoice ready)": the invoice design with its data mapped to EN 16931 (the `einvoice` block),
// so a generation call with `einvoice: "factur-x"` (or format cii / ubl) makes a valid e-invoice at once.
const exampleData = {
  company: {
    name: "Northwind Studio B.V.",
    street: "Havenstraat 12",
    postalCode: "3011 AB",
    city: "Rotterdam",
    country: "NL",
    vatId: "NL859622913B01",
    registration: "69538712",
    email: "billing@northwind.example",
    iban: "NL91 ABNA 0417 1643 00",
    bic: "ABNANL2A",
  },
  customer: {
    name: "Contoso GmbH",
    street: "Hauptstraße 1",
    postalCode: "10115",
    city: "Berlin",
    country: "DE",
    vatId: "DE123456789",
    email: "ap@contoso.example",
    reference: "PO-4471",
  },
  invoice: {
    number: "2026-117",
    date: "2026-11-03",
    due: "2026-12-03",
    currency: "EUR",
    subtotal: 1520,
    vat: 319.2,
    total: 1839.2,
    paymentLink: "https://pay.example.com/2026-117",
  },
  notes: "Thank you for your business.",
  items: [
    { description: "Brand design workshop", quantity: 4, unit: "HUR", price: 190, vatCategory: "S", vatRate: 21 },
    { description: "Logo files", quantity: 1, unit: "C62", price: 760, vatCategory: "S", vatRate: 21 },
  ],
};

const texts: Record<string, string> = {
  "company-address":
    "{{ company.street }}, {{ company.postalCode }} {{ company.city }}\nVAT {{ company.vatId }} · Reg. {{ company.registration }}",
  billto:
    "{{ customer.name }}\n{{ customer.street }}\n{{ customer.postalCode }} {{ customer.city }}, {{ customer.country }}\nVAT {{ customer.vatId | default:'—' }}",
  totals: "{{ invoice.subtotal | currency:'EUR' }}\n{{ invoice.vat | currency:'EUR' }}\n{{ invoice.total | currency:'EUR' }}",
  "totals-labels": "Subtotal\nVAT\nTotal due",
  "pay-text":
    "Transfer {{ invoice.total | currency:'EUR' }} to IBAN {{ company.iban }} (BIC {{ company.bic }}) quoting {{ invoice.number }}.\n{{ notes | default:'Thank you for your business.' }}",
};

const PARTY_LABELS: Record<string, string> = {
  name: "name",
  street: "street",
  postalCode: "postal code",
  city: "city",
  country: "country code",
  vatId: "VAT ID",
  registration: "registration number",
  email: "e-mail",
  iban: "IBAN",
  bic: "BIC",
  reference: "reference",
};

type Element = { id: string; text?: string; columns?: { header: string; value: string; width: number; align?: string }[] };

export const einvoiceInvoice = {
  ...invoice,
  name: "Invoice (e-invoice ready)",
  pages: invoice.pages.map((page) => ({
    ...page,
    elements: (page.elements as Element[]).map((e) => ({
      ...e,
      ...(texts[e.id] ? { text: texts[e.id] } : {}),
      ...(e.id === "items"
        ? {
            columns: [
              { header: "Description", value: "{{ row.description }}", width: 80 },
              { header: "Qty", value: "{{ row.quantity }}", width: 16, align: "right" },
              { header: "Unit price", value: "{{ row.price | currency:'EUR' }}", width: 28, align: "right" },
              { header: "VAT", value: "{{ row.vatRate }}%", width: 18, align: "right" },
              { header: "Amount", value: "{{ row.quantity * row.price | currency:'EUR' }}", width: 32, align: "right" },
            ],
          }
        : {}),
    })),
  })),
  bindings: [
    ...["name", "street", "postalCode", "city", "country", "vatId", "registration", "email", "iban", "bic"].map((k) => ({
      key: `company.${k}`,
      label: `Company: ${PARTY_LABELS[k]}`,
      type: "text",
    })),
    ...["name", "street", "postalCode", "city", "country", "vatId", "email", "reference"].map((k) => ({
      key: `customer.${k}`,
      label: `Customer: ${PARTY_LABELS[k]}`,
      type: "text",
    })),
    ...["number", "date", "due", "currency", "paymentLink"].map((k) => ({ key: `invoice.${k}`, label: `Invoice ${k}`, type: "text" })),
    ...["subtotal", "vat", "total", "discount"].map((k) => ({ key: `invoice.${k}`, label: `Invoice ${k}`, type: "number" })),
    { key: "notes", label: "Notes", type: "text" },
    ...["description", "unit", "vatCategory"].map((k) => ({ key: `items[].${k}`, label: `Line ${k}`, type: "text" })),
    ...["quantity", "price", "vatRate"].map((k) => ({ key: `items[].${k}`, label: `Line ${k}`, type: "number" })),
  ],
  exampleData,
  einvoice: {
    number: "invoice.number",
    issueDate: "invoice.date",
    dueDate: "invoice.due",
    currency: "invoice.currency | default:'EUR'",
    buyerReference: "customer.reference",
    notes: "notes",
    seller: {
      name: "company.name",
      address: { line1: "company.street", city: "company.city", postalCode: "company.postalCode", country: "company.country" },
      vatId: "company.vatId",
      legalRegistrationId: "company.registration",
      electronicAddress: "company.email",
    },
    buyer: {
      name: "customer.name",
      address: { line1: "customer.street", city: "customer.city", postalCode: "customer.postalCode", country: "customer.country" },
      vatId: "customer.vatId",
      electronicAddress: "customer.email",
    },
    payment: { iban: "company.iban", bic: "company.bic", reference: "invoice.number" },
    allowances: [{ amount: "invoice.discount", reason: "'Discount'" }],
    charges: [],
    lines: {
      each: "items",
      name: "row.description",
      quantity: "row.quantity",
      unitCode: "row.unit",
      netPrice: "row.price",
      vatCategory: "row.vatCategory",
      vatRate: "row.vatRate",
    },
  },
};

/** The Dutch version: nl-NL, Dutch texts and a Dutch customer; the same mapping. */
export function dutchEinvoiceInvoice() {
  const dutch = dutchDesign(einvoiceInvoice, DUTCH_EINVOICE_INVOICE);
  return {
    ...dutch,
    exampleData: {
      ...exampleData,
      customer: {
        name: "Bakkerij De Vries B.V.",
        street: "Stationsplein 1",
        postalCode: "3511 ED",
        city: "Utrecht",
        country: "NL",
        vatId: "NL001234567B01",
        email: "administratie@devries.example",
        reference: "Inkoop 88",
      },
      notes: "Bedankt voor uw opdracht.",
      items: [
        { description: "Workshop merkontwerp", quantity: 4, unit: "HUR", price: 190, vatCategory: "S", vatRate: 21 },
        { description: "Logobestanden", quantity: 1, unit: "C62", price: 760, vatCategory: "S", vatRate: 21 },
      ],
    },
    einvoice: einvoiceInvoice.einvoice,
  };
}

export function einvoiceLibraryTemplates() {
  return [
    { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0007", locale: "en", document: einvoiceInvoice },
    { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0107", locale: "nl", document: dutchEinvoiceInvoice() },
  ];
}
