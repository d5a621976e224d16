import type { AllowanceCharge, Invoice, Party, VatCategory } from "./invoice.ts";
import { amount, decimal, el, opt, writeXml, type XmlNode } from "./xml-tree.ts";

/** Peppol BIS Billing 3.0 on EN 16931 (BT-24) and its business process (BT-23). */
export const UBL_CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";
export const UBL_PROFILE_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

const NAMESPACES = {
  "": "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
};

const vatScheme = el("cac:TaxScheme", [el("cbc:ID", "VAT")]);

/** The invoice as an OASIS UBL 2.1 Invoice for Peppol BIS Billing 3.0. */
export function writeUbl(invoice: Invoice): string {
  const money = (name: string, cents: number) => el(name, amount(cents), { currencyID: invoice.currency });
  const category = (name: string, cat: VatCategory, rate: number | undefined, extra: (XmlNode | undefined)[] = []) =>
    el(name, [el("cbc:ID", cat), rate !== undefined && el("cbc:Percent", decimal(rate)), ...extra, vatScheme]);
  const t = invoice.totals;
  const root = el("Invoice", [
    el("cbc:CustomizationID", UBL_CUSTOMIZATION_ID),
    el("cbc:ProfileID", UBL_PROFILE_ID),
    el("cbc:ID", invoice.number),
    el("cbc:IssueDate", invoice.issueDate),
    opt("cbc:DueDate", invoice.dueDate),
    el("cbc:InvoiceTypeCode", "380"),
    ...invoice.notes.map((n) => el("cbc:Note", n)),
    el("cbc:DocumentCurrencyCode", invoice.currency),
    opt("cbc:BuyerReference", invoice.buyerReference),
    invoice.orderReference !== undefined && el("cac:OrderReference", [el("cbc:ID", invoice.orderReference)]),
    el("cac:AccountingSupplierParty", [party(invoice.seller, true)]),
    el("cac:AccountingCustomerParty", [party(invoice.buyer, false)]),
    invoice.delivery &&
      el("cac:Delivery", [
        opt("cbc:ActualDeliveryDate", invoice.delivery.date),
        invoice.delivery.country !== undefined &&
          el("cac:DeliveryLocation", [el("cac:Address", [el("cac:Country", [el("cbc:IdentificationCode", invoice.delivery.country)])])]),
      ]),
    invoice.payment &&
      el("cac:PaymentMeans", [
        el("cbc:PaymentMeansCode", invoice.payment.meansCode),
        opt("cbc:PaymentID", invoice.payment.reference),
        invoice.payment.iban !== undefined &&
          el("cac:PayeeFinancialAccount", [
            el("cbc:ID", invoice.payment.iban),
            opt("cbc:Name", invoice.payment.accountName),
            invoice.payment.bic !== undefined && el("cac:FinancialInstitutionBranch", [el("cbc:ID", invoice.payment.bic)]),
          ]),
      ]),
    invoice.payment?.terms !== undefined && el("cac:PaymentTerms", [el("cbc:Note", invoice.payment.terms)]),
    ...invoice.allowances.map((a: AllowanceCharge) =>
      el("cac:AllowanceCharge", [
        el("cbc:ChargeIndicator", String(a.charge)),
        opt("cbc:AllowanceChargeReasonCode", a.reasonCode),
        opt("cbc:AllowanceChargeReason", a.reason),
        money("cbc:Amount", a.amountCents),
        category("cac:TaxCategory", a.vatCategory, a.vatRate),
      ]),
    ),
    el("cac:TaxTotal", [
      money("cbc:TaxAmount", t.taxCents),
      ...invoice.vat.map((g) =>
        el("cac:TaxSubtotal", [
          money("cbc:TaxableAmount", g.taxableCents),
          money("cbc:TaxAmount", g.taxCents),
          category("cac:TaxCategory", g.category, g.rate, [
            opt("cbc:TaxExemptionReasonCode", g.exemptionReasonCode),
            opt("cbc:TaxExemptionReason", g.exemptionReason),
          ]),
        ]),
      ),
    ]),
    el("cac:LegalMonetaryTotal", [
      money("cbc:LineExtensionAmount", t.lineCents),
      money("cbc:TaxExclusiveAmount", t.taxBasisCents),
      money("cbc:TaxInclusiveAmount", t.grandCents),
      t.allowanceCents !== 0 && money("cbc:AllowanceTotalAmount", t.allowanceCents),
      t.chargeCents !== 0 && money("cbc:ChargeTotalAmount", t.chargeCents),
      money("cbc:PayableAmount", t.dueCents),
    ]),
    ...invoice.lines.map((line) =>
      el("cac:InvoiceLine", [
        el("cbc:ID", line.id),
        opt("cbc:Note", line.note),
        el("cbc:InvoicedQuantity", decimal(line.quantity), { unitCode: line.unitCode }),
        money("cbc:LineExtensionAmount", line.netAmountCents),
        el("cac:Item", [
          opt("cbc:Description", line.description),
          el("cbc:Name", line.name),
          category("cac:ClassifiedTaxCategory", line.vatCategory, line.vatRate),
        ]),
        el("cac:Price", [el("cbc:PriceAmount", decimal(line.netPrice), { currencyID: invoice.currency })]),
      ]),
    ),
  ]);
  return writeXml(root, NAMESPACES);
}

function party(p: Party, seller: boolean): XmlNode {
  const a = p.address;
  return el("cac:Party", [
    p.electronicAddress && el("cbc:EndpointID", p.electronicAddress.value, { schemeID: p.electronicAddress.scheme }),
    p.tradingName !== undefined && el("cac:PartyName", [el("cbc:Name", p.tradingName)]),
    el("cac:PostalAddress", [
      opt("cbc:StreetName", a.line1),
      opt("cbc:AdditionalStreetName", a.line2),
      opt("cbc:CityName", a.city),
      opt("cbc:PostalZone", a.postalCode),
      opt("cbc:CountrySubentity", a.subdivision),
      el("cac:Country", [el("cbc:IdentificationCode", a.country)]),
    ]),
    p.vatId !== undefined && el("cac:PartyTaxScheme", [el("cbc:CompanyID", p.vatId), vatScheme]),
    seller &&
      p.taxRegistrationId !== undefined &&
      el("cac:PartyTaxScheme", [el("cbc:CompanyID", p.taxRegistrationId), el("cac:TaxScheme", [el("cbc:ID", "TAX")])]),
    el("cac:PartyLegalEntity", [el("cbc:RegistrationName", p.name), opt("cbc:CompanyID", p.legalRegistrationId)]),
    p.contact &&
      el("cac:Contact", [
        opt("cbc:Name", p.contact.name),
        opt("cbc:Telephone", p.contact.phone),
        opt("cbc:ElectronicMail", p.contact.email),
      ]),
  ]);
}
