import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ExpressionError, parseExpression, parseTextTemplate } from "@paperjet/template";
import { validationMessages } from "~/utils/validation-messages";
import { isLocale } from "~/utils/locale";

const inputClass =
  "block w-full rounded-md border-0 bg-white px-2 py-1.5 text-sm text-slate-900 shadow-sm ring-1 ring-inset focus:outline-none focus:ring-2 focus:ring-inset";

function ring(error?: string) {
  return error ? "ring-red-400 focus:ring-red-500" : "ring-slate-300 focus:ring-indigo-600";
}

export function FieldShell({
  id,
  label,
  error,
  hint,
  children,
  wide,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A number that commits on every valid keystroke (each keystroke merges into one undo step through
 * `mergeKey` upstream) and shows the last good value again when left invalid.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 0.1,
  unit,
  wide,
  testId,
}: {
  label: ReactNode;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  wide?: boolean;
  testId?: string;
}) {
  const id = useId();
  const [text, setText] = useState(format(value));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(format(value));
  }, [value, focused]);
  const parsed = text.trim() === "" ? undefined : Number(text.replace(",", "."));
  const invalid =
    parsed !== undefined && (!Number.isFinite(parsed) || (min !== undefined && parsed < min) || (max !== undefined && parsed > max));
  const { t } = useTranslation("designer");
  const error = invalid ? t("fields.numberRange", { min: min ?? "−∞", max: max ?? "∞" }) : undefined;
  return (
    <FieldShell id={id} label={label} error={error} wide={wide}>
      <div className="relative">
        <input
          id={id}
          data-testid={testId}
          inputMode="decimal"
          className={`${inputClass} ${ring(error)} ${unit ? "pr-8" : ""}`}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setText(format(value));
          }}
          onChange={(event) => {
            setText(event.target.value);
            const next = event.target.value.trim() === "" ? undefined : Number(event.target.value.replace(",", "."));
            if (next === undefined || (Number.isFinite(next) && (min === undefined || next >= min) && (max === undefined || next <= max)))
              onChange(next);
          }}
          onKeyDown={(event) => {
            if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
            event.preventDefault();
            const delta = (event.key === "ArrowUp" ? 1 : -1) * (event.shiftKey ? step * 10 : step);
            let next = Math.round(((value ?? 0) + delta) * 1000) / 1000;
            if (min !== undefined) next = Math.max(min, next);
            if (max !== undefined) next = Math.min(max, next);
            setText(format(next));
            onChange(next);
          }}
        />
        {unit ? (
          <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center text-xs text-slate-500">{unit}</span>
        ) : null}
      </div>
    </FieldShell>
  );
}

function format(value: number | undefined) {
  return value === undefined ? "" : String(Math.round(value * 100) / 100);
}

export function TextField({
  label,
  value,
  onChange,
  placeholder,
  wide,
  error,
  hint,
  testId,
  multiline,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  wide?: boolean;
  error?: string;
  hint?: ReactNode;
  testId?: string;
  multiline?: boolean;
}) {
  const id = useId();
  const props = {
    id,
    "data-testid": testId,
    value,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    className: `${inputClass} ${ring(error)}`,
  };
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} wide={wide}>
      {multiline ? (
        <textarea {...props} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...props} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldShell>
  );
}

