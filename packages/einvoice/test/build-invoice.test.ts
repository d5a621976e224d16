import { describe, expect, it } from "vitest";
import { buildInvoice, toCents, violationsByRule, writeCii, writeUbl } from "../src/index.ts";
import { EXAMPLE, INVOICES, MAPPING } from "@paperjet/test-kit/invoices";

const build = (data: Record<string, unknown>) => buildInvoice({ mapping: MAPPING, data });
const rules = (data: Record<string, unknown>) => {
  const result = build(data);
  return result.ok ? [] : result.violations.map((v) => `${v.rule} ${v.path}`);
};

describe("buildInvoice", () => {
  it("computes line amounts, the VAT breakdown and the totals as EN 16931 rounds them", () => {
    const result = build(INVOICES["several VAT rates"]);
    if (!result.ok) throw new Error(JSON.stringify(result.violations));
    const { lines, vat, totals } = result.invoice;
    expect(lines.map((l) => l.netAmountCents)).toEqual([36150, 3998, 1500, 33333]);
    expect(vat).toEqual([
      { category: "S", rate: 21, taxableCents: 36150, taxCents: 7592 },
      { category: "S", rate: 9, taxableCents: 3998, taxCents: 360 },
      { category: "Z", rate: 0, taxableCents: 1500, taxCents: 0 },
      { category: "E", rate: 0, taxableCents: 33333, taxCents: 0, exemptionReason: "Exempt from VAT", exemptionReasonCode: "VATEX-EU-132" },
    ]);
    expect(totals).toEqual({
      lineCents: 74981,
      allowanceCents: 0,
      chargeCents: 0,
      taxBasisCents: 74981,
      taxCents: 7952,
      grandCents: 82933,
      dueCents: 82933,
    });
  });

  it("takes a document-level allowance off the category of the lines", () => {
    const result = build(INVOICES["an allowance"]);
    if (!result.ok) throw new Error(JSON.stringify(result.violations));
    // 7.5 × 85.333 = 639.9975 → 640.00; 1200 + 640 − 50.55 = 1789.45; 21 % = 375.7845 → 375.78.
    expect(result.invoice.vat).toEqual([{ category: "S", rate: 21, taxableCents: 178945, taxCents: 37578 }]);
    expect(result.invoice.totals.grandCents).toBe(178945 + 37578);
  });

  it("rounds half away from zero without binary noise", () => {
    expect([toCents(1.005), toCents(2.675), toCents(-1.005), toCents(0.1 + 0.2)]).toEqual([101, 268, -101, 30]);
  });

  it("names each broken rule by its EN 16931 id with the data path that broke it", () => {
    const items = EXAMPLE.items.map((item, i) => (i === 1 ? { ...item, vatRate: 0 } : item));
    expect(rules({ ...EXAMPLE, items })).toEqual(["BR-S-05 data.items[1].vatRate"]);
    expect(rules({ ...EXAMPLE, customer: { ...EXAMPLE.customer, country: undefined } })).toEqual(["BR-11 data.customer.country"]);
    expect(rules({ ...EXAMPLE, customer: { ...EXAMPLE.customer, country: "Germany" } })).toEqual(["BR-CL-14 data.customer.country"]);
    expect(rules({ ...EXAMPLE, invoice: { ...EXAMPLE.invoice, currency: "EURO" } })).toEqual(["BR-CL-04 data.invoice.currency"]);
    expect(rules({ ...EXAMPLE, invoice: { ...EXAMPLE.invoice, number: "" } })).toEqual(["BR-02 data.invoice.number"]);
    expect(rules({ ...EXAMPLE, items: [] })).toEqual(["BR-16 data.items"]);
    expect(rules({ ...EXAMPLE, items: [{ ...EXAMPLE.items[0], unit: "hours" }] })).toEqual(["BR-CL-23 data.items[0].unit"]);
    expect(rules({ ...EXAMPLE, company: { ...EXAMPLE.company, vatId: "859622913B01", registration: undefined } })).toEqual([
      "BR-CO-09 data.company.vatId",
    ]);
    expect(rules({ ...EXAMPLE, company: { ...EXAMPLE.company, iban: undefined } })).toEqual(["BR-61 data.company.iban"]);
    expect(rules({ ...EXAMPLE, invoice: { ...EXAMPLE.invoice, due: "3 December" } })).toEqual([
      "BT-9 data.invoice.due",
      "BR-CO-25 einvoice.dueDate",
    ]);
  });

  it("refuses a text with a control character, which XML cannot carry, naming where it is", () => {
    const customer = { ...EXAMPLE.customer, name: "Contoso\u0001 GmbH" };
    const items = EXAMPLE.items.map((item, i) => (i === 1 ? { ...item, description: "Logo\u001b[31m files" } : item));
    const result = build({ ...EXAMPLE, customer, items, notes: "Thanks\u0007" });
    expect(result.ok ? [] : result.violations).toEqual([
      { rule: "XML", path: "data.customer.name", value: "U+0001" },
      { rule: "XML", path: "data.items[1].description", value: "U+001B" },
      { rule: "XML", path: "data.notes", value: "U+0007" },
    ]);
    // A tab and line breaks are XML characters.
    expect(rules({ ...EXAMPLE, notes: "Thank you.\n\tNorthwind\r\n" })).toEqual([]);
  });

  it("checks the identifiers reverse charge needs", () => {
    const data = INVOICES["reverse charge EU customer"] as typeof EXAMPLE;
    expect(rules(data)).toEqual([]);
    expect(rules({ ...data, customer: { ...data.customer, vatId: undefined } })).toEqual(["BR-AE-02 einvoice.buyer.vatId"]);
    expect(rules({ ...data, items: data.items.map((i) => ({ ...i, vatRate: 21 })) })).toEqual([
      "BR-AE-05 data.items[0].vatRate",
      "BR-AE-05 data.items[1].vatRate",
    ]);
  });

  it("words the 422's errors by rule in English and Dutch", () => {
    const result = build({ ...EXAMPLE, customer: { ...EXAMPLE.customer, country: "" } });
    if (result.ok) throw new Error("expected a violation");
    expect(violationsByRule(result.violations)).toEqual({
      "BR-11": ["data.customer.country: The Buyer postal address shall contain a Buyer country code (BT-55)."],
    });
    expect(violationsByRule(result.violations, "nl")).toEqual({
      "BR-11": ["data.customer.country: Het postadres van de koper moet een landcode bevatten (BT-55)."],
    });
  });
});

describe("the XML writers", () => {
  it("escape the data's text and carry the profile identifiers", () => {
    const result = build({ ...EXAMPLE, customer: { ...EXAMPLE.customer, name: `Smith & Sons <"Ltd">` } });
    if (!result.ok) throw new Error(JSON.stringify(result.violations));
    const cii = writeCii(result.invoice);
    const ubl = writeUbl(result.invoice);
    expect(cii).toContain('<ram:Name>Smith &amp; Sons &lt;"Ltd"&gt;</ram:Name>');
    expect(cii).toContain("<ram:ID>urn:cen.eu:en16931:2017</ram:ID>");
    expect(ubl).toContain('<cbc:RegistrationName>Smith &amp; Sons &lt;"Ltd"&gt;</cbc:RegistrationName>');
    expect(ubl).toContain(
      "<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>",
    );
    expect(ubl).toContain("<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>");
  });
});
