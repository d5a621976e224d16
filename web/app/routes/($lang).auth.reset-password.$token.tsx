import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppError } from "@paperjet/contracts";
import { Button } from "~/components/ui-button";
import { Field, FormAlert } from "~/components/ui-field";
import { AuthLayout } from "~/features/auth/auth-layout";
import { resetPasswordSchema } from "~/features/auth/auth-schemas";
import { firstFieldErrors } from "~/features/auth/form-errors";
import { resetPassword } from "~/features/auth/reset-password.server";
import { isUserTokenUsable } from "~/features/auth/user-tokens.server";
import { assertSameOrigin } from "~/features/auth/auth.server";
import { clientAddress } from "~/utils/client-address.server";
import { getDb } from "~/utils/db.server";
import { readForm } from "~/utils/read-body.server";
import { localizedPath } from "~/utils/locale";
import { getPageT } from "~/utils/page-i18n.server";
import { getRedis } from "~/utils/redis.server";
import { clearSessionCookie, sessionCookieHeaders } from "~/utils/session.server";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["auth"], hideTopbar: true, hideFooter: true };

export async function loader({ params }: LoaderFunctionArgs) {
  const { t } = await getPageT(params, "auth");
  // An expired or used link gets a clear page with the way to a new one, not a form that cannot work.
  return { title: t("reset.title"), usable: await isUserTokenUsable(await getDb(), params.token ?? "", "password_reset") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Reset password" },
  { name: "referrer", content: "no-referrer" },
];

export async function action({ request, params }: ActionFunctionArgs) {
  const { locale, t } = await getPageT(params, "auth");
  const form = await readForm(request);
  try {
    assertSameOrigin(request);
    const parsed = resetPasswordSchema(locale).safeParse({ token: params.token, password: form.get("password") ?? undefined });
    if (!parsed.success) return data({ fieldErrors: firstFieldErrors(parsed.error), formError: null }, { status: 422 });
    await resetPassword({ db: await getDb(), redis: getRedis(), ...parsed.data, ip: clientAddress(request), t });
    // Every session of the account has ended, this browser's too: log in again with the new password.
    throw redirect(`${localizedPath(locale, "/auth/login")}?reset=1`, { headers: sessionCookieHeaders(await clearSessionCookie(), false) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ fieldErrors: {} as Record<string, string>, formError: error.message }, { status: error.status, headers: error.headers });
  }
}

export default function ResetPassword() {
  const { t } = useTranslation("auth");
  const { usable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const to = useLocalizedPath();
  if (!usable) {
    return (
      <AuthLayout>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("reset.invalidHeading")}</h1>
        <p className="mt-2 text-sm text-slate-600">{t("reset.invalidLink")}</p>
        <Link to={to("/auth/forgot-password")} className="mt-8 font-semibold text-indigo-600 hover:text-indigo-500">
          {t("reset.requestNew")}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("reset.heading")}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("reset.subtitle")}</p>
      <Form method="post" noValidate className="mt-8 space-y-5">
        {result?.formError ? <FormAlert>{result.formError}</FormAlert> : null}
        <Field
          label={t("reset.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t("signup.passwordHint")}
          error={result?.fieldErrors.password}
          required
          minLength={8}
          autoFocus
        />
        <Button type="submit" className="w-full" busy={busy} busyLabel={t("reset.submitting")}>
          {t("reset.submit")}
        </Button>
      </Form>
    </AuthLayout>
  );
}
