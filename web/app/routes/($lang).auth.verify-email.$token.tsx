import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "~/components/ui-field";
import { AuthLayout } from "~/features/auth/auth-layout";
import { confirmEmail } from "~/features/auth/confirm-email.server";
import { getOptionalUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { getPageT } from "~/utils/page-i18n.server";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["auth"], hideTopbar: true, hideFooter: true };

// Opening the mailed link is the confirmation: it proves the mailbox, whoever's browser it is opened in.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = await getPageT(params, "auth");
  const result = await confirmEmail({ db: await getDb(), token: params.token ?? "" });
  const signedIn = Boolean(await getOptionalUser(request));
  return { title: t("verify.title"), result, signedIn };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "E-mail address" },
  { name: "referrer", content: "no-referrer" },
];

export default function VerifyEmail() {
  const { t } = useTranslation("auth");
  const { result, signedIn } = useLoaderData<typeof loader>();
  const to = useLocalizedPath();
  const next = signedIn ? { path: "/app/settings", label: t("verify.toSettings") } : { path: "/auth/login", label: t("verify.toLogin") };
  return (
    <AuthLayout>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {result.ok ? t("verify.doneHeading") : t("verify.invalidHeading")}
      </h1>
      <div className="mt-6">
        {result.ok ? (
          <FormAlert tone="success">{t("verify.done", { email: result.email })}</FormAlert>
        ) : (
          <FormAlert>{result.reason === "taken" ? t("verify.taken") : t("verify.invalidLink")}</FormAlert>
        )}
      </div>
      <Link to={to(next.path)} className="mt-8 font-semibold text-indigo-600 hover:text-indigo-500">
        {next.label}
      </Link>
    </AuthLayout>
  );
}
