import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppError } from "@paperjet/contracts";
import { Button } from "~/components/ui-button";
import { Field, FormAlert } from "~/components/ui-field";
import { AuthLayout } from "~/features/auth/auth-layout";
import { forgotPasswordSchema } from "~/features/auth/auth-schemas";
import { firstFieldErrors } from "~/features/auth/form-errors";
import { requestPasswordReset } from "~/features/auth/request-password-reset.server";
import { assertSameOrigin } from "~/features/auth/auth.server";
import { clientAddress } from "~/utils/client-address.server";
import { getDb } from "~/utils/db.server";
import { readForm } from "~/utils/read-body.server";
import { getPageT } from "~/utils/page-i18n.server";
import { getRedis } from "~/utils/redis.server";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["auth"], hideTopbar: true, hideFooter: true };

export async function loader({ params }: LoaderFunctionArgs) {
  const { t } = await getPageT(params, "auth");
  return { title: t("forgot.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Forgot password" }];

export async function action({ request, params }: ActionFunctionArgs) {
  const { locale, t } = await getPageT(params, "auth");
  const form = await readForm(request);
  const email = String(form.get("email") ?? "");
  try {
    assertSameOrigin(request);
    const parsed = forgotPasswordSchema(locale).safeParse({ email: form.get("email") ?? undefined });
    if (!parsed.success) return data({ sent: false, fieldErrors: firstFieldErrors(parsed.error), formError: null, email }, { status: 422 });
    await requestPasswordReset({ db: await getDb(), redis: getRedis(), email: parsed.data.email, ip: clientAddress(request), t });
    // The same page whether or not the address has an account.
    return { sent: true, fieldErrors: {} as Record<string, string>, formError: null, email: parsed.data.email };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data(
      { sent: false, fieldErrors: {} as Record<string, string>, formError: error.message, email },
      { status: error.status, headers: error.headers },
    );
  }
}

export default function ForgotPassword() {
  const { t } = useTranslation("auth");
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const to = useLocalizedPath();
  return (
    <AuthLayout>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{result?.sent ? t("forgot.sentHeading") : t("forgot.heading")}</h1>
      {result?.sent ? (
        <div className="mt-6">
          <FormAlert tone="success">{t("forgot.sent", { email: result.email })}</FormAlert>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">{t("forgot.subtitle")}</p>
          <Form method="post" noValidate className="mt-8 space-y-5">
            {result?.formError ? <FormAlert>{result.formError}</FormAlert> : null}
            <Field
              label={t("forgot.email")}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={result?.email}
              error={result?.fieldErrors.email}
              required
              autoFocus
            />
            <Button type="submit" className="w-full" busy={busy} busyLabel={t("forgot.submitting")}>
              {t("forgot.submit")}
            </Button>
          </Form>
        </>
      )}
      <p className="mt-8 text-center text-sm text-slate-600">
        <Link to={to("/auth/login")} className="font-semibold text-indigo-600 hover:text-indigo-500">
          {t("forgot.backToLogin")}
        </Link>
      </p>
    </AuthLayout>
  );
}
