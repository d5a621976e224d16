import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppError } from "@paperjet/contracts";
import { Button } from "~/components/ui-button";
import { Field, FormAlert } from "~/components/ui-field";
import { AuthLayout, SocialButtons } from "~/features/auth/auth-layout";
import { loginSchema } from "~/features/auth/auth-schemas";
import { firstFieldErrors } from "~/features/auth/form-errors";
import { logInUser } from "~/features/auth/log-in-user.server";
import { clientAddress } from "~/utils/client-address.server";
import { startUserSession } from "~/features/auth/start-user-session.server";
import { assertSameOrigin, getAuth, safeRedirectTo } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { localeCookie } from "~/utils/i18next.server";
import { isLocale, localizedPath } from "~/utils/locale";
import { getPageT } from "~/utils/page-i18n.server";
import { getRedis } from "~/utils/redis.server";
import { useLocalizedPath } from "~/utils/use-locale";
import { readForm } from "~/utils/read-body.server";

export const handle = { i18n: ["auth"], hideTopbar: true, hideFooter: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, t } = await getPageT(params, "auth");
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"), localizedPath(locale, "/app/dashboard"));
  if (await getAuth(request)) throw redirect(redirectTo);
  return {
    title: t("login.title"),
    redirectTo,
    oauthError: url.searchParams.get("error") ? t("errors.generic") : null,
    passwordReset: url.searchParams.has("reset"),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Log in" }];

export async function action({ request, params }: ActionFunctionArgs) {
  const { locale, t } = await getPageT(params, "auth");
  const form = await readForm(request);
  const email = String(form.get("email") ?? "");
  try {
    assertSameOrigin(request);
    const parsed = loginSchema(locale).safeParse({ email: form.get("email") ?? undefined, password: form.get("password") ?? undefined });
    if (!parsed.success) return data({ fieldErrors: firstFieldErrors(parsed.error), formError: null, email }, { status: 422 });
    const db = await getDb();
    const user = await logInUser({ db, redis: getRedis(), ...parsed.data, ip: clientAddress(request), t });
    const previous = await getAuth(request);
    const { cookies } = await startUserSession({
      db,
      userId: user.id,
      withToken: false,
      previousSessionId: previous?.method === "session" ? previous.sessionId : undefined,
    });
    // The language saved in the account wins: a login that asked only for the dashboard opens it in that language.
    const saved = isLocale(user.locale) ? user.locale : locale;
    const dashboard = localizedPath(locale, "/app/dashboard");
    const asked = safeRedirectTo(form.get("redirectTo"), dashboard);
    cookies.append("Set-Cookie", await localeCookie.serialize(saved));
    throw redirect(asked === dashboard ? localizedPath(saved, "/app/dashboard") : asked, { headers: cookies });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data(
      { fieldErrors: {} as Record<string, string>, formError: error.message, email },
      { status: error.status, headers: error.headers },
    );
  }
}

export default function Login() {
  const { t } = useTranslation("auth");
  const { redirectTo, oauthError, passwordReset } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const to = useLocalizedPath();
  const errors = result?.fieldErrors ?? {};
  const formError = result?.formError ?? oauthError;
  return (
    <AuthLayout>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("login.heading")}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("login.subtitle")}</p>
      <Form method="post" noValidate className="mt-8 space-y-5">
        {formError ? (
          <FormAlert>{formError}</FormAlert>
        ) : passwordReset ? (
          <FormAlert tone="success">{t("login.passwordReset")}</FormAlert>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label={t("login.email")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={result?.email}
          error={errors.email}
          required
          autoFocus
        />
        <Field
          label={t("login.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          required
        />
        <p className="-mt-2 text-right text-sm">
          <Link to={to("/auth/forgot-password")} className="font-semibold text-indigo-600 hover:text-indigo-500">
            {t("login.forgotLink")}
          </Link>
        </p>
        <Button type="submit" className="w-full" busy={busy} busyLabel={t("login.submitting")}>
          {t("login.submit")}
        </Button>
      </Form>
      <SocialButtons redirectTo={redirectTo} label={t("login.or")} />
      <p className="mt-8 text-center text-sm text-slate-600">
        {t("login.noAccount")}{" "}
        <Link to={to("/auth/signup")} className="font-semibold text-indigo-600 hover:text-indigo-500">
          {t("login.signupLink")}
        </Link>
      </p>
    </AuthLayout>
  );
}
