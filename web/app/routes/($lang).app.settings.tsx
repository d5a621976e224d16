import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppError } from "@paperjet/contracts";
import { CsrfInput } from "~/features/auth/csrf-input";
import { SettingsTabs } from "~/components/settings-tabs";
import { Button } from "~/components/ui-button";
import { Field, FormAlert } from "~/components/ui-field";
import { updateUserSchema } from "~/features/auth/auth-schemas";
import { firstFieldErrors } from "~/features/auth/form-errors";
import { updateUser } from "~/features/auth/update-user.server";
import { resendEmailVerification } from "~/features/auth/resend-email-verification.server";
import { findUserById } from "~/features/auth/users.server";
import { requireAppUserPage } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { localeCookie } from "~/utils/i18next.server";
import { LOCALES, LOCALE_NAMES, localizedPath } from "~/utils/locale";
import { getPageT } from "~/utils/page-i18n.server";
import { getRedis } from "~/utils/redis.server";
import { readForm } from "~/utils/read-body.server";

export const handle = { i18n: ["app"] };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = await getPageT(params, "app");
  const { user } = await requireAppUserPage(request);
  const row = await findUserById(await getDb(), user.id);
  return { title: t("settings.title"), user, hasPassword: Boolean(row?.password_hash) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Settings" }];

type Section = "profile" | "password" | "language" | "verify";

export async function action({ request, params }: ActionFunctionArgs) {
  const { locale, t } = await getPageT(params, "app");
  const auth = await requireAppUserPage(request);
  const form = await readForm(request);
  const section = String(form.get("intent")) as Section;
  // Account errors (limits, links) are worded in the auth namespace.
  const { t: authT } = await getPageT(params, "auth");
  try {
    if (section === "verify") {
      const { email } = await resendEmailVerification({ db: await getDb(), redis: getRedis(), userId: auth.user.id, t: authT });
      return { section, ok: true as const, fieldErrors: {} as Record<string, string>, message: t("settings.verificationSent", { email }) };
    }
    const fields =
      section === "profile"
        ? {
            name: form.get("name") ?? "",
            email: form.get("email") ?? "",
            currentPassword: String(form.get("currentPassword") ?? "") || undefined,
          }
        : section === "password"
          ? { currentPassword: String(form.get("currentPassword") ?? ""), newPassword: form.get("newPassword") ?? "" }
          : { locale: form.get("locale") ?? undefined };
    const parsed = updateUserSchema(locale).safeParse(fields);
    if (!parsed.success)
      return data({ section, ok: false as const, fieldErrors: firstFieldErrors(parsed.error), message: null }, { status: 422 });
    const { user, pendingEmail } = await updateUser({ db: await getDb(), redis: getRedis(), auth, changes: parsed.data, locale, t: authT });
    if (section === "language") {
      // Show the settings again in the language just chosen, and remember it.
      throw redirect(localizedPath(user.locale, "/app/settings"), { headers: { "Set-Cookie": await localeCookie.serialize(user.locale) } });
    }
    const message = pendingEmail
      ? t("settings.emailPending", { email: pendingEmail })
      : section === "password"
        ? t("settings.passwordChanged")
        : t("settings.saved");
    return { section, ok: true as const, fieldErrors: {} as Record<string, string>, message };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.errors ?? {}).map(([k, v]) => [k, v[0]!]));
    return data(
      { section, ok: false as const, fieldErrors, message: error.errors ? null : error.message },
      { status: error.status, headers: error.headers },
    );
  }
}

/** One settings section's form: CSRF field, its success notice, and a submit button that names the section as `intent`. */
function SectionForm({ section, submit, children }: { section: Section; submit: string; children: React.ReactNode }) {
  const { t } = useTranslation("app");
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === section;
  return (
    <Form method="post" className="space-y-4" noValidate={section !== "language"}>
      <CsrfInput />
      {result?.section === section && result.message ? (
        <FormAlert tone={result.ok ? "success" : "error"}>{result.message}</FormAlert>
      ) : null}
      {children}
      <div className="flex justify-end">
        <Button type="submit" name="intent" value={section} busy={busy} busyLabel={t("settings.saving")}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}

/** The address is not verified yet: send its link again (ADMIN_EMAILS and the like wait for it). */
function ResendVerification() {
  const { t } = useTranslation("app");
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "verify";
  const shown = result?.section === "verify" ? result : null;
  return (
    <Form method="post" className="mt-6 space-y-3 border-t border-slate-200 pt-4">
      <CsrfInput />
      {shown?.message ? <FormAlert tone={shown.ok ? "success" : "error"}>{shown.message}</FormAlert> : null}
      <p className="text-sm text-slate-600">{t("settings.verifyLead")}</p>
      <Button type="submit" name="intent" value="verify" variant="secondary" busy={busy} busyLabel={t("settings.saving")}>
        {t("settings.resendVerification")}
      </Button>
    </Form>
  );
}

function Card({ id, title, lead, children }: { id: string; title: string; lead: string; children: React.ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:grid-cols-3"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{lead}</p>
      </div>
      <div className="md:col-span-2">{children}</div>
    </section>
  );
}

export default function Settings() {
  const { t } = useTranslation("app");
  const { user, hasPassword } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = (section: Section) => (result?.section === section ? result.fieldErrors : {}) as Record<string, string>;
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("settings.heading")}</h1>
      <SettingsTabs />

      <Card id="profile" title={t("settings.profile")} lead={t("settings.profileLead")}>
        <SectionForm section="profile" submit={t("settings.saveProfile")}>
          <Field label={t("settings.name")} name="name" defaultValue={user.name} autoComplete="name" error={errors("profile").name} />
          <Field
            label={t("settings.email")}
            name="email"
            type="email"
            defaultValue={user.email}
            autoComplete="email"
            error={errors("profile").email}
            hint={user.emailVerified ? undefined : t("settings.emailUnverified")}
          />
          {hasPassword ? (
            <Field
              label={t("settings.currentPassword")}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              hint={t("settings.emailNeedsPassword")}
              error={errors("profile").currentPassword}
            />
          ) : null}
        </SectionForm>
        {user.emailVerified ? null : <ResendVerification />}
      </Card>

      <Card id="password" title={t("settings.password")} lead={hasPassword ? t("settings.passwordLead") : t("settings.noPassword")}>
        <SectionForm section="password" submit={t("settings.changePassword")}>
          {hasPassword ? (
            <Field
              label={t("settings.currentPassword")}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              error={errors("password").currentPassword}
            />
          ) : null}
          <Field
            label={t("settings.newPassword")}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={8}
            error={errors("password").newPassword}
          />
        </SectionForm>
      </Card>

      <Card id="language" title={t("settings.language")} lead={t("settings.languageLead")}>
        <SectionForm section="language" submit={t("settings.saveLanguage")}>
          <fieldset>
            <legend className="sr-only">{t("settings.language")}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {LOCALES.map((code) => (
                <label
                  key={code}
                  className="flex cursor-pointer items-center gap-3 rounded-xl p-4 ring-1 ring-slate-200 has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600"
                >
                  <input
                    type="radio"
                    name="locale"
                    value={code}
                    defaultChecked={user.locale === code}
                    className="h-4 w-4 text-indigo-600 focus:ring-indigo-600"
                  />
                  <span className="text-sm font-medium text-slate-900" lang={code}>
                    {LOCALE_NAMES[code].name}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </SectionForm>
      </Card>
    </div>
  );
}
