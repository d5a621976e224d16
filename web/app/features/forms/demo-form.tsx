import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import { FormCard, SelectField, TextField } from "./form-controls";
import { DEMO_DAYS_AHEAD, DEMO_FIELDS, demoSchema, INDUSTRIES } from "./form-schemas";
import { useFormText } from "./use-form-text";
import { usePublicForm } from "./use-public-form";

/** `YYYY-MM-DD` of the visitor's own calendar day, `offset` days ahead. */
function localDay(offset = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

/** The demo request; ends in its thank-you state. */
export function DemoForm() {
  const { t } = useTranslation("forms");
  const locale = useLocale();
  const text = useFormText();
  const window = useMemo(() => ({ earliest: localDay(), latest: localDay(DEMO_DAYS_AHEAD) }), []);
  const schema = useMemo(() => demoSchema(text, window), [text, window]);
  const form = usePublicForm({ endpoint: "/api/forms/book-a-demo", schema, fields: DEMO_FIELDS });
  const e = form.errors;

  if (form.status === "done" && form.submitted) {
    const date = formatDate(`${form.submitted.preferredDate}T00:00:00Z`, locale, "weekday");
    return (
      <div role="status" data-state="thank-you" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8">
        <h2 className="text-2xl font-semibold text-emerald-900">{t("demo.successTitle")}</h2>
        <p className="mt-3 leading-7 text-emerald-800">{t("demo.successText", { email: form.submitted.email, date })}</p>
      </div>
    );
  }

  return (
    <FormCard
      id="demo-form-title"
      title={t("demo.title")}
      form={form}
      submit={t("demo.submit")}
      sending={t("demo.sending")}
      className="shadow-xl"
    >
      <TextField name="firstName" label={t("fields.firstName")} required autoComplete="given-name" error={e.firstName} />
      <TextField name="lastName" label={t("fields.lastName")} required autoComplete="family-name" error={e.lastName} />
      <TextField
        name="email"
        type="email"
        label={t("fields.email")}
        required
        autoComplete="email"
        placeholder={t("placeholders.email")}
        error={e.email}
        className="sm:col-span-2"
      />
      <TextField name="companyName" label={t("fields.companyName")} required autoComplete="organization" error={e.companyName} />
      <TextField
        name="jobTitle"
        label={t("fields.jobTitle")}
        required
        autoComplete="organization-title"
        placeholder={t("placeholders.jobTitle")}
        error={e.jobTitle}
      />
      <TextField
        name="phone"
        type="tel"
        label={t("fields.phone")}
        autoComplete="tel"
        placeholder={t("placeholders.phone")}
        error={e.phone}
      />
      <SelectField
        name="industry"
        label={t("fields.industry")}
        options={INDUSTRIES.map((value) => ({ value, label: t(`industries.${value}`) }))}
        error={e.industry}
      />
      <TextField
        name="preferredDate"
        type="date"
        label={t("fields.preferredDate")}
        required
        min={window.earliest}
        max={window.latest}
        hint={t("demo.dateHint")}
        error={e.preferredDate}
        className="sm:col-span-2"
      />
    </FormCard>
  );
}
