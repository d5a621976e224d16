import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { LanguageSwitcher } from "~/components/language-switcher";
import { Button } from "~/components/ui-button";
import { firstFieldErrors } from "~/features/auth/form-errors";
import { getOnboarding } from "~/features/onboarding/get-onboarding.server";
import { onboardingAnswersSchema } from "~/features/onboarding/onboarding-survey";
import { saveOnboardingAnswers } from "~/features/onboarding/save-onboarding-answers.server";
import { requireUserPage } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { localizedPath } from "~/utils/locale";
import { getPageT } from "~/utils/page-i18n.server";
import { readForm } from "~/utils/read-body.server";

export const handle = { i18n: ["app"], hideTopbar: true, hideFooter: true };

// Authentication guard only (no is-user check): the survey comes before the app.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, t } = await getPageT(params, "app");
  const { user } = await requireUserPage(request);
  const onboarding = await getOnboarding({ db: await getDb(), userId: user.id, t });
  if (onboarding.completed) throw redirect(localizedPath(locale, "/app/dashboard"));
  return { title: t("onboarding.title"), heading: t("onboarding.heading", { name: user.name.split(" ")[0] }), survey: onboarding.survey };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Welcome" }];

export async function action({ request, params }: ActionFunctionArgs) {
  const { locale, t } = await getPageT(params, "app");
  const { user } = await requireUserPage(request);
  const form = await readForm(request);
  const db = await getDb();
  if (form.get("intent") === "skip") {
    await saveOnboardingAnswers({ db, userId: user.id, answers: null });
    throw redirect(localizedPath(locale, "/app/dashboard"));
  }
  const parsed = onboardingAnswersSchema(t("onboarding.required")).safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ fieldErrors: firstFieldErrors(parsed.error) }, { status: 422 });
  await saveOnboardingAnswers({ db, userId: user.id, answers: parsed.data });
  throw redirect(localizedPath(locale, "/app/dashboard"));
}

/** The onboarding layout: a focused, centred survey without the app's navigation. */
export default function Onboarding() {
  const { t } = useTranslation("app");
  const { heading, survey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors: Record<string, string> = result?.fieldErrors ?? {};
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <div className="min-h-full bg-gradient-to-b from-indigo-50 to-white">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-6 py-6">
        <span className="text-xl font-bold tracking-tight text-indigo-700">Paperjet</span>
        <LanguageSwitcher />
      </header>
      <main className="mx-auto max-w-3xl px-6 pb-16">
        <div className="rounded-3xl bg-white p-8 shadow-xl ring-1 ring-slate-200 sm:p-10">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{heading}</h1>
          <p className="mt-2 text-slate-600">{t("onboarding.lead")}</p>
          <Form method="post" className="mt-8 space-y-8">
            <CsrfInput />
            {survey.questions.map((question, index) => (
              <fieldset key={question.id} aria-describedby={errors[question.id] ? `${question.id}-error` : undefined}>
                <legend className="text-sm font-semibold text-slate-900">
                  <span className="mr-2 text-xs font-medium uppercase tracking-wide text-indigo-600">
                    {t("onboarding.step", { current: index + 1, total: survey.questions.length })}
                  </span>
                  <span className="mt-1 block text-base">{question.label}</span>
                </legend>
                <div className="mt-3 grid gap-2 sm:grid-cols-2">
                  {question.options.map((option) => (
                    <label
                      key={option.value}
                      className="flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3 text-sm ring-1 ring-slate-200 hover:bg-slate-50 has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-400"
                    >
                      <input type="radio" name={question.id} value={option.value} className="h-4 w-4 text-indigo-600" />
                      {option.label}
                    </label>
                  ))}
                </div>
                {errors[question.id] ? (
                  <p id={`${question.id}-error`} className="mt-2 text-sm text-red-600">
                    {errors[question.id]}
                  </p>
                ) : null}
              </fieldset>
            ))}
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-between">
              <Button type="submit" variant="ghost" name="intent" value="skip">
                {t("onboarding.skip")}
              </Button>
              <Button type="submit" name="intent" value="save" busy={submitting} busyLabel={t("onboarding.submitting")}>
                {t("onboarding.submit")}
              </Button>
            </div>
          </Form>
        </div>
      </main>
    </div>
  );
}
