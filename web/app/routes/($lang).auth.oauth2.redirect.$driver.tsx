import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui-button";
import { FormAlert } from "~/components/ui-field";
import { AuthLayout } from "~/features/auth/auth-layout";
import { isOAuthProvider, PROVIDER_NAMES } from "~/features/auth/oauth-providers.server";
import { getAuth, safeRedirectTo } from "~/features/auth/auth.server";
import { localizedPath } from "~/utils/locale";
import { getPageT } from "~/utils/page-i18n.server";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["auth"], hideTopbar: true, hideFooter: true };

const ERRORS: Record<string, string> = {
  state: "errors.oauthState",
  unverified: "errors.oauthUnverified",
  "no-email": "errors.oauthNoEmail",
  failed: "errors.oauthFailed",
};

// The return page of social login: on success it forwards into the app; on failure it says why.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, t } = await getPageT(params, "auth");
  const driver = params.driver ?? "";
  const provider = isOAuthProvider(driver) ? PROVIDER_NAMES[driver] : driver;
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  if (!error) {
    if (await getAuth(request)) throw redirect(safeRedirectTo(url.searchParams.get("next"), localizedPath(locale, "/app/dashboard")));
    throw redirect(localizedPath(locale, "/auth/login"));
  }
  return { title: t("oauth.title"), message: t(ERRORS[error] ?? "errors.oauthFailed", { provider }) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Social login" }];

export default function OAuthReturn() {
  const { t } = useTranslation("auth");
  const { message } = useLoaderData<typeof loader>();
  const to = useLocalizedPath();
  return (
    <AuthLayout>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("oauth.failedHeading")}</h1>
      <div className="mt-6">
        <FormAlert>{message}</FormAlert>
      </div>
      <Link to={to("/auth/login")} className={buttonClass("primary", "mt-8 w-full")}>
        {t("oauth.backToLogin")}
      </Link>
    </AuthLayout>
  );
}