/** Hex colours only (#rgb, #rrggbb, #rrggbbaa), and it says so; an empty field removes the colour when allowed. */
export function ColorField({
  label,
  value,
  onChange,
  optional = true,
  wide,
  testId,
}: {
  label: ReactNode;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  optional?: boolean;
  wide?: boolean;
  testId?: string;
}) {
  const id = useId();
  const { i18n, t } = useTranslation("designer");
  const [text, setText] = useState(value ?? "");
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(value ?? "");
  }, [value, focused]);
  const valid = (s: string) => /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(s);
  const error = text !== "" && !valid(text) ? validationMessages(isLocale(i18n.language) ? i18n.language : "en").hexColor() : undefined;
  const swatch = valid(text) ? text : value;
  return (
    <FieldShell id={id} label={label} error={error} hint={!optional || text ? undefined : t("fields.noColour")} wide={wide}>
      <div className="flex items-center gap-1.5">
        <input
          type="color"
          aria-label={t("fields.pickColour")}
          tabIndex={-1}
          className="h-8 w-8 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
          value={expandHex(swatch) ?? "#000000"}
          onChange={(e) => {
            setText(e.target.value);
            onChange(e.target.value);
          }}
        />
        <input
          id={id}
          data-testid={testId}
          className={`${inputClass} ${ring(error)} font-mono`}
          value={text}
          placeholder="#1a2b3c"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(e) => {
            const next = e.target.value.trim();
            setText(next);
            if (next === "" && optional) onChange(undefined);
            else if (valid(next)) onChange(next);
          }}
        />
      </div>
    </FieldShell>
  );
}

function expandHex(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join("")}`;
  return value.slice(0, 7);
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  wide,
  testId,
}: {
  label: ReactNode;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  wide?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} wide={wide}>
      <select
        id={id}
        data-testid={testId}
        className={`${inputClass} ${ring()}`}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  wide = true,
  testId,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  wide?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={`${wide ? "col-span-2" : ""} flex items-center gap-2`}>
      <input
        id={id}
        data-testid={testId}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 rounded border-slate-300 text-indigo-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}

/** The engine's own parser, as you type: the message and the 1-based column where it went wrong. */
export function expressionProblem(source: string, kind: "expr" | "text"): { message: string; column: number } | undefined {
  try {
    if (kind === "expr") parseExpression(source);
    else parseTextTemplate(source);
    return undefined;
  } catch (error) {
    if (error instanceof ExpressionError) return { message: error.message, column: error.column };
    throw error;
  }
}

/**
 * An expression (`kind: "expr"`) or a text with `{{ }}` (`kind: "text"`). Every keystroke is parsed;
 * a valid value is committed, an invalid one stays in the field with the error and its column.
 */
export function ExpressionField({
  label,
  value,
  onChange,
  kind,
  wide = true,
  multiline,
  placeholder,
  testId,
  inputRef,
  optional,
  suggestions,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  kind: "expr" | "text";
  /** Offered as the browser's autocomplete list (a table's or repeat's lists). */
  suggestions?: readonly string[];
  wide?: boolean;
  multiline?: boolean;
  placeholder?: string;
  testId?: string;
  inputRef?: (el: HTMLInputElement | HTMLTextAreaElement | null) => void;
  optional?: boolean;
}) {
  const id = useId();
  const { t } = useTranslation("designer");
  const [text, setText] = useState(value);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(value);
  }, [value, focused]);
  const problem =
    text === "" && (optional || kind === "text")
      ? undefined
      : text === ""
        ? { message: t("fields.expressionRequired"), column: 1 }
        : expressionProblem(text, kind);
  const error = problem ? t("fields.expressionError", { message: problem.message, column: problem.column }) : undefined;
  const props = {
    id,
    "data-testid": testId,
    value: text,
    placeholder,
    spellCheck: false,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: `${inputClass} ${ring(error)} font-mono text-[13px]`,
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      if (!problem) setText(value);
    },
    onChange: (e: { target: { value: string } }) => {
      const next = e.target.value;
      setText(next);
      const bad = next === "" ? !(optional || kind === "text") : expressionProblem(next, kind) !== undefined;
      if (!bad) onChange(next);
    },
  };
  return (
    <FieldShell id={id} label={label} error={error} wide={wide}>
      {multiline ? (
        <textarea {...props} ref={inputRef} rows={3} />
      ) : (
        <input {...props} ref={inputRef} list={suggestions?.length ? `${id}-suggestions` : undefined} />
      )}
      {suggestions?.length ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
    </FieldShell>
  );
}

export function Section({ title, children, actions }: { title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="border-b border-slate-200 px-4 py-3">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
        {actions}
      </div>
      <div className="grid grid-cols-2 gap-2">{children}</div>
    </section>
  );
}

export const iconButtonClass =
  "inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-md px-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-700";
