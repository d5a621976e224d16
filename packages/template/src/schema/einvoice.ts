import { z } from "zod";

/**
 * The `einvoice` block of a template: EN 16931 business terms (BT-…) mapped to expressions over the
 * template's data, written like `visibleIf` (`customer.name`, `'EUR'`, `row.qty * 2`). Totals and
 * the VAT breakdown are not mapped: they are computed from the lines (packages/einvoice). Every
 * field is optional here so a mapping can be saved while it is being filled in; which terms an
 * invoice needs is checked when one is generated, by the EN 16931 rule that needs them.
 */
const expr = z.string().trim().min(1, "expected an expression");

export const einvoiceAddressSchema = z.object({
  line1: expr.optional(),
  line2: expr.optional(),
  city: expr.optional(),
  postalCode: expr.optional(),
  subdivision: expr.optional(),
  /** ISO 3166-1 alpha-2. */
  country: expr.optional(),
});

export const einvoicePartySchema = z.object({
  name: expr.optional(),
  tradingName: expr.optional(),
  address: einvoiceAddressSchema.optional(),
  vatId: expr.optional(),
  /** Seller only (BT-32): a tax registration that is not a VAT number. */
  taxRegistrationId: expr.optional(),
  legalRegistrationId: expr.optional(),
  electronicAddress: expr.optional(),
  /** CEF EAS code (`'0088'`, `'0106'`, `'9944'` …); default `EM` for an address with `@`. */
  electronicAddressScheme: expr.optional(),
  contactName: expr.optional(),
  contactPhone: expr.optional(),
  contactEmail: expr.optional(),
});

/** A document-level allowance or charge; with `each`, one per entry of that list (`row` in scope). */
export const einvoiceAllowanceChargeSchema = z.object({
  each: expr.optional(),
  amount: expr,
  reason: expr.optional(),
  reasonCode: expr.optional(),
  vatCategory: expr.optional(),
  vatRate: expr.optional(),
});

export const einvoiceLinesSchema = z.object({
  /** The list of lines; each entry is `row` (and `index`, 0-based) in the fields below. */
  each: expr,
  id: expr.optional(),
  name: expr.optional(),
  description: expr.optional(),
  quantity: expr.optional(),
  /** UN/ECE Recommendation 20/21 code; default `C62` (one). */
  unitCode: expr.optional(),
  netPrice: expr.optional(),
  /** UNCL 5305 subset: S, Z, E, AE, K, G, O; default S. */
  vatCategory: expr.optional(),
  vatRate: expr.optional(),
  note: expr.optional(),
});

export const einvoiceMappingSchema = z.object({
  number: expr.optional(),
  issueDate: expr.optional(),
  dueDate: expr.optional(),
  currency: expr.optional(),
  buyerReference: expr.optional(),
  orderReference: expr.optional(),
  /** A text or a list of texts. */
  notes: expr.optional(),
  seller: einvoicePartySchema.default({}),
  buyer: einvoicePartySchema.default({}),
  delivery: z.object({ date: expr.optional(), country: expr.optional() }).optional(),
  payment: z
    .object({
      /** UNCL 4461; default 58 (SEPA credit transfer) with an IBAN, else 30 (credit transfer). */
      meansCode: expr.optional(),
      iban: expr.optional(),
      bic: expr.optional(),
      accountName: expr.optional(),
      reference: expr.optional(),
      terms: expr.optional(),
    })
    .optional(),
  allowances: z.array(einvoiceAllowanceChargeSchema).default([]),
  charges: z.array(einvoiceAllowanceChargeSchema).default([]),
  lines: einvoiceLinesSchema.optional(),
  /** BT-120 for lines of an exempt category (E, AE, K, G, O); each has a standard text by default. */
  vatExemptionReason: expr.optional(),
});
export type EinvoiceMapping = z.infer<typeof einvoiceMappingSchema>;
export type EinvoiceParty = z.infer<typeof einvoicePartySchema>;
export type EinvoiceAllowanceCharge = z.infer<typeof einvoiceAllowanceChargeSchema>;

/** Every expression of a mapping with its path inside the block (`seller.address.country`, `lines.vatRate`, `allowances[0].amount`). */
export function einvoiceExpressions(mapping: unknown): { path: string; source: string }[] {
  const found: { path: string; source: string }[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === "string") found.push({ path, source: value });
    else if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${path}[${i}]`));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k);
  };
  visit(mapping, "");
  return found;
}
