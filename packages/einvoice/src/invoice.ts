/** An invoice as EN 16931 describes it, with every amount computed: what the CII and UBL writers take. */
export type VatCategory = "S" | "Z" | "E" | "AE" | "K" | "G" | "O";

export interface Party {
  name: string;
  tradingName?: string;
  address: { line1?: string; line2?: string; city?: string; postalCode?: string; subdivision?: string; country: string };
  vatId?: string;
  taxRegistrationId?: string;
  legalRegistrationId?: string;
  electronicAddress?: { value: string; scheme: string };
  contact?: { name?: string; phone?: string; email?: string };
}

export interface AllowanceCharge {
  charge: boolean;
  /** Minor units (cents). */
  amountCents: number;
  reason?: string;
  reasonCode?: string;
  vatCategory: VatCategory;
  /** Percent; absent for category O. */
  vatRate?: number;
}

export interface InvoiceLine {
  id: string;
  name: string;
  description?: string;
  note?: string;
  quantity: number;
  unitCode: string;
  netPrice: number;
  /** quantity × net price, rounded to cents. */
  netAmountCents: number;
  vatCategory: VatCategory;
  vatRate?: number;
}

export interface VatBreakdown {
  category: VatCategory;
  rate?: number;
  taxableCents: number;
  taxCents: number;
  exemptionReason?: string;
  exemptionReasonCode?: string;
}

export interface Invoice {
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  dueDate?: string;
  currency: string;
  buyerReference?: string;
  orderReference?: string;
  notes: string[];
  seller: Party;
  buyer: Party;
  delivery?: { date?: string; country?: string };
  payment?: { meansCode: string; iban?: string; bic?: string; accountName?: string; reference?: string; terms?: string };
  allowances: AllowanceCharge[];
  lines: InvoiceLine[];
  vat: VatBreakdown[];
  totals: {
    lineCents: number;
    allowanceCents: number;
    chargeCents: number;
    taxBasisCents: number;
    taxCents: number;
    grandCents: number;
    dueCents: number;
  };
}
