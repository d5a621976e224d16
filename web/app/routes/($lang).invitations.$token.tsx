import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppError } from "@paperjet/contracts";
import { Button } from "~/components/ui-button";
import { CsrfInput } from "~/features/auth/csrf-input";
import { FormAlert } from "~/components/ui-field";
import { AuthLayout } from "~/features/auth/auth-layout";
import { acceptInvitation, viewInvitation } from "~/features/workspaces/invitations.server";
import { getAuth, requireUserPage } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { localizedPath } from "~/utils/locale";
import { getPageT } from "~/utils/page-i18n.server";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["auth", "app"], hideTopbar: true, hideFooter: true };

/**
 * The page an invitation link opens: which workspace, who invited, which role;
 * then accept (signed in with the invited address), sign up (address fixed) or
 * log in first. Unknown, expired, revoked and used links get a page that says so.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = await getPageT(params, "auth");
  const token = params.token ?? "";
  const invitation = await viewInvitation(await getDb(), token);
  const auth = await getAuth(request);
  const path = new URL(request.url).pathname;
  const view = {
    title: t("invitation.title"),
    token,
    path,
    invitation,
    signedInAs: auth ? auth.user.email : null,
  };
  // A link that never existed, or one that no longer works, is still a page a person can read.
  return data(view, { status: !invitation ? 404 : invitation.state === "pending" ? 200 : 410, headers: { "Cache-Control": "no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Invitation" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, params }: ActionFunctionArgs) {
  const { locale } = await getPageT(params, "auth");
  const auth = await requireUserPage(request);
  try {
    const workspace = await acceptInvitation(await getDb(), { token: params.token ?? "", user: auth.user, sessionId: auth.sessionId });
    throw redirect(`${localizedPath(locale, "/app/dashboard")}?joined=${encodeURIComponent(workspace.name)}`);
  } catch (error) {
    if (error instanceof AppError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export default function InvitationPage() {
  const { t } = useTranslation("auth");
  const { t: tApp } = useTranslation("app");
  const { invitation, signedInAs, path, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const to = useLocalizedPath();
  const back = encodeURIComponent(path);

  if (!invitation || invitation.state !== "pending") {
    const state = invitation?.state ?? "unknown";
    return (
      <AuthLayout>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900" data-testid="invitation-state" data-state={state}>
          {t(`invitation.${state}Heading`)}
        </h1>
        <p className="mt-3 text-sm text-slate-600">{t(`invitation.${state}Text`, { workspace: invitation?.workspace.name ?? "" })}</p>
        <Link
          to={to(signedInAs ? "/app/dashboard" : "/auth/login")}
          className="mt-8 inline-block text-sm font-semibold text-indigo-600 hover:text-indigo-500"
        >
          {signedInAs ? t("invitation.toApp") : t("invitation.toLogin")}
        </Link>
      </AuthLayout>
    );
  }

  const mismatch = signedInAs !== null && signedInAs.toLowerCase() !== invitation.email.toLowerCase();
  return (
    <AuthLayout>
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-600">{t("invitation.eyebrow")}</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900" data-testid="invitation-workspace">
        {t("invitation.heading", { workspace: invitation.workspace.name })}
      </h1>
      <p className="mt-3 text-sm text-slate-600">
        {invitation.inviter
          ? t("invitation.invitedBy", {
              name: invitation.inviter.name,
              email: invitation.inviter.email,
              role: tApp(`workspaces.roles.${invitation.role}`),
            })
          : t("invitation.invitedAs", { role: tApp(`workspaces.roles.${invitation.role}`) })}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("invitation.forAddress", { email: invitation.email })}</p>
      {result?.error ? (
        <div className="mt-6">
          <FormAlert>{result.error}</FormAlert>
        </div>
      ) : null}
      {signedInAs === null ? (
        <div className="mt-8 space-y-3">
          <Link
            to={`${to("/auth/signup")}?invitation=${encodeURIComponent(token)}`}
            className="block rounded-lg bg-indigo-600 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-indigo-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {t("invitation.signUp")}
          </Link>
          <Link
            to={`${to("/auth/login")}?redirectTo=${back}`}
            className="block rounded-lg px-4 py-2.5 text-center text-sm font-semibold text-indigo-700 ring-1 ring-inset ring-indigo-200 hover:bg-indigo-50"
          >
            {t("invitation.logIn")}
          </Link>
        </div>
      ) : mismatch ? (
        <div className="mt-8 space-y-4" data-testid="invitation-mismatch">
          <FormAlert>{t("invitation.otherAccount", { email: invitation.email, current: signedInAs })}</FormAlert>
          <Form method="post" action="/auth/logout">
            <CsrfInput />
            <input type="hidden" name="redirectTo" value={path} />
            <Button type="submit" className="w-full" variant="secondary">
              {t("invitation.switchAccount")}
            </Button>
          </Form>
        </div>
      ) : (
        <Form method="post" className="mt-8">
          <CsrfInput />
          <Button type="submit" className="w-full" busy={busy} busyLabel={t("invitation.accepting")}>
            {t("invitation.accept")}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
