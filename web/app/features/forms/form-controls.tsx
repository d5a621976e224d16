import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui-button";
import { HONEYPOT_FIELD } from "./form-schemas";
import type { FormStatus } from "./use-public-form";

const controlClass = (error?: string) =>
  `mt-1.5 block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-slate-900 shadow-sm ring-1 ring-inset placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset sm:text-sm ${
    error ? "ring-red-400 focus:ring-red-500" : "ring-slate-300 focus:ring-indigo-600"
  }`;

interface FieldShellProps {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    "aria-required"?: true;
    className: string;
  }) => ReactNode;
}

/** Label, control, hint and the field's error message, wired for screen readers. */
function FieldShell({ name, label, required, error, hint, className = "", children }: FieldShellProps) {
  const { t } = useTranslation("forms");
  const id = `${useId()}-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : (
          <span className="ml-1.5 text-xs font-normal text-slate-500">({t("optional")})</span>
        )}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required ? true : undefined,
        className: controlClass(error),
      })}
      {hint ? (
        <div id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { name: string; label: string; required?: boolean; error?: string; hint?: ReactNode; className?: string };

export function TextField({
  type = "text",
  autoComplete,
  placeholder,
  min,
  max,
  ...shell
}: Common & { type?: string; autoComplete?: string; placeholder?: string; min?: string; max?: string }) {
  return (
    <FieldShell {...shell}>
      {(props) => (
        <input {...props} name={shell.name} type={type} autoComplete={autoComplete} placeholder={placeholder} min={min} max={max} />
      )}
    </FieldShell>
  );
}

export function SelectField({ options, ...shell }: Common & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation("forms");
  return (
    <FieldShell {...shell}>
      {(props) => (
        <select {...props} name={shell.name} defaultValue="">
          <option value="">{t("choose")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A textarea with a live character count against `maxLength` (longer text is refused with a message, not cut off). */
export function TextAreaField({
  maxLength,
  placeholder,
  rows = 5,
  ...shell
}: Common & { maxLength: number; placeholder?: string; rows?: number }) {
  const { t } = useTranslation("forms");
  const [count, setCount] = useState(0);
  const over = count > maxLength;
  return (
    <FieldShell
      {...shell}
      hint={
        <span aria-live="polite" className={over ? "font-medium text-red-600" : undefined}>
          {t("characters", { count, max: maxLength })}
        </span>
      }
    >
      {(props) => (
        <textarea {...props} name={shell.name} rows={rows} placeholder={placeholder} onChange={(e) => setCount(e.target.value.length)} />
      )}
    </FieldShell>
  );
}

/** A field people never see or reach; bots that fill it in are ignored. */
export function Honeypot() {
  const { t } = useTranslation("forms");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {t("honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-inset ring-red-200">
      {children}
    </div>
  );
}

/**
 * The card the contact and demo forms share: title, honeypot, a two-column grid
 * of fields, the form's one send error, and the submit button.
 */
export function FormCard(props: {
  id: string;
  title: string;
  form: {
    status: FormStatus;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
  };
  submit: string;
  sending: string;
  className: string;
  submitClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("forms");
  const { form } = props;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      aria-labelledby={props.id}
      className={`relative rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 ${props.className}`}
    >
      <h2 id={props.id} className="text-xl font-semibold text-slate-900">
        {props.title}
      </h2>
      <Honeypot />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">{props.children}</div>
      {form.status === "failed" ? (
        <div className="mt-6">
          <FormError>{t("error")}</FormError>
        </div>
      ) : null}
      <Button
        type="submit"
        busy={form.status === "sending"}
        busyLabel={props.sending}
        className={`mt-6 w-full py-2.5 ${props.submitClassName ?? ""}`.trim()}
      >
        {props.submit}
      </Button>
    </form>
  );
}
