import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui-button";
import { newsletterSchema } from "./form-schemas";
import { Honeypot } from "./form-controls";
import { useFormText } from "./use-form-text";
import { usePublicForm } from "./use-public-form";

/** The footer's newsletter sign-up: subscribe → subscribed. */
export function NewsletterForm() {
  const { t } = useTranslation("forms");
  const text = useFormText();
  const schema = useMemo(() => newsletterSchema(text), [text]);
  const form = usePublicForm({ endpoint: "/api/forms/newsletter", schema, fields: ["email"] });
  const error = form.errors.email;

  return (
    <section aria-labelledby="newsletter-title" className="max-w-md">
      <h2 id="newsletter-title" className="text-sm font-semibold text-white">
        {t("newsletter.title")}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-400">{t("newsletter.text")}</p>
      {form.status === "done" ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm font-medium text-emerald-300" data-state="subscribed">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5">
            <path
              fillRule="evenodd"
              d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
              clipRule="evenodd"
            />
          </svg>
          <span>
            {t("newsletter.subscribed")} — {t("newsletter.subscribedText")}
          </span>
        </p>
      ) : (
        <form noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="relative mt-4" aria-label={t("newsletter.title")}>
          <Honeypot />
          <div className="flex gap-2">
            <label htmlFor="newsletter-email" className="sr-only">
              {t("fields.email")}
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t("placeholders.email")}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "newsletter-email-error" : undefined}
              className={`min-w-0 flex-auto rounded-lg border-0 bg-white/5 px-3 py-2 text-sm text-white shadow-sm ring-1 ring-inset placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-inset ${
                error ? "ring-red-400 focus:ring-red-400" : "ring-white/15 focus:ring-indigo-400"
              }`}
            />
            <Button
              type="submit"
              busy={form.status === "sending"}
              busyLabel={t("newsletter.sending")}
              className="flex-none bg-indigo-500 hover:bg-indigo-400"
            >
              {t("newsletter.submit")}
            </Button>
          </div>
          {error ? (
            <p id="newsletter-email-error" className="mt-2 text-sm text-red-300" data-field-error="email">
              {error}
            </p>
          ) : null}
          {form.status === "failed" ? (
            <p role="alert" className="mt-2 text-sm text-red-300">
              {t("error")}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
