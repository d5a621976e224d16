import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppError } from "@paperjet/contracts";
import { Button } from "~/components/ui-button";
import { Field, FormAlert } from "~/components/ui-field";
import { AuthLayout, SocialButtons } from "~/features/auth/auth-layout";
import { registerSchema } from "~/features/auth/auth-schemas";
import { firstFieldErrors } from "~/features/auth/form-errors";
import { registerUser } from "~/features/auth/register-user.server";
import { assertSameOrigin, getAuth } from "~/features/auth/auth.server";
import { clientAddress } from "~/utils/client-address.server";
import { viewInvitation } from "~/features/workspaces/invitations.server";
import { getDb } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";
import { localizedPath } from "~/utils/locale";
import { getPageT } from "~/utils/page-i18n.server";
import { useLocalizedPath } from "~/utils/use-locale";
import { readForm } from "~/utils/read-body.server";

export const handle = { i18n: ["auth"], hideTopbar: true, hideFooter: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, t } = await getPageT(params, "auth");
  if (await getAuth(request)) throw redirect(localizedPath(locale, "/app/dashboard"));
  return { title: t("signup.title"), invitation: await pendingInvitation(new URL(request.url).searchParams.get("invitation")) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Sign up" }];

/** A sign-up from an invitation link: the invited address is fixed, and the invitation page follows. */
async function pendingInvitation(token: string | null) {
  const view = token ? await viewInvitation(await getDb(), token) : null;
  return view?.state === "pending" && token ? { token, email: view.email, workspace: view.workspace.name } : null;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { locale, t } = await getPageT(params, "auth");
  const form = await readForm(request);
  const invitation = await pendingInvitation(typeof form.get("invitation") === "string" ? String(form.get("invitation")) : null);
  if (invitation) form.set("email", invitation.email);
  const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") };
  try {
    assertSameOrigin(request);
    const parsed = registerSchema(locale).safeParse({
      name: form.get("name") ?? undefined,
      email: form.get("email") ?? undefined,
      password: form.get("password") ?? undefined,
    });
    if (!parsed.success) return data({ fieldErrors: firstFieldErrors(parsed.error), formError: null, values }, { status: 422 });
    const { cookies } = await registerUser({
      db: await getDb(),
      redis: getRedis(),
      ...parsed.data,
      locale,
      ip: clientAddress(request),
      t,
      withToken: false,
    });
    // docs/product.md: the onboarding survey comes once, right after sign-up. A taken address gets the same
    // redirect with a session that signs no one in (so the login page follows); its owner gets a mail.
    throw redirect(invitation ? localizedPath(locale, `/invitations/${invitation.token}`) : localizedPath(locale, "/onboarding"), {
      headers: cookies,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.errors ?? {}).map(([k, v]) => [k, v[0]!]));
    return data({ fieldErrors, formError: error.errors ? null : error.message, values }, { status: error.status, headers: error.headers });
  }
}

export default function Signup() {
  const { t } = useTranslation("auth");
  const result = useActionData<typeof action>();
  const { invitation } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const to = useLocalizedPath();
  const errors: Record<string, string> = result?.fieldErrors ?? {};
  return (
    <AuthLayout>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("signup.heading")}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("signup.subtitle")}</p>
      <Form method="post" noValidate className="mt-8 space-y-5">
        {result?.formError ? <FormAlert>{result.formError}</FormAlert> : null}
        <Field
          label={t("signup.name")}
          name="name"
          autoComplete="name"
          defaultValue={result?.values.name}
          error={errors.name}
          required
          autoFocus
        />
        {invitation ? (
          <>
            <input type="hidden" name="invitation" value={invitation.token} />
            <Field
              label={t("signup.email")}
              name="email"
              type="email"
              value={invitation.email}
              readOnly
              hint={t("signup.invitedAddress", { workspace: invitation.workspace })}
            />
          </>
        ) : (
          <Field
            label={t("signup.email")}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={result?.values.email}
            error={errors.email}
            required
          />
        )}
        <Field
          label={t("signup.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t("signup.passwordHint")}
          error={errors.password}
          required
          minLength={8}
        />
        <Button type="submit" className="w-full" busy={busy} busyLabel={t("signup.submitting")}>
          {t("signup.submit")}
        </Button>
      </Form>
      {invitation ? null : <SocialButtons label={t("signup.or")} />}
      <p className="mt-8 text-center text-sm text-slate-600">
        {t("signup.haveAccount")}{" "}
        <Link to={to("/auth/login")} className="font-semibold text-indigo-600 hover:text-indigo-500">
          {t("signup.loginLink")}
        </Link>
      </p>
    </AuthLayout>
  );
}
