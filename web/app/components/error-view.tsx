import { useTranslation } from "react-i18next";

// The status messages of product-spec §2. They are shown as is in every language,
// like an HTTP reason phrase; the heading and description below them are translated.
const STATUS_MESSAGE = { notFound: "Page Not Found", server: "Internal Server Error" } as const;

/**
 * The full-page error view: status code, status message and description.
 * 404 is the not-found variant; everything else the server-error variant, 500 by default.
 */
export function ErrorView({ status = 500, detail }: { status?: number; detail?: string }) {
  const { t } = useTranslation();
  const variant = status === 404 ? "notFound" : "server";
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-24 text-center">
      <p className="text-6xl font-bold tracking-tight text-indigo-600">{status}</p>
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-500" data-testid="status-message">
        {STATUS_MESSAGE[variant]}
      </p>
      <h1 className="text-3xl font-semibold text-slate-900">{t(`errors.${variant}.title`)}</h1>
      <p className="text-slate-600">{t(`errors.${variant}.description`)}</p>
      {detail ? <p className="font-mono text-sm text-slate-500">{detail}</p> : null}
      <a
        href={t("errors.homeHref")}
        className="mt-4 rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t("errors.backHome")}
      </a>
    </main>
  );
}
