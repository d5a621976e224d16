import {
  EvaluationError,
  evaluateExpression,
  firstNonXmlChar,
  parseExpression,
  type EinvoiceAllowanceCharge,
  type EinvoiceMapping,
  type EinvoiceParty,
  type Expr,
} from "@paperjet/template";
import {
  ALLOWANCE_REASON_CODES,
  CHARGE_REASON_CODES,
  COUNTRY_CODES,
  CURRENCY_CODES,
  EAS_CODES,
  PAYMENT_MEANS_CODES,
  UNIT_CODES,
} from "./code-lists.ts";
import type { AllowanceCharge, Invoice, InvoiceLine, Party, VatBreakdown, VatCategory } from "./invoice.ts";
import type { RuleId, Violation } from "./rules.ts";

const CATEGORIES: readonly VatCategory[] = ["S", "Z", "E", "AE", "K", "G", "O"];

/** The standard exemption texts and VATEX codes for the categories that charge no VAT (BR-E-10, BR-AE-10 …). */
const EXEMPTIONS: Partial<Record<VatCategory, { reason: string; code: string }>> = {
  E: { reason: "Exempt from VAT", code: "VATEX-EU-132" },
  AE: { reason: "Reverse charge", code: "VATEX-EU-AE" },
  K: { reason: "Intra-community supply", code: "VATEX-EU-IC" },
  G: { reason: "Export outside the EU", code: "VATEX-EU-G" },
  O: { reason: "Not subject to VAT", code: "VATEX-EU-O" },
};

/** Per category: the rules for a seller/buyer identifier, and for the rate of a line, an allowance and a charge. */
const CATEGORY_RULES: Record<VatCategory, { ids: RuleId; rate: RuleId }> = {
  S: { ids: "BR-S-02", rate: "BR-S-05" },
  Z: { ids: "BR-Z-02", rate: "BR-Z-05" },
  E: { ids: "BR-E-02", rate: "BR-E-05" },
  AE: { ids: "BR-AE-02", rate: "BR-AE-05" },
  K: { ids: "BR-IC-02", rate: "BR-IC-05" },
  G: { ids: "BR-G-02", rate: "BR-G-05" },
  O: { ids: "BR-O-02", rate: "BR-O-05" },
};

/** Where a value came from, for the 422: the data path when the expression is a plain path, else the mapping's field. */
type Scope = { values: Record<string, unknown>; paths: Record<string, string> };

export type BuildResult = { ok: true; invoice: Invoice } | { ok: false; violations: Violation[] };

/**
 * Evaluates an `einvoice` mapping over the data into an EN 16931 invoice: every amount computed as
 * the standard rounds it (a line's net amount is quantity × net price rounded to cents; each VAT
 * category's tax is its taxable amount × rate, rounded), and every business rule the mapping can
 * break checked and named. Pure: no I/O, the same in web, the worker and the designer.
 */
