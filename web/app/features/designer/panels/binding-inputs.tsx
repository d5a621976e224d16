import { useTranslation } from "react-i18next";
import { isIsoDate, type ColumnType } from "@paperjet/template";

export const inputClass =
  "block w-full rounded-md border-0 px-2 py-1 text-sm shadow-sm ring-1 ring-inset ring-slate-300 focus:outline-none focus:ring-2 focus:ring-indigo-600";

export type ScalarValue = string | number | boolean;

/** An input's text as a value of `type`; undefined for empty text and for text that is not one (yet). */
export function valueFrom(type: ColumnType, text: string): ScalarValue | undefined {
  if (text === "") return undefined;
  if (type === "number") return Number.isFinite(Number(text)) ? Number(text) : undefined;
  if (type === "boolean") return text === "true";
  if (type === "date") return isIsoDate(text) ? text : undefined;
  return text;
}

/**
 * The input for one value of a single-valued type: a yes/no select, a date picker (which writes
 * `YYYY-MM-DD`, the date binding's example), a decimal field or text. `text` is what it shows.
 */
export function ValueInput({
  type,
  text,
  onChange,
  label,
  testId,
  className = inputClass,
}: {
  type: ColumnType;
  text: string;
  onChange: (text: string) => void;
  label?: string;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation("designer");
  if (type === "boolean") {
    return (
      <select aria-label={label} className={className} value={text} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">—</option>
        <option value="true">{t("bool.true")}</option>
        <option value="false">{t("bool.false")}</option>
      </select>
    );
  }
  return (
    <input
      aria-label={label}
      className={className}
      type={type === "date" ? "date" : type === "number" ? "number" : "text"}
      step={type === "number" ? "any" : undefined}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}
