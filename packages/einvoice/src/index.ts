export { buildInvoice, toCents, type BuildResult } from "./build-invoice.ts";
export type { Invoice, InvoiceLine, Party, VatBreakdown, VatCategory, AllowanceCharge } from "./invoice.ts";
export { RULES, violationMessage, violationsByRule, type RuleId, type Violation, type Language } from "./rules.ts";
export { writeCii, CII_GUIDELINE_ID } from "./write-cii.ts";
export { writeUbl, UBL_CUSTOMIZATION_ID, UBL_PROFILE_ID } from "./write-ubl.ts";
export { FACTUR_X } from "./factur-x.ts";
