import { type FormEvent, useRef, useState } from "react";
import type { z } from "zod";
import { useLocale } from "~/utils/use-locale";
import { HONEYPOT_FIELD } from "./form-schemas";

export type FormStatus = "idle" | "sending" | "done" | "failed";

function firstMessages(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

function focusFirstError(form: HTMLFormElement, fields: readonly string[], errors: Record<string, string>) {
  const first = fields.find((name) => errors[name]);
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}

/**
 * A public form that validates in the browser with the same schema the API
 * uses, sends JSON to `endpoint`, and maps the API's 422 field errors back
 * onto the fields. Any other failure is the form's one generic error.
 */
export function usePublicForm<S extends z.ZodTypeAny>(options: { endpoint: string; schema: S; fields: readonly string[] }) {
  const locale = useLocale();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>("idle");
  const [submitted, setSubmitted] = useState<z.infer<S> | null>(null);
  const attempted = useRef(false);

  const values = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    attempted.current = true;
    const body = values(form);
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      const found = firstMessages(parsed.error);
      setErrors(found);
      focusFirstError(form, options.fields, found);
      return;
    }
    setErrors({});
    setStatus("sending");
    try {
      const response = await fetch(options.endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...body, [HONEYPOT_FIELD]: body[HONEYPOT_FIELD] ?? "", locale }),
      });
      if (response.status === 201) {
        setSubmitted(parsed.data);
        setStatus("done");
        return;
      }
      if (response.status === 422) {
        const problem = (await response.json()) as { errors?: Record<string, string[]> };
        const found = Object.fromEntries(Object.entries(problem.errors ?? {}).map(([key, messages]) => [key, messages[0]]));
        if (options.fields.some((name) => found[name])) {
          setErrors(found);
          setStatus("idle");
          focusFirstError(form, options.fields, found);
          return;
        }
      }
      setStatus("failed");
    } catch {
      setStatus("failed");
    }
  }

  /** After a first attempt, fields re-check as they change, so a fixed error goes away. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!attempted.current) return;
    const name = (event.target as HTMLInputElement).name;
    const parsed = options.schema.safeParse(values(event.currentTarget));
    const found = parsed.success ? {} : firstMessages(parsed.error);
    setErrors((current) => ({ ...current, [name]: found[name] ?? "" }));
  }

  function reset() {
    attempted.current = false;
    setErrors({});
    setSubmitted(null);
    setStatus("idle");
  }

  return { errors, status, submitted, onSubmit, onChange, reset };
}
