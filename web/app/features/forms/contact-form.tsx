import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FormCard, SelectField, TextAreaField, TextField } from "./form-controls";
import { CONTACT_FIELDS, contactSchema, HEARD_FROM, MESSAGE_MAX } from "./form-schemas";
import { useFormText } from "./use-form-text";
import { usePublicForm } from "./use-public-form";

/**
 * The contact form; ends in its completed state. `countries` come from the
 * server (countryOptions), so the browser's Intl data cannot change the list.
 */
export function ContactForm({ countries }: { countries: { value: string; label: string }[] }) {
  const { t } = useTranslation("forms");
  const text = useFormText();
  const schema = useMemo(() => contactSchema(text), [text]);
  const form = usePublicForm({ endpoint: "/api/forms/contact", schema, fields: CONTACT_FIELDS });
  const e = form.errors;

  if (form.status === "done" && form.submitted) {
    return (
      <div role="status" data-state="completed" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8">
        <h2 className="text-2xl font-semibold text-emerald-900">{t("contact.successTitle", { name: form.submitted.firstName })}</h2>
        <p className="mt-3 leading-7 text-emerald-800">{t("contact.successText", { email: form.submitted.email })}</p>
        <button
          type="button"
          onClick={form.reset}
          className="mt-6 rounded text-sm font-semibold text-emerald-900 underline underline-offset-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {t("contact.again")}
        </button>
      </div>
    );
  }

  return (
    <FormCard
      id="contact-form-title"
      title={t("contact.title")}
      form={form}
      submit={t("contact.submit")}
      sending={t("contact.sending")}
      className="shadow-sm"
      submitClassName="sm:w-auto"
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
      />
      <TextField name="company" label={t("fields.company")} autoComplete="organization" error={e.company} />
      <TextField
        name="phone"
        type="tel"
        label={t("fields.phone")}
        autoComplete="tel"
        placeholder={t("placeholders.phone")}
        error={e.phone}
      />
      <SelectField name="country" label={t("fields.country")} options={countries} error={e.country} />
      <SelectField
        name="heardFrom"
        label={t("fields.heardFrom")}
        options={HEARD_FROM.map((value) => ({ value, label: t(`heardFrom.${value}`) }))}
        error={e.heardFrom}
        className="sm:col-span-2"
      />
      <TextAreaField
        name="message"
        label={t("fields.message")}
        required
        maxLength={MESSAGE_MAX}
        placeholder={t("placeholders.message")}
        error={e.message}
        className="sm:col-span-2"
      />
    </FormCard>
  );
}