export function buildInvoice(options: { mapping: EinvoiceMapping; data: Record<string, unknown>; locale?: string }): BuildResult {
  const { mapping, data } = options;
  const violations: Violation[] = [];
  const locale = options.locale ?? "en-US";
  const root: Scope = { values: data, paths: {} };
  const fail = (rule: RuleId, path: string, value?: unknown) =>
    violations.push({ rule, path, ...(value === undefined ? {} : { value: String(value) }) });

  /** The value of one mapped term; `field` is its path in the mapping (`seller.address.country`). */
  const read = (source: string | undefined, field: string, scope: Scope = root): { value: unknown; path: string } => {
    const fallbackPath = `einvoice.${field}`;
    if (source === undefined) return { value: undefined, path: fallbackPath };
    let expr: Expr;
    try {
      expr = parseExpression(source);
    } catch {
      fail("EXPR", fallbackPath, source);
      return { value: undefined, path: fallbackPath };
    }
    const path = dataPath(expr, scope) ?? fallbackPath;
    try {
      return { value: evaluateExpression(expr, scope.values, { locale }), path };
    } catch (error) {
      if (!(error instanceof EvaluationError)) throw error;
      fail("EXPR", path, `${source}: ${error.message}`);
      return { value: undefined, path };
    }
  };
  /** A text as XML carries it: outside XML 1.0's characters the file would not parse. */
  const xmlText = (value: unknown, path: string) => {
    const found = asText(value);
    const control = firstNonXmlChar(found ?? "");
    if (control) fail("XML", path, `U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
    return found;
  };
  const text = (source: string | undefined, field: string, scope?: Scope) => {
    const { value, path } = read(source, field, scope);
    return { value: xmlText(value, path), path };
  };
  const required = (source: string | undefined, field: string, rule: RuleId, scope?: Scope) => {
    const { value, path } = text(source, field, scope);
    if (value === undefined) fail(rule, path);
    return value ?? "";
  };
  const date = (source: string | undefined, field: string, rule: RuleId, missing?: RuleId) => {
    const { value, path } = read(source, field);
    if (isBlank(value)) {
      if (missing) fail(missing, path);
      return undefined;
    }
    const iso = asDate(value);
    if (!iso) fail(rule, path, value);
    return iso;
  };
  const number = (source: string | undefined, field: string, rule: RuleId, scope: Scope, missing?: RuleId) => {
    const { value, path } = read(source, field, scope);
    if (isBlank(value)) {
      if (missing) fail(missing, path);
      return { value: undefined, path };
    }
    const n = asNumber(value);
    if (n === undefined) fail(rule, path, value);
    return { value: n, path };
  };
  const code = (source: string | undefined, field: string, list: ReadonlySet<string>, rule: RuleId, scope?: Scope) => {
    const { value, path } = text(source, field, scope);
    if (value === undefined) return undefined;
    const upper = value.toUpperCase();
    if (!list.has(upper)) fail(rule, path, value);
    return upper;
  };
  const category = (source: string | undefined, field: string, scope: Scope, fallback: VatCategory | undefined, missing: RuleId) => {
    const { value, path } = text(source, field, scope);
    if (value === undefined) {
      if (!fallback) fail(missing, path);
      return { value: fallback ?? "S", path };
    }
    const upper = value.toUpperCase() as VatCategory;
    if (!CATEGORIES.includes(upper)) fail("BR-CL-18", path, value);
    return { value: CATEGORIES.includes(upper) ? upper : "S", path };
  };
  /** A VAT rate checked against its category: above zero for S, zero for the others, none for O. */
  const rate = (source: string | undefined, field: string, scope: Scope, cat: VatCategory, fallback?: number) => {
    const { value, path } = number(source, field, "BT-152", scope);
    const r = value ?? (source === undefined ? fallback : undefined);
    if (cat === "O") {
      if (r !== undefined && r !== 0) fail(CATEGORY_RULES.O.rate, path, r);
      return undefined;
    }
    if (cat === "S" ? !(r !== undefined && r > 0) : r !== undefined && r !== 0) fail(CATEGORY_RULES[cat].rate, path, r ?? "");
    return cat === "S" ? (r ?? 0) : 0;
  };

  const party = (m: EinvoiceParty, role: "seller" | "buyer"): Party => {
    const f = (name: string) => `${role}.${name}`;
    const country = code(m.address?.country, f("address.country"), COUNTRY_CODES, "BR-CL-14");
    if (!country) fail(role === "seller" ? "BR-09" : "BR-11", read(m.address?.country, f("address.country")).path);
    const vat = text(m.vatId, f("vatId"));
    if (vat.value && !vatPrefixOk(vat.value)) fail("BR-CO-09", vat.path, vat.value);
    const address = text(m.electronicAddress, f("electronicAddress"));
    let electronicAddress: Party["electronicAddress"];
    if (address.value) {
      const scheme = text(m.electronicAddressScheme, f("electronicAddressScheme"));
      const value = scheme.value?.toUpperCase() ?? (address.value.includes("@") ? "EM" : undefined);
      if (!value) fail(role === "seller" ? "BR-62" : "BR-63", scheme.path);
      else if (!EAS_CODES.has(value)) fail("BR-CL-25", scheme.path, scheme.value);
      electronicAddress = { value: address.value, scheme: value ?? "EM" };
    }
    const contact = {
      name: text(m.contactName, f("contactName")).value,
      phone: text(m.contactPhone, f("contactPhone")).value,
      email: text(m.contactEmail, f("contactEmail")).value,
    };
    return compact({
      name: required(m.name, f("name"), role === "seller" ? "BR-06" : "BR-07"),
      tradingName: text(m.tradingName, f("tradingName")).value,
      address: compact({
        line1: text(m.address?.line1, f("address.line1")).value,
        line2: text(m.address?.line2, f("address.line2")).value,
        city: text(m.address?.city, f("address.city")).value,
        postalCode: text(m.address?.postalCode, f("address.postalCode")).value,
        subdivision: text(m.address?.subdivision, f("address.subdivision")).value,
        country: country ?? "",
      }),
      vatId: vat.value?.replace(/\s+/g, ""),
      taxRegistrationId: role === "seller" ? text(m.taxRegistrationId, f("taxRegistrationId")).value : undefined,
      legalRegistrationId: text(m.legalRegistrationId, f("legalRegistrationId")).value,
      electronicAddress,
      contact: contact.name || contact.phone || contact.email ? compact(contact) : undefined,
    });
  };

  const number_ = required(mapping.number, "number", "BR-02");
  const issueDate = date(mapping.issueDate, "issueDate", "BT-2", "BR-03") ?? "";
  const dueDate = date(mapping.dueDate, "dueDate", "BT-9");
  const currency = code(mapping.currency, "currency", CURRENCY_CODES, "BR-CL-04");
  if (!currency) fail("BR-05", read(mapping.currency, "currency").path);
  const seller = party(mapping.seller, "seller");
  const buyer = party(mapping.buyer, "buyer");
  if (!seller.vatId && !seller.legalRegistrationId) fail("BR-CO-26", "einvoice.seller.vatId");

  // Lines.
  const lines: InvoiceLine[] = [];
  const lm = mapping.lines;
  if (lm) {
    const list = read(lm.each, "lines.each");
    const rows = Array.isArray(list.value) ? list.value : [];
    rows.forEach((row, index) => {
      const scope: Scope = { values: { ...data, row, index }, paths: { row: `${list.path}[${index}]` } };
      const f = (name: string) => `lines.${name}`;
      const quantity = number(lm.quantity, f("quantity"), "BT-129", scope, "BR-22").value ?? 0;
      const price = number(lm.netPrice, f("netPrice"), "BT-146", scope, "BR-26");
      if (price.value !== undefined && price.value < 0) fail("BR-27", price.path, price.value);
      const cat = category(lm.vatCategory, f("vatCategory"), scope, "S", "BR-CL-18");
      const unit = code(lm.unitCode, f("unitCode"), UNIT_CODES, "BR-CL-23", scope) ?? "C62";
      const netPrice = price.value ?? 0;
      lines.push(
        compact({
          id: text(lm.id, f("id"), scope).value ?? String(index + 1),
          name: required(lm.name, f("name"), "BR-25", scope),
          description: text(lm.description, f("description"), scope).value,
          note: text(lm.note, f("note"), scope).value,
          quantity,
          unitCode: unit,
          netPrice,
          netAmountCents: toCents(quantity * netPrice),
          vatCategory: cat.value,
          vatRate: rate(lm.vatRate, f("vatRate"), scope, cat.value),
        }),
      );
    });
  }
  if (lines.length === 0) fail("BR-16", lm ? read(lm.each, "lines.each").path : "einvoice.lines");

  // Document-level allowances and charges; a missing or zero amount is no allowance at all.
  const only =
    lines.length > 0 && lines.every((l) => l.vatCategory === lines[0].vatCategory && l.vatRate === lines[0].vatRate) ? lines[0] : undefined;
  const allowances: AllowanceCharge[] = [];
  const adjust = (entries: EinvoiceAllowanceCharge[], charge: boolean) =>
    entries.forEach((m, n) => {
      const kind = charge ? "charges" : "allowances";
      const each = m.each === undefined ? undefined : read(m.each, `${kind}[${n}].each`);
      const scopes: Scope[] = each
        ? (Array.isArray(each.value) ? each.value : []).map((row, index) => ({
            values: { ...data, row, index },
            paths: { row: `${each.path}[${index}]` },
          }))
        : [root];
      for (const scope of scopes) {
        const f = (name: string) => `${kind}[${n}].${name}`;
        const amount = number(m.amount, f("amount"), charge ? "BT-99" : "BT-92", scope).value;
        if (!amount) continue;
        const reason = text(m.reason, f("reason"), scope);
        const reasonCode = code(
          m.reasonCode,
          f("reasonCode"),
          charge ? CHARGE_REASON_CODES : ALLOWANCE_REASON_CODES,
          charge ? "BR-CL-20" : "BR-CL-19",
          scope,
        );
        if (!reason.value && !reasonCode) fail(charge ? "BR-38" : "BR-33", reason.path);
        const cat = category(m.vatCategory, f("vatCategory"), scope, only?.vatCategory, charge ? "BR-37" : "BR-32");
        const r = m.vatRate === undefined && only && cat.value === only.vatCategory ? only.vatRate : undefined;
        allowances.push(
          compact({
            charge,
            amountCents: toCents(amount),
            reason: reason.value,
            reasonCode,
            vatCategory: cat.value,
            vatRate: rate(m.vatRate, f("vatRate"), scope, cat.value, r),
          }),
        );
      }
    });
  adjust(mapping.allowances, false);
  adjust(mapping.charges, true);

  // Category rules on the parties: each category in use needs (or forbids) VAT identifiers.
  const used = new Set<VatCategory>([...lines.map((l) => l.vatCategory), ...allowances.map((a) => a.vatCategory)]);
  const sellerTaxId = Boolean(seller.vatId || seller.taxRegistrationId);
  for (const cat of used) {
    const rule = CATEGORY_RULES[cat].ids;
    const ok =
      cat === "AE"
        ? sellerTaxId && Boolean(buyer.vatId || buyer.legalRegistrationId)
        : cat === "K"
          ? Boolean(seller.vatId) && Boolean(buyer.vatId)
          : cat === "G"
            ? Boolean(seller.vatId)
            : cat === "O"
              ? !seller.vatId && !buyer.vatId
              : sellerTaxId;
    if (!ok) fail(rule, `einvoice.${cat === "O" || cat === "K" || cat === "AE" ? "buyer" : "seller"}.vatId`);
  }
  if (used.has("O") && used.size > 1) fail("BR-O-11", "einvoice.lines.vatCategory");
  let delivery: Invoice["delivery"];
  if (mapping.delivery || used.has("K")) {
    const deliveryDate = date(mapping.delivery?.date, "delivery.date", "BT-72", used.has("K") ? "BR-IC-11" : undefined);
    const deliveryCountry = code(mapping.delivery?.country, "delivery.country", COUNTRY_CODES, "BR-CL-14");
    if (used.has("K") && !deliveryCountry) fail("BR-IC-12", read(mapping.delivery?.country, "delivery.country").path);
    if (deliveryDate || deliveryCountry) delivery = compact({ date: deliveryDate, country: deliveryCountry });
  }

  // Totals and the VAT breakdown, in cents so sums are exact.
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const lineCents = sum(lines.map((l) => l.netAmountCents));
  const allowanceCents = sum(allowances.filter((a) => !a.charge).map((a) => a.amountCents));
  const chargeCents = sum(allowances.filter((a) => a.charge).map((a) => a.amountCents));
  const reason = text(mapping.vatExemptionReason, "vatExemptionReason").value;
  const groups = new Map<string, VatBreakdown>();
  const add = (cat: VatCategory, r: number | undefined, cents: number) => {
    const key = `${cat}/${r ?? ""}`;
    const group = groups.get(key) ?? {
      category: cat,
      rate: r,
      taxableCents: 0,
      taxCents: 0,
      exemptionReason: EXEMPTIONS[cat] && (reason ?? EXEMPTIONS[cat]!.reason),
      exemptionReasonCode: EXEMPTIONS[cat]?.code,
    };
    group.taxableCents += cents;
    groups.set(key, group);
  };
  for (const l of lines) add(l.vatCategory, l.vatRate, l.netAmountCents);
  for (const a of allowances) add(a.vatCategory, a.vatRate, a.charge ? a.amountCents : -a.amountCents);
  const vat = [...groups.values()].map((g) => ({ ...compact(g), taxCents: toCents((g.taxableCents * (g.rate ?? 0)) / 10_000) }));
  const taxBasisCents = lineCents - allowanceCents + chargeCents;
  const taxCents = sum(vat.map((g) => g.taxCents));
  const grandCents = taxBasisCents + taxCents;

  // Payment.
  let payment: Invoice["payment"];
  if (mapping.payment) {
    const p = mapping.payment;
    const iban = text(p.iban, "payment.iban");
    const meansCode = code(p.meansCode, "payment.meansCode", PAYMENT_MEANS_CODES, "BR-CL-16") ?? (iban.value ? "58" : "30");
    if ((meansCode === "30" || meansCode === "58") && !iban.value) fail("BR-61", iban.path);
    payment = compact({
      meansCode,
      iban: iban.value?.replace(/\s+/g, ""),
      bic: text(p.bic, "payment.bic").value?.replace(/\s+/g, ""),
      accountName: text(p.accountName, "payment.accountName").value,
      reference: text(p.reference, "payment.reference").value,
      terms: text(p.terms, "payment.terms").value,
    });
  }
  if (grandCents > 0 && !dueDate && !payment?.terms) fail("BR-CO-25", "einvoice.dueDate");

  const notesRead = read(mapping.notes, "notes");
  const notes = (Array.isArray(notesRead.value) ? notesRead.value : [notesRead.value])
    .map((note) => xmlText(note, notesRead.path))
    .filter((n): n is string => n !== undefined);
  if (violations.length > 0) return { ok: false, violations: dedupe(violations) };
  return {
    ok: true,
    invoice: compact({
      number: number_,
      issueDate,
      dueDate,
      currency: currency!,
      buyerReference: text(mapping.buyerReference, "buyerReference").value,
      orderReference: text(mapping.orderReference, "orderReference").value,
      notes,
      seller,
      buyer,
      delivery,
      payment,
      allowances,
      lines,
      vat,
      totals: { lineCents, allowanceCents, chargeCents, taxBasisCents, taxCents, grandCents, dueCents: grandCents },
    }),
  };
}

/** `customer.address.country` → `data.customer.address.country`; `row.vat` in a line → `data.items[3].vat`; anything computed → undefined. */
function dataPath(expr: Expr, scope: Scope): string | undefined {
  if (expr.type === "identifier")
    return scope.paths[expr.name] ?? (expr.name === "index" && scope.paths.row ? undefined : `data.${expr.name}`);
  if (expr.type === "member" && expr.property.type === "literal") {
    const base = dataPath(expr.object, scope);
    const key = expr.property.value;
    if (base === undefined) return undefined;
    return typeof key === "number" ? `${base}[${key}]` : `${base}.${String(key)}`;
  }
  if (expr.type === "filter" && expr.name === "default") return dataPath(expr.input, scope);
  return undefined;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

function asText(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

function asNumber(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** YYYY-MM-DD from an ISO 8601 date or date-time, a Date or epoch milliseconds. */
function asDate(value: unknown): string | undefined {
  if (typeof value === "string") {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
    if (!m) return undefined;
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
  }
  const ms = value instanceof Date ? value.getTime() : typeof value === "number" ? value : NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : undefined;
}

/** Rounded half away from zero to cents, after removing binary noise (1.005 × 100 is 100.49999…). */
export function toCents(amount: number): number {
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  return Math.sign(amount) * Math.round(scaled) || 0;
}

function vatPrefixOk(vatId: string): boolean {
  const prefix = vatId.slice(0, 2).toUpperCase();
  return prefix === "EL" || (COUNTRY_CODES.has(prefix) && /^[A-Z]{2}/.test(prefix));
}

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function dedupe(violations: Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const key = `${v.rule}\n${v.path}`;
    return !seen.has(key) && seen.add(key);
  });
}
