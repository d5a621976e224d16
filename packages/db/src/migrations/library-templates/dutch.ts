import { certificate } from "./certificate.ts";
import { eventTicket } from "./event-ticket.ts";
import { invoice } from "./invoice.ts";
import { quote } from "./quote.ts";
import { shippingLabel } from "./shipping-label.ts";

/** What a Dutch design changes of its English original: texts by element id, table headers, chart series, and each binding's label and example. */
interface Dutch {
  name: string;
  texts: Record<string, string>;
  columns?: Record<string, string[]>;
  series?: Record<string, string>;
  bindings: Record<string, { label: string; example?: unknown }>;
}

type Element = { id: string; text?: string; columns?: { header: string }[]; series?: { name: string }[]; elements?: Element[] };
type Document = {
  name: string;
  locale: string;
  pages: { elements: Element[] }[];
  bindings: { key: string; label: string; example?: unknown }[];
};

/**
 * The Dutch version of a library design: the same layout (so a change to the original reaches both),
 * nl-NL number and date formatting, amounts in euro, Dutch texts and examples.
 */
export function dutchDesign(original: object, dutch: Dutch): Document {
  const copy = JSON.parse(JSON.stringify(original).replaceAll("currency:'USD'", "currency:'EUR'")) as Document;
  const translate = (elements: Element[]): Element[] =>
    elements.map((e) => ({
      ...e,
      ...(dutch.texts[e.id] === undefined ? {} : { text: dutch.texts[e.id] }),
      ...(e.columns && dutch.columns?.[e.id] ? { columns: e.columns.map((c, i) => ({ ...c, header: dutch.columns![e.id]![i]! })) } : {}),
      ...(e.series && dutch.series?.[e.id] ? { series: e.series.map((s) => ({ ...s, name: dutch.series![e.id]! })) } : {}),
      ...(e.elements ? { elements: translate(e.elements) } : {}),
    }));
  return {
    ...copy,
    name: dutch.name,
    locale: "nl-NL",
    pages: copy.pages.map((p) => ({ ...p, elements: translate(p.elements) })),
    bindings: copy.bindings.map((b) => ({
      ...b,
      label: dutch.bindings[b.key]?.label ?? b.label,
      ...(dutch.bindings[b.key] && "example" in dutch.bindings[b.key]! ? { example: dutch.bindings[b.key]!.example } : {}),
    })),
  };
}

export const DUTCH_INVOICE: Dutch = {
  name: "Factuur",
  texts: {
    title: "FACTUUR",
    number: "Nr. {{ invoice.number }}",
    "billto-label": "FACTUUR AAN",
    meta: "Factuurdatum {{ invoice.date | date:'d MMMM yyyy' }}\nVervaldatum {{ invoice.due | date:'d MMMM yyyy' }}",
    "totals-labels": "Subtotaal\nBtw 21%\nTe betalen",
    "pay-text":
      "Scan om online te betalen, of maak over naar IBAN {{ company.iban }} o.v.v. {{ invoice.number }}.\n{{ notes | default:'Bedankt voor uw opdracht.' }}",
    footer: "{{ company.name }} · Factuur {{ invoice.number }} · Pagina {{ page }} van {{ pages }}",
  },
  columns: { items: ["Omschrijving", "Aantal", "Prijs per stuk", "Bedrag"] },
  bindings: {
    "company.name": { label: "Bedrijf", example: "Noorderlicht Studio" },
    "company.address": { label: "Adres bedrijf", example: "Havenstraat 12, 3011 AB Rotterdam" },
    "company.iban": { label: "IBAN" },
    "customer.name": { label: "Klant", example: "Bakkerij De Vries B.V." },
    "customer.address": { label: "Adres klant", example: "Stationsplein 1, 3511 ED Utrecht" },
    "invoice.number": { label: "Factuurnummer" },
    "invoice.date": { label: "Factuurdatum" },
    "invoice.due": { label: "Vervaldatum" },
    "invoice.subtotal": { label: "Subtotaal" },
    "invoice.tax": { label: "Btw" },
    "invoice.total": { label: "Totaal" },
    "invoice.paymentLink": { label: "Betaallink" },
    notes: { label: "Opmerkingen", example: "Bedankt voor uw opdracht." },
    "items[].description": { label: "Omschrijving", example: "Workshop merkontwerp" },
    "items[].quantity": { label: "Aantal" },
    "items[].price": { label: "Prijs per stuk" },
    "items[].amount": { label: "Bedrag" },
  },
};

