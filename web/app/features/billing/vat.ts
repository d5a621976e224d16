/** The EU member states by the country code of their VAT IDs' prefix (Greece uses EL). */
const EU = new Set([
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
]);

/** The ISO country of a VAT ID's prefix (EL is Greece). */
export function vatIdCountry(vatId: string | null | undefined): string | null {
  const prefix = vatId?.slice(0, 2).toUpperCase();
  if (!prefix) return null;
  return prefix === "EL" ? "GR" : prefix;
}

/**
 * The VAT of an invoice: a business customer with a VAT ID of another EU member state than the
 * seller's accounts for the VAT itself (reverse charge, Article 196 of the VAT Directive: 0 %);
 * everyone else pays the seller's rate (`VAT_RATE`).
 */
export function vatFor(
  customer: { country: string | null; vatId: string | null },
  seller: { vatId: string | null; rate: number },
): { rate: number; reverseCharge: boolean } {
  const sellerCountry = vatIdCountry(seller.vatId);
  const customerCountry = vatIdCountry(customer.vatId);
  const business = customerCountry !== null && EU.has(customerCountry) && customerCountry === (customer.country ?? "").toUpperCase();
  if (business && sellerCountry && customerCountry !== sellerCountry) return { rate: 0, reverseCharge: true };
  return { rate: seller.rate, reverseCharge: false };
}
