/**
 * The EN 16931 business rules a mapping can break, by rule id, in the standard's English and in
 * Dutch. A term that no rule names but that must still have the right form (a date, a number) is
 * named by its business term id (BT-…). Totals and the VAT breakdown are computed, so the rules
 * on them (BR-CO-10 … BR-CO-17, BR-S-08 …) always hold and are not listed.
 */
export const RULES = {
  "BR-02": ["An Invoice shall have an Invoice number (BT-1).", "Een factuur moet een factuurnummer hebben (BT-1)."],
  "BR-03": ["An Invoice shall have an Invoice issue date (BT-2).", "Een factuur moet een factuurdatum hebben (BT-2)."],
  "BR-05": ["An Invoice shall have an Invoice currency code (BT-5).", "Een factuur moet een valutacode hebben (BT-5)."],
  "BR-06": ["An Invoice shall contain the Seller name (BT-27).", "Een factuur moet de naam van de verkoper bevatten (BT-27)."],
  "BR-07": ["An Invoice shall contain the Buyer name (BT-44).", "Een factuur moet de naam van de koper bevatten (BT-44)."],
  "BR-09": [
    "The Seller postal address (BG-5) shall contain a Seller country code (BT-40).",
    "Het postadres van de verkoper (BG-5) moet een landcode bevatten (BT-40).",
  ],
  "BR-11": [
    "The Buyer postal address shall contain a Buyer country code (BT-55).",
    "Het postadres van de koper moet een landcode bevatten (BT-55).",
  ],
  "BR-16": ["An Invoice shall have at least one Invoice line (BG-25).", "Een factuur moet minstens één factuurregel hebben (BG-25)."],
  "BR-22": [
    "Each Invoice line (BG-25) shall have an Invoiced quantity (BT-129).",
    "Elke factuurregel (BG-25) moet een gefactureerde hoeveelheid hebben (BT-129).",
  ],
  "BR-25": [
    "Each Invoice line (BG-25) shall contain the Item name (BT-153).",
    "Elke factuurregel (BG-25) moet de artikelnaam bevatten (BT-153).",
  ],
  "BR-26": [
    "Each Invoice line (BG-25) shall contain the Item net price (BT-146).",
    "Elke factuurregel (BG-25) moet de nettoprijs van het artikel bevatten (BT-146).",
  ],
  "BR-27": ["The Item net price (BT-146) shall NOT be negative.", "De nettoprijs van het artikel (BT-146) mag niet negatief zijn."],
  "BR-32": [
    "Each Document level allowance (BG-20) shall have a Document level allowance VAT category code (BT-95).",
    "Elke korting op documentniveau (BG-20) moet een btw-categorie hebben (BT-95).",
  ],
  "BR-33": [
    "Each Document level allowance (BG-20) shall have a Document level allowance reason (BT-97) or a Document level allowance reason code (BT-98).",
    "Elke korting op documentniveau (BG-20) moet een reden (BT-97) of een redencode (BT-98) hebben.",
  ],
  "BR-37": [
    "Each Document level charge (BG-21) shall have a Document level charge VAT category code (BT-102).",
    "Elke toeslag op documentniveau (BG-21) moet een btw-categorie hebben (BT-102).",
  ],
  "BR-38": [
    "Each Document level charge (BG-21) shall have a Document level charge reason (BT-104) or a Document level charge reason code (BT-105).",
    "Elke toeslag op documentniveau (BG-21) moet een reden (BT-104) of een redencode (BT-105) hebben.",
  ],
  "BR-61": [
    "If the Payment means type code (BT-81) means SEPA credit transfer, Local credit transfer or Non-SEPA international credit transfer, the Payment account identifier (BT-84) shall be present.",
    "Bij betaling per (SEPA-)overmaking (BT-81) moet het rekeningnummer (BT-84) aanwezig zijn.",
  ],
  "BR-62": [
    "The Seller electronic address (BT-34) shall have a Scheme identifier.",
    "Het elektronisch adres van de verkoper (BT-34) moet een schema-identificatie hebben.",
  ],
  "BR-63": [
    "The Buyer electronic address (BT-49) shall have a Scheme identifier.",
    "Het elektronisch adres van de koper (BT-49) moet een schema-identificatie hebben.",
  ],
  "BR-CO-09": [
    "The Seller VAT identifier (BT-31), the Seller tax representative VAT identifier (BT-63) and the Buyer VAT identifier (BT-48) shall have a prefix in accordance with ISO code ISO 3166-1 alpha-2 by which the country of issue may be identified. Nevertheless, Greece may use the prefix ‘EL’.",
    "Het btw-nummer van verkoper (BT-31) en koper (BT-48) moet beginnen met de ISO 3166-1 alpha-2-code van het land dat het uitgaf (Griekenland mag ‘EL’ gebruiken).",
  ],
  "BR-CO-25": [
    "In case the Amount due for payment (BT-115) is positive, either the Payment due date (BT-9) or the Payment terms (BT-20) shall be present.",
    "Als er een bedrag te betalen is (BT-115), moet de vervaldatum (BT-9) of de betalingsvoorwaarden (BT-20) aanwezig zijn.",
  ],
  "BR-CO-26": [
    "In order for the buyer to automatically identify a supplier, the Seller identifier (BT-29), the Seller legal registration identifier (BT-30) and/or the Seller VAT identifier (BT-31) shall be present.",
    "Om de leverancier automatisch te herkennen moet het registratienummer (BT-30) en/of het btw-nummer van de verkoper (BT-31) aanwezig zijn.",
  ],
  "BR-CL-04": [
    "Invoice currency code MUST be coded using ISO code list 4217 alpha-3.",
    "De valutacode moet een ISO 4217-code van drie letters zijn.",
  ],
  "BR-CL-14": [
    "Country codes in an invoice MUST be coded using ISO code list 3166-1.",
    "Landcodes in een factuur moeten ISO 3166-1-codes zijn.",
  ],
  "BR-CL-16": ["Payment means in an invoice MUST be coded using UNCL4461 code list.", "De betaalwijze moet een UNCL 4461-code zijn."],
  "BR-CL-18": [
    "Invoice tax categories MUST be coded using UNCL5305 code list (here: S, Z, E, AE, K, G or O).",
    "Btw-categorieën moeten UNCL 5305-codes zijn (hier: S, Z, E, AE, K, G of O).",
  ],
  "BR-CL-19": ["Coded allowance reasons MUST belong to the UNCL 5189 code list.", "Redencodes van kortingen moeten UNCL 5189-codes zijn."],
  "BR-CL-20": ["Coded charge reasons MUST belong to the UNCL 7161 code list.", "Redencodes van toeslagen moeten UNCL 7161-codes zijn."],
  "BR-CL-23": [
    "Unit code MUST be coded according to the UN/ECE Recommendation 20 with Rec 21 extension.",
    "De eenheidscode moet een UN/ECE-aanbeveling 20/21-code zijn.",
  ],
  "BR-CL-25": [
    "Endpoint identifier scheme identifier MUST belong to the CEF EAS code list.",
    "Het schema van een elektronisch adres moet een CEF EAS-code zijn.",
  ],
  "BR-S-02": [
    'An Invoice that contains an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Standard rated" shall contain the Seller VAT Identifier (BT-31), the Seller tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63).',
    'Een factuur met een regel in btw-categorie "standaardtarief" (S) moet het btw-nummer (BT-31) of fiscale registratienummer (BT-32) van de verkoper bevatten.',
  ],
  "BR-S-05": [
    'In an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Standard rated" the Invoiced item VAT rate (BT-152) shall be greater than zero.',
    'In een factuurregel met btw-categorie "standaardtarief" (S) moet het btw-tarief (BT-152) groter dan nul zijn.',
  ],
  "BR-S-06": [
    'In a Document level allowance (BG-20) where the Document level allowance VAT category code (BT-95) is "Standard rated" the Document level allowance VAT rate (BT-96) shall be greater than zero.',
    'Bij een korting met btw-categorie "standaardtarief" (S) moet het btw-tarief (BT-96) groter dan nul zijn.',
  ],
  "BR-S-07": [
    'In a Document level charge (BG-21) where the Document level charge VAT category code (BT-102) is "Standard rated" the Document level charge VAT rate (BT-103) shall be greater than zero.',
    'Bij een toeslag met btw-categorie "standaardtarief" (S) moet het btw-tarief (BT-103) groter dan nul zijn.',
  ],
  "BR-Z-02": [
    'An Invoice that contains an Invoice line where the Invoiced item VAT category code (BT-151) is "Zero rated" shall contain the Seller VAT Identifier (BT-31), the Seller tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63).',
    'Een factuur met een regel in btw-categorie "nultarief" (Z) moet het btw-nummer (BT-31) of fiscale registratienummer (BT-32) van de verkoper bevatten.',
  ],
  "BR-Z-05": [
    'In an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Zero rated" the Invoiced item VAT rate (BT-152) shall be 0 (zero).',
    'In een factuurregel met btw-categorie "nultarief" (Z) moet het btw-tarief (BT-152) 0 zijn.',
  ],
  "BR-E-02": [
    'An Invoice that contains an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Exempt from VAT" shall contain the Seller VAT Identifier (BT-31), the Seller tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63).',
    'Een factuur met een regel in btw-categorie "vrijgesteld" (E) moet het btw-nummer (BT-31) of fiscale registratienummer (BT-32) van de verkoper bevatten.',
  ],
  "BR-E-05": [
    'In an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Exempt from VAT", the Invoiced item VAT rate (BT-152) shall be 0 (zero).',
    'In een factuurregel met btw-categorie "vrijgesteld" (E) moet het btw-tarief (BT-152) 0 zijn.',
  ],
  "BR-AE-02": [
    'An Invoice that contains an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Reverse charge" shall contain the Sellers VAT identifier (BT-31), the Seller Tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63) and the Buyer VAT identifier (BT-48) and/or the Buyer legal registration identifier (BT-47).',
    'Een factuur met een regel in btw-categorie "verlegd" (AE) moet het btw-nummer of fiscale registratienummer van de verkoper (BT-31, BT-32) en het btw-nummer (BT-48) of registratienummer (BT-47) van de koper bevatten.',
  ],
  "BR-AE-05": [
    'In an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Reverse charge" the Invoiced item VAT rate (BT-152) shall be 0 (zero).',
    'In een factuurregel met btw-categorie "verlegd" (AE) moet het btw-tarief (BT-152) 0 zijn.',
  ],
  "BR-IC-02": [
    'An Invoice that contains an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Intra-community supply" shall contain the Seller VAT Identifier (BT-31) or the Seller tax representative VAT identifier (BT-63) and the Buyer VAT identifier (BT-48).',
    'Een factuur met een regel in btw-categorie "intracommunautaire levering" (K) moet het btw-nummer van de verkoper (BT-31) en van de koper (BT-48) bevatten.',
  ],
  "BR-IC-05": [
    'In an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Intra-community supply" the Invoiced item VAT rate (BT-152) shall be 0 (zero).',
    'In een factuurregel met btw-categorie "intracommunautaire levering" (K) moet het btw-tarief (BT-152) 0 zijn.',
  ],
  "BR-IC-11": [
    'In an Invoice with a VAT breakdown (BG-23) where the VAT category code (BT-118) is "Intra-community supply" the Actual delivery date (BT-72) or the Invoicing period (BG-14) shall not be blank.',
    "Bij een intracommunautaire levering (K) moet de leverdatum (BT-72) ingevuld zijn.",
  ],
  "BR-IC-12": [
    'In an Invoice with a VAT breakdown (BG-23) where the VAT category code (BT-118) is "Intra-community supply" the Deliver to country code (BT-80) shall not be blank.',
    "Bij een intracommunautaire levering (K) moet het land van levering (BT-80) ingevuld zijn.",
  ],
  "BR-G-02": [
    'An Invoice that contains an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Export outside the EU" shall contain the Seller VAT Identifier (BT-31) or the Seller tax representative VAT identifier (BT-63).',
    'Een factuur met een regel in btw-categorie "export buiten de EU" (G) moet het btw-nummer van de verkoper (BT-31) bevatten.',
  ],
  "BR-G-05": [
    'In an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Export outside the EU" the Invoiced item VAT rate (BT-152) shall be 0 (zero).',
    'In een factuurregel met btw-categorie "export buiten de EU" (G) moet het btw-tarief (BT-152) 0 zijn.',
  ],
  "BR-O-02": [
    'An Invoice that contains an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Not subject to VAT" shall not contain the Seller VAT identifier (BT-31), the Seller tax representative VAT identifier (BT-63) or the Buyer VAT identifier (BT-48).',
    'Een factuur met een regel in btw-categorie "niet onderworpen aan btw" (O) mag geen btw-nummer van verkoper (BT-31) of koper (BT-48) bevatten.',
  ],
  "BR-O-05": [
    'An Invoice line (BG-25) where the VAT category code (BT-151) is "Not subject to VAT" shall not contain an Invoiced item VAT rate (BT-152).',
    'Een factuurregel met btw-categorie "niet onderworpen aan btw" (O) mag geen btw-tarief (BT-152) hebben.',
  ],
  "BR-O-11": [
    'An Invoice that contains a VAT breakdown group (BG-23) with a VAT category code (BT-118) "Not subject to VAT" shall not contain other VAT breakdown groups (BG-23).',
    'Een factuur met btw-categorie "niet onderworpen aan btw" (O) mag geen andere btw-categorieën bevatten.',
  ],
  "BT-2": ["The Invoice issue date (BT-2) must be a date (YYYY-MM-DD).", "De factuurdatum (BT-2) moet een datum zijn (JJJJ-MM-DD)."],
  "BT-9": ["The Payment due date (BT-9) must be a date (YYYY-MM-DD).", "De vervaldatum (BT-9) moet een datum zijn (JJJJ-MM-DD)."],
  "BT-72": ["The Actual delivery date (BT-72) must be a date (YYYY-MM-DD).", "De leverdatum (BT-72) moet een datum zijn (JJJJ-MM-DD)."],
  "BT-92": ["The Document level allowance amount (BT-92) must be a number.", "Het bedrag van een korting (BT-92) moet een getal zijn."],
  "BT-99": ["The Document level charge amount (BT-99) must be a number.", "Het bedrag van een toeslag (BT-99) moet een getal zijn."],
  "BT-129": ["The Invoiced quantity (BT-129) must be a number.", "De gefactureerde hoeveelheid (BT-129) moet een getal zijn."],
  "BT-146": ["The Item net price (BT-146) must be a number.", "De nettoprijs van het artikel (BT-146) moet een getal zijn."],
  "BT-152": [
    "The VAT rate (BT-152, BT-96, BT-103) must be a percentage (a number such as 21).",
    "Het btw-tarief (BT-152, BT-96, BT-103) moet een percentage zijn (een getal zoals 21).",
  ],
  EXPR: ["The mapping's expression could not be evaluated.", "De expressie van de koppeling kon niet worden uitgerekend."],
  XML: [
    "A text of an e-invoice cannot hold a control character (XML 1.0 has no place for it).",
    "Een tekst in een e-factuur kan geen stuurteken bevatten (XML 1.0 heeft er geen plaats voor).",
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type RuleId = keyof typeof RULES;
export type Language = "en" | "nl";

/** One broken rule: its id, where in the data (or the mapping) it comes from, and the offending value when there is one. */
export interface Violation {
  rule: RuleId;
  /** `data.items[3].vatRate` when the term is read from the data, else the mapping's field (`einvoice.buyer.address.country`). */
  path: string;
  /** The value found, as text, when it was there but wrong. */
  value?: string;
}

/** The rule's text in `language`, with the value that broke it. */
export function violationMessage(violation: Violation, language: Language = "en"): string {
  const text = RULES[violation.rule][language === "nl" ? 1 : 0];
  return violation.value === undefined ? text : `${text} (${language === "nl" ? "gevonden" : "found"}: "${violation.value}")`;
}

/** Violations as problem+json field errors: keyed by rule id, each message naming its data path. */
export function violationsByRule(violations: Violation[], language: Language = "en"): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const v of violations) (errors[v.rule] ??= []).push(`${v.path}: ${violationMessage(v, language)}`);
  return errors;
}
