import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Binding } from "@paperjet/template";
import { buttonClass } from "~/components/ui-button";
import { Dialog } from "~/components/ui-dialog";
import { inputClass } from "./binding-inputs.tsx";
import {
  CURRENCIES,
  DATE_FORMATS,
  FORMAT_LOCALES,
  MAX_DECIMALS,
  bindingPath,
  formatExample,
  formatFilter,
  type ValueFormat,
} from "./format-filter.ts";

/** Shown when the binding has no example of its type, so the picker always has something to format. */
const SAMPLES = { number: 1234.5, date: "2026-11-03" } as const;
const DATE_STYLES = new Set(["short", "medium", "long", "full"]);

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * "Format…" for a number or date binding: the filter's settings, the binding's example as the
 * document prints it (the real filter, so no drift), and the expression it writes.
 */
export function FormatPicker({
  binding,
  initial,
  documentLocale,
  onApply,
  onClose,
}: {
  binding: Binding & { type: "number" | "date" };
  initial?: ValueFormat;
  documentLocale: string;
  onApply: (format: ValueFormat) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("designer");
  const isDate = binding.type === "date";
  const [format, setFormat] = useState<ValueFormat>(
    initial && (initial.kind === "date") === isDate
      ? initial
      : isDate
        ? { kind: "date", date: "long", locale: null }
        : { kind: "currency", currency: "EUR", decimals: null, locale: null },
  );
  const own = typeof binding.example === (isDate ? "string" : "number");
  const value = own ? binding.example : SAMPLES[binding.type];
  const example = formatExample(value, format, documentLocale);
  const languageNames = new Intl.DisplayNames([i18n.language], { type: "language" });
  const select = `${inputClass} py-1.5`;

  return (
    <Dialog open onClose={onClose} title={t("format.title", { label: binding.label || binding.key })} testId="format-picker">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          onApply(format);
        }}
      >
        <div className="grid grid-cols-2 gap-3">
          {format.kind === "date" ? (
            <Field label={t("format.date")}>
              {(id) => (
                <select
                  id={id}
                  className={select}
                  value={format.date}
                  onChange={(e) => setFormat({ ...format, date: e.target.value })}
                  data-testid="format-date"
                >
                  {DATE_FORMATS.map((date) => (
                    <option key={date} value={date}>
                      {DATE_STYLES.has(date) ? t(`format.dateStyle.${date}`) : date}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : (
            <>
              <Field label={t("format.kind")}>
                {(id) => (
                  <select
                    id={id}
                    className={select}
                    value={format.kind}
                    onChange={(e) => setFormat({ ...format, kind: e.target.value as "number" | "currency" | "percent" })}
                    data-testid="format-kind"
                  >
                    {(["number", "currency", "percent"] as const).map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`format.kinds.${kind}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {format.kind === "currency" ? (
                <Field label={t("format.currency")}>
                  {(id) => (
                    <select
                      id={id}
                      className={select}
                      value={format.currency}
                      onChange={(e) => setFormat({ ...format, currency: e.target.value })}
                      data-testid="format-currency"
                    >
                      {CURRENCIES.map((code) => (
                        <option key={code} value={code}>
                          {code}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ) : null}
              <Field label={t("format.decimals")}>
                {(id) => (
                  <select
                    id={id}
                    className={select}
                    value={format.decimals ?? ""}
                    onChange={(e) => setFormat({ ...format, decimals: e.target.value === "" ? null : Number(e.target.value) })}
                    data-testid="format-decimals"
                  >
                    <option value="">{t("format.decimalsStandard")}</option>
                    {Array.from({ length: MAX_DECIMALS + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </>
          )}
          <Field label={t("format.locale")}>
            {(id) => (
              <select
                id={id}
                className={select}
                value={format.locale ?? ""}
                onChange={(e) => setFormat({ ...format, locale: e.target.value || null })}
                data-testid="format-locale"
              >
                <option value="">{t("format.documentLocale", { locale: languageNames.of(documentLocale) ?? documentLocale })}</option>
                {FORMAT_LOCALES.map((locale) => (
                  <option key={locale} value={locale}>
                    {languageNames.of(locale) ?? locale}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <p className="text-xs font-medium text-slate-600">{t(own ? "format.example" : "format.sample", { value: String(value) })}</p>
          <p role="status" aria-live="polite" className="mt-1 text-lg font-semibold text-slate-900" data-testid="format-example">
            {"text" in example ? example.text : <span className="text-sm font-normal text-red-600">{example.error}</span>}
          </p>
          <p className="mt-2 break-all font-mono text-xs text-slate-600" data-testid="format-expression">
            {`{{ ${bindingPath(binding.key)} | ${formatFilter(format)} }}`}
          </p>
        </div>
        <p className="text-xs text-slate-500">{t("format.hint")}</p>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass("secondary")} onClick={onClose}>
            {t("format.cancel")}
          </button>
          <button type="submit" className={buttonClass("primary")} disabled={"error" in example} data-testid="format-apply">
            {t("format.apply")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
