import type { AllowanceCharge, Invoice, Party, VatBreakdown } from "./invoice.ts";
import { amount, decimal, el, opt, writeXml, type XmlNode } from "./xml-tree.ts";

/** The guideline (BT-24) of Factur-X 1.0 / ZUGFeRD 2.x's EN 16931 profile. */
export const CII_GUIDELINE_ID = "urn:cen.eu:en16931:2017";

const NAMESPACES = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
  qdt: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
};

const date = (name: string, iso: string) => el(name, [el("udt:DateTimeString", iso.replaceAll("-", ""), { format: "102" })]);

/** The invoice as UN/CEFACT Cross Industry Invoice (D16B), Factur-X's EN 16931 profile: the XML a Factur-X PDF carries. */
export function writeCii(invoice: Invoice): string {
  const cur = { currencyID: invoice.currency };
  const root = el("rsm:CrossIndustryInvoice", [
    el("rsm:ExchangedDocumentContext", [el("ram:GuidelineSpecifiedDocumentContextParameter", [el("ram:ID", CII_GUIDELINE_ID)])]),
    el("rsm:ExchangedDocument", [
      el("ram:ID", invoice.number),
      el("ram:TypeCode", "380"),
      date("ram:IssueDateTime", invoice.issueDate),
      ...invoice.notes.map((n) => el("ram:IncludedNote", [el("ram:Content", n)])),
    ]),
    el("rsm:SupplyChainTradeTransaction", [
      ...invoice.lines.map((line) =>
        el("ram:IncludedSupplyChainTradeLineItem", [
          el("ram:AssociatedDocumentLineDocument", [
            el("ram:LineID", line.id),
            line.note !== undefined && el("ram:IncludedNote", [el("ram:Content", line.note)]),
          ]),
          el("ram:SpecifiedTradeProduct", [el("ram:Name", line.name), opt("ram:Description", line.description)]),
          el("ram:SpecifiedLineTradeAgreement", [el("ram:NetPriceProductTradePrice", [el("ram:ChargeAmount", decimal(line.netPrice))])]),
          el("ram:SpecifiedLineTradeDelivery", [el("ram:BilledQuantity", decimal(line.quantity), { unitCode: line.unitCode })]),
          el("ram:SpecifiedLineTradeSettlement", [
            el("ram:ApplicableTradeTax", [
              el("ram:TypeCode", "VAT"),
              el("ram:CategoryCode", line.vatCategory),
              line.vatRate !== undefined && el("ram:RateApplicablePercent", decimal(line.vatRate)),
            ]),
            el("ram:SpecifiedTradeSettlementLineMonetarySummation", [el("ram:LineTotalAmount", amount(line.netAmountCents))]),
          ]),
        ]),
      ),
      el("ram:ApplicableHeaderTradeAgreement", [
        opt("ram:BuyerReference", invoice.buyerReference),
        party("ram:SellerTradeParty", invoice.seller, true),
        party("ram:BuyerTradeParty", invoice.buyer, false),
        invoice.orderReference !== undefined &&
          el("ram:BuyerOrderReferencedDocument", [el("ram:IssuerAssignedID", invoice.orderReference)]),
      ]),
      el("ram:ApplicableHeaderTradeDelivery", [
        invoice.delivery?.country !== undefined &&
          el("ram:ShipToTradeParty", [el("ram:PostalTradeAddress", [el("ram:CountryID", invoice.delivery.country)])]),
        invoice.delivery?.date !== undefined &&
          el("ram:ActualDeliverySupplyChainEvent", [date("ram:OccurrenceDateTime", invoice.delivery.date)]),
      ]),
      el("ram:ApplicableHeaderTradeSettlement", [
        opt("ram:PaymentReference", invoice.payment?.reference),
        el("ram:InvoiceCurrencyCode", invoice.currency),
        invoice.payment &&
          el("ram:SpecifiedTradeSettlementPaymentMeans", [
            el("ram:TypeCode", invoice.payment.meansCode),
            invoice.payment.iban !== undefined &&
              el("ram:PayeePartyCreditorFinancialAccount", [
                el("ram:IBANID", invoice.payment.iban),
                opt("ram:AccountName", invoice.payment.accountName),
              ]),
            invoice.payment.bic !== undefined &&
              el("ram:PayeeSpecifiedCreditorFinancialInstitution", [el("ram:BICID", invoice.payment.bic)]),
          ]),
        ...invoice.vat.map(vatGroup),
        ...invoice.allowances.map(allowanceCharge),
        (invoice.payment?.terms !== undefined || invoice.dueDate !== undefined) &&
          el("ram:SpecifiedTradePaymentTerms", [
            opt("ram:Description", invoice.payment?.terms),
            invoice.dueDate !== undefined && date("ram:DueDateDateTime", invoice.dueDate),
          ]),
        el("ram:SpecifiedTradeSettlementHeaderMonetarySummation", [
          el("ram:LineTotalAmount", amount(invoice.totals.lineCents)),
          el("ram:ChargeTotalAmount", amount(invoice.totals.chargeCents)),
          el("ram:AllowanceTotalAmount", amount(invoice.totals.allowanceCents)),
          el("ram:TaxBasisTotalAmount", amount(invoice.totals.taxBasisCents)),
          el("ram:TaxTotalAmount", amount(invoice.totals.taxCents), cur),
          el("ram:GrandTotalAmount", amount(invoice.totals.grandCents)),
          el("ram:DuePayableAmount", amount(invoice.totals.dueCents)),
        ]),
      ]),
    ]),
  ]);
  return writeXml(root, NAMESPACES);
}

