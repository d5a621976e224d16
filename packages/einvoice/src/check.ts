// The checking half of the package, for the browser (the designer's E-invoice panel): no XML writer.
export { buildInvoice, toCents, type BuildResult } from "./build-invoice.ts";
export { RULES, violationMessage, violationsByRule, type RuleId, type Violation, type Language } from "./rules.ts";
