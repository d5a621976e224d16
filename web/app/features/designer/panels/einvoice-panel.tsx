import { useTranslation } from "react-i18next";
import { buildInvoice, violationMessage } from "@paperjet/einvoice/check";
import { ExpressionError, einvoiceMappingSchema, parseExpression, type TemplateDocument } from "@paperjet/template";
import { useDesigner } from "../designer-context.tsx";
import { formatMoney } from "~/utils/format";

const inputClass =
  "block w-full rounded-md border-0 px-2 py-1 font-mono text-xs shadow-sm ring-1 ring-inset ring-slate-300 focus:outline-none focus:ring-2 focus:ring-indigo-600";

/** The EN 16931 terms the panel maps, by group; each path is a field of the template's `einvoice` block. */
const GROUPS: { group: string; fields: string[] }[] = [
  { group: "invoice", fields: ["number", "issueDate", "dueDate", "currency", "buyerReference", "notes"] },
  {
    group: "seller",
    fields: [
      "seller.name",
      "seller.vatId",
      "seller.legalRegistrationId",
      "seller.electronicAddress",
      "seller.address.line1",
      "seller.address.postalCode",
      "seller.address.city",
      "seller.address.country",
    ],
  },
  {
    group: "buyer",
    fields: [
      "buyer.name",
      "buyer.vatId",
      "buyer.legalRegistrationId",
      "buyer.electronicAddress",
      "buyer.address.line1",
      "buyer.address.postalCode",
      "buyer.address.city",
      "buyer.address.country",
    ],
  },
  { group: "payment", fields: ["payment.iban", "payment.bic", "payment.reference", "payment.terms"] },
  {
    group: "lines",
    fields: ["lines.each", "lines.name", "lines.quantity", "lines.unitCode", "lines.netPrice", "lines.vatCategory", "lines.vatRate"],
  },
];

type Mapping = Record<string, unknown>;

function read(mapping: Mapping, path: string): string {
  const value = path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Mapping)[k] : undefined), mapping);
  return typeof value === "string" ? value : "";
}

/** The mapping with one field set (an empty text removes it). */
function write(mapping: Mapping, path: string, value: string): Mapping {
  const [head, ...rest] = path.split(".");
  const next = { ...mapping };
  if (rest.length === 0) {
    if (value === "") delete next[head!];
    else next[head!] = value;
    return next;
  }
  next[head!] = write((mapping[head!] as Mapping | undefined) ?? {}, rest.join("."), value);
  return next;
}

function parseProblem(source: string): string | undefined {
  if (source.trim() === "") return undefined;
  try {
    parseExpression(source);
    return undefined;
  } catch (error) {
    if (error instanceof ExpressionError) return `${error.message} (${error.column})`;
    throw error;
  }
}

/**
 * Maps the template's data to EN 16931 (the `einvoice` block): one expression per business term,
 * each parsed as you type, and the whole mapping checked against the example data by the same rules
 * a generation call applies, each broken rule named by its EN 16931 id.
 */
export function EinvoicePanel({ document }: { document: TemplateDocument }) {
  const { t, i18n } = useTranslation("designer");
  const { store } = useDesigner();
  const mapping = (document.einvoice ?? {}) as Mapping;
  const set = (path: string, value: string) =>
    store.apply(
      t("einvoice.edit"),
      (doc) => ({ ...doc, einvoice: einvoiceMappingSchema.parse(write((doc.einvoice ?? {}) as Mapping, path, value)) }),
      { mergeKey: `einvoice.${path}` },
    );
  const parsed = einvoiceMappingSchema.safeParse(mapping);
  const checked =
    document.einvoice && parsed.success
      ? buildInvoice({ mapping: parsed.data, data: document.exampleData ?? {}, locale: document.locale })
      : undefined;
  const language = i18n.language?.startsWith("nl") ? "nl" : "en";

  return (
    <div className="space-y-4 p-3 text-sm" data-testid="einvoice-panel">
      <p className="text-xs text-slate-600">{t("einvoice.intro")}</p>
      <section aria-live="polite" className="rounded-md bg-slate-50 p-2 text-xs" data-testid="einvoice-check">
        {!checked ? <p className="text-slate-600">{t("einvoice.empty")}</p> : null}
        {checked?.ok ? (
          <p className="text-emerald-700">
            {t("einvoice.valid", {
              lines: checked.invoice.lines.length,
              total: formatMoney(checked.invoice.totals.grandCents, checked.invoice.currency, language),
            })}
          </p>
        ) : null}
        {checked && !checked.ok ? (
          <ul className="space-y-1 text-red-700">
            {checked.violations.map((v) => (
              <li key={`${v.rule}-${v.path}`}>
                <strong>{v.rule}</strong> <code className="break-all">{v.path}</code>: {violationMessage(v, language)}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {GROUPS.map(({ group, fields }) => (
        <fieldset key={group} className="space-y-2">
          <legend className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t(`einvoice.groups.${group}`)}</legend>
          {fields.map((path) => {
            const value = read(mapping, path);
            const problem = parseProblem(value);
            return (
              <label key={path} className="block min-w-0">
                <span className="text-xs text-slate-700">{t(`einvoice.fields.${path.replace(/\./g, "_")}`)}</span>
                <input
                  className={inputClass}
                  value={value}
                  spellCheck={false}
                  aria-invalid={problem ? true : undefined}
                  data-testid={`einvoice-${path}`}
                  onChange={(e) => set(path, e.target.value)}
                />
                {problem ? <span className="text-xs text-red-700">{problem}</span> : null}
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