export const DUTCH_QUOTE: Dutch = {
  name: "Offerte",
  texts: {
    title: "Offerte",
    meta: "Opgesteld voor\n{{ client.name }}",
    "meta-right": "Offerte {{ quote.number }}\nGeldig tot {{ quote.validUntil | date:'d MMMM yyyy' }}",
    total: "Totaal {{ quote.total | currency:'EUR' }}",
    "accept-title": "Akkoord",
    "accept-text":
      "Onderteken hieronder om akkoord te gaan met deze offerte en de voorwaarden. Het werk begint binnen twee weken na akkoord.",
    "sign-label": "Handtekening",
    "date-label": "Datum",
    footer: "Offerte {{ quote.number }} · {{ page }}/{{ pages }}",
  },
  columns: { scope: ["Onderdeel", "Dagen", "Prijs"] },
  bindings: {
    "company.name": { label: "Bedrijf", example: "Getij Digitaal" },
    "company.email": { label: "E-mailadres bedrijf", example: "hallo@getij.example" },
    "client.name": { label: "Klant", example: "Haven & Co." },
    "quote.number": { label: "Offertenummer", example: "OFF-2026-042" },
    "quote.validUntil": { label: "Geldig tot" },
    "quote.intro": {
      label: "Inleiding",
      example: "Dank voor de kans. Hieronder vindt u ons voorstel voor het herontwerp van uw klantportaal.",
    },
    "quote.total": { label: "Totaal" },
    "lines[].item": { label: "Onderdeel", example: "Verkenning en UX-onderzoek" },
    "lines[].days": { label: "Dagen" },
    "lines[].price": { label: "Prijs" },
  },
};

export const DUTCH_CERTIFICATE: Dutch = {
  name: "Certificaat",
  texts: {
    kicker: "CERTIFICAAT VAN VERDIENSTE",
    presented: "Dit certificaat wordt met trots uitgereikt aan",
    reason: "voor het met succes afronden van {{ course }}",
    date: "{{ date | date:'d MMMM yyyy' }}",
    "date-label": "Datum",
  },
  bindings: {
    recipient: { label: "Ontvanger" },
    course: { label: "Opleiding", example: "Gevorderde datavisualisatie (40 uur)" },
    date: { label: "Datum" },
    year: { label: "Jaar" },
    "signer.name": { label: "Ondertekend door", example: "Dr. Jonas Meijer" },
    "signer.role": { label: "Functie ondertekenaar", example: "Programmadirecteur" },
  },
};

export const DUTCH_SHIPPING_LABEL: Dutch = {
  name: "Verzendlabel",
  texts: {
    from: "VAN: {{ from.name }}\n{{ from.street }}, {{ from.city }}",
    to: "AAN: {{ to.name | upper }}\n{{ to.street }}\n{{ to.postcode }} {{ to.city }}\n{{ to.country | upper }}",
    "fragile-text": "BREEKBAAR · VOORZICHTIG BEHANDELEN",
  },
  bindings: {
    service: { label: "Dienst", example: "Express 24" },
    weight: { label: "Gewicht (kg)" },
    "from.name": { label: "Afzender", example: "Paperjet Magazijn" },
    "from.street": { label: "Straat afzender" },
    "from.city": { label: "Plaats afzender" },
    "to.name": { label: "Ontvanger" },
    "to.street": { label: "Straat" },
    "to.postcode": { label: "Postcode" },
    "to.city": { label: "Plaats" },
    "to.country": { label: "Land", example: "Nederland" },
    tracking: { label: "Trackingcode" },
    fragile: { label: "Breekbaar" },
  },
};

export const DUTCH_EVENT_TICKET: Dutch = {
  name: "Toegangskaart",
  texts: {
    kicker: "{{ organiser | upper }} PRESENTEERT",
    when: "DATUM\n{{ event.date | date:'EEEE d MMM · HH:mm' }}",
    where: "LOCATIE\n{{ event.venue }}",
    holder: "{{ holder }} · {{ ticket.type }} · Stoel {{ ticket.seat }}",
    "stub-title": "TOEGANG 1 PERSOON",
  },
  bindings: {
    organiser: { label: "Organisator", example: "Grachtklanken" },
    "event.name": { label: "Evenement", example: "Middernachtjazz op het water" },
    "event.date": { label: "Datum en tijd" },
    "event.venue": { label: "Locatie", example: "Pier 7-zaal, Amsterdam" },
    holder: { label: "Kaarthouder" },
    "ticket.type": { label: "Soort kaart", example: "Balkon" },
    "ticket.seat": { label: "Stoel" },
    "ticket.code": { label: "Kaartcode" },
    "ticket.price": { label: "Prijs" },
  },
};