function party(name: string, p: Party, seller: boolean): XmlNode {
  const a = p.address;
  return el(name, [
    el("ram:Name", p.name),
    (p.legalRegistrationId !== undefined || p.tradingName !== undefined) &&
      el("ram:SpecifiedLegalOrganization", [opt("ram:ID", p.legalRegistrationId), opt("ram:TradingBusinessName", p.tradingName)]),
    p.contact &&
      el("ram:DefinedTradeContact", [
        opt("ram:PersonName", p.contact.name),
        p.contact.phone !== undefined && el("ram:TelephoneUniversalCommunication", [el("ram:CompleteNumber", p.contact.phone)]),
        p.contact.email !== undefined && el("ram:EmailURIUniversalCommunication", [el("ram:URIID", p.contact.email)]),
      ]),
    el("ram:PostalTradeAddress", [
      opt("ram:PostcodeCode", a.postalCode),
      opt("ram:LineOne", a.line1),
      opt("ram:LineTwo", a.line2),
      opt("ram:CityName", a.city),
      el("ram:CountryID", a.country),
      opt("ram:CountrySubDivisionName", a.subdivision),
    ]),
    p.electronicAddress &&
      el("ram:URIUniversalCommunication", [el("ram:URIID", p.electronicAddress.value, { schemeID: p.electronicAddress.scheme })]),
    p.vatId !== undefined && el("ram:SpecifiedTaxRegistration", [el("ram:ID", p.vatId, { schemeID: "VA" })]),
    seller &&
      p.taxRegistrationId !== undefined &&
      el("ram:SpecifiedTaxRegistration", [el("ram:ID", p.taxRegistrationId, { schemeID: "FC" })]),
  ]);
}

function vatGroup(g: VatBreakdown): XmlNode {
  return el("ram:ApplicableTradeTax", [
    el("ram:CalculatedAmount", amount(g.taxCents)),
    el("ram:TypeCode", "VAT"),
    opt("ram:ExemptionReason", g.exemptionReason),
    el("ram:BasisAmount", amount(g.taxableCents)),
    el("ram:CategoryCode", g.category),
    opt("ram:ExemptionReasonCode", g.exemptionReasonCode),
    g.rate !== undefined && el("ram:RateApplicablePercent", decimal(g.rate)),
  ]);
}

function allowanceCharge(a: AllowanceCharge): XmlNode {
  return el("ram:SpecifiedTradeAllowanceCharge", [
    el("ram:ChargeIndicator", [el("udt:Indicator", String(a.charge))]),
    el("ram:ActualAmount", amount(a.amountCents)),
    opt("ram:ReasonCode", a.reasonCode),
    opt("ram:Reason", a.reason),
    el("ram:CategoryTradeTax", [
      el("ram:TypeCode", "VAT"),
      el("ram:CategoryCode", a.vatCategory),
      a.vatRate !== undefined && el("ram:RateApplicablePercent", decimal(a.vatRate)),
    ]),
  ]);
}
