import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui-button";
import { requireAppUserPage } from "~/features/auth/auth.server";
import { getPageT } from "~/utils/page-i18n.server";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["app"] };

// The app-level not-found page: a 404 inside the app shell, so navigation stays at hand.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = await getPageT(params, "app");
  await requireAppUserPage(request);
  const { pathname } = new URL(request.url);
  return data({ title: t("notFound.title"), message: `Page not found: ${pathname}` }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Page Not Found" }];

export default function AppNotFound() {
  const { t } = useTranslation("app");
  const { message } = useLoaderData<typeof loader>();
  const to = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <p className="text-5xl font-bold tracking-tight text-indigo-600">404</p>
      <p className="mt-2 text-sm font-semibold uppercase tracking-wide text-slate-500" data-testid="status-message">
        Page Not Found
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t("notFound.heading")}</h1>
      <p className="mt-2 text-slate-600">{t("notFound.text")}</p>
      <p className="mt-2 font-mono text-xs text-slate-400">{message}</p>
      <Link to={to("/app/dashboard")} className={buttonClass("primary", "mt-6")}>
        {t("notFound.back")}
      </Link>
    </div>
  );
}