export const DUTCH_REPORT: Dutch = {
  name: "Rapport",
  texts: {
    "kpi-revenue-label": "OMZET",
    "kpi-growth-label": "GROEI",
    "kpi-customers-label": "KLANTEN",
    "summary-title": "Samenvatting",
    "regions-title": "Resultaten per regio",
    note: "Cijfers zijn niet gecontroleerd. De groei is vergeleken met dezelfde periode vorig jaar.",
    footer: "{{ title }} · pagina {{ page }} van {{ pages }}",
    "revenue-title": "Omzet per maand",
  },
  columns: { regions: ["Regio", "Omzet", "Groei", "Klanten"] },
  series: { "revenue-chart": "Omzet (× 1.000 euro)" },
  bindings: {
    company: { label: "Bedrijf", example: "Blauwe Haven" },
    period: { label: "Periode", example: "K3 2026" },
    title: { label: "Titel", example: "Kwartaalrapportage" },
    "kpi.revenue": { label: "Omzet" },
    "kpi.growth": { label: "Groei" },
    "kpi.customers": { label: "Klanten" },
    summary: {
      label: "Samenvatting",
      example:
        "De omzet groeide dit kwartaal in elke regio, aangevoerd door Scandinavië en de Benelux. Dankzij de nieuwe zelfbedieningsonboarding halveerde de tijd tot de eerste factuur, en het klantverloop daalde naar het laagste niveau in twee jaar. We verwachten dat deze lijn zich in het vierde kwartaal voortzet nu de zakelijke pijplijn wordt omgezet.",
    },
    "regions[].name": { label: "Regio" },
    "regions[].revenue": { label: "Omzet regio" },
    "regions[].growth": { label: "Groei regio" },
    "regions[].customers": { label: "Klanten regio" },
    "months[].month": { label: "Maand", example: "jul" },
    "months[].revenue": { label: "Omzet per maand (× 1.000)" },
  },
};

/**
 * The Dutch library, with fixed ids of its own. The report is passed in with its chart
 * (migration 2026_11_21_1200 adds it), so the Dutch one matches what the English one became.
 */
/** "Invoice (e-invoice ready)" (einvoice-invoice.ts, which adds the Dutch example data; the mapping is the same). */
export const DUTCH_EINVOICE_INVOICE: Dutch = {
  name: "Factuur (e-factuur klaar)",
  texts: {
    title: "FACTUUR",
    number: "Nr. {{ invoice.number }}",
    "billto-label": "FACTUUR AAN",
    meta: "Factuurdatum {{ invoice.date | date:'d MMMM yyyy' }}\nVervaldatum {{ invoice.due | date:'d MMMM yyyy' }}",
    "company-address":
      "{{ company.street }}, {{ company.postalCode }} {{ company.city }}\nBtw {{ company.vatId }} · KvK {{ company.registration }}",
    billto:
      "{{ customer.name }}\n{{ customer.street }}\n{{ customer.postalCode }} {{ customer.city }}, {{ customer.country }}\nBtw {{ customer.vatId | default:'—' }}",
    "totals-labels": "Subtotaal\nBtw\nTe betalen",
    "pay-text":
      "Maak {{ invoice.total | currency:'EUR' }} over naar IBAN {{ company.iban }} (BIC {{ company.bic }}) o.v.v. {{ invoice.number }}.\n{{ notes | default:'Bedankt voor uw opdracht.' }}",
    footer: "{{ company.name }} · Factuur {{ invoice.number }} · Pagina {{ page }} van {{ pages }}",
  },
  columns: { items: ["Omschrijving", "Aantal", "Prijs per stuk", "Btw", "Bedrag"] },
  bindings: {
    ...Object.fromEntries(
      Object.entries({
        name: "naam",
        street: "straat",
        postalCode: "postcode",
        city: "plaats",
        country: "land",
        vatId: "btw-nummer",
        registration: "KvK-nummer",
        email: "e-mail",
        iban: "IBAN",
        bic: "BIC",
        reference: "referentie",
      }).flatMap(([key, label]) => [
        [`company.${key}`, { label: `Bedrijf: ${label}` }],
        [`customer.${key}`, { label: `Klant: ${label}` }],
      ]),
    ),
    "invoice.number": { label: "Factuurnummer" },
    "invoice.date": { label: "Factuurdatum" },
    "invoice.due": { label: "Vervaldatum" },
    "invoice.currency": { label: "Valuta" },
    "invoice.paymentLink": { label: "Betaallink" },
    "invoice.subtotal": { label: "Subtotaal" },
    "invoice.vat": { label: "Btw" },
    "invoice.total": { label: "Totaal" },
    "invoice.discount": { label: "Korting" },
    notes: { label: "Opmerkingen" },
    "items[].description": { label: "Regel: omschrijving" },
    "items[].unit": { label: "Regel: eenheid" },
    "items[].vatCategory": { label: "Regel: btw-categorie" },
    "items[].quantity": { label: "Regel: aantal" },
    "items[].price": { label: "Regel: prijs" },
    "items[].vatRate": { label: "Regel: btw-tarief" },
  },
};

export function dutchLibraryTemplates(reportWithChart: object) {
  return [
    { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0101", document: dutchDesign(invoice, DUTCH_INVOICE) },
    { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0102", document: dutchDesign(quote, DUTCH_QUOTE) },
    { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0103", document: dutchDesign(certificate, DUTCH_CERTIFICATE) },
    { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0104", document: dutchDesign(shippingLabel, DUTCH_SHIPPING_LABEL) },
    { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0105", document: dutchDesign(eventTicket, DUTCH_EVENT_TICKET) },
    { id: "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0106", document: dutchDesign(reportWithChart, DUTCH_REPORT) },
  ];
}
