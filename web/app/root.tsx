import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { ErrorView } from "~/components/error-view";
import stylesheet from "~/tailwind.css?url";
import { localeFromPath } from "~/utils/locale";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { locale: localeFromPath(new URL(request.url).pathname) };
}

export const handle = { i18n: ["common"] };

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const locale = data?.locale ?? i18n.language ?? "en";
  return (
    <html lang={locale} dir={i18n.dir(locale)} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="h-full bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { locale } = useLoaderData<typeof loader>();
  useChangeLanguage(locale);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "object" && error.data && "message" in error.data ? String(error.data.message) : undefined;
    return <ErrorView status={error.status} detail={error.status === 404 ? message : undefined} />;
  }
  console.error(error);
  return <ErrorView status={500} />;
}
