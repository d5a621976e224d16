import { useTranslation } from "react-i18next";
import { SiteLogo } from "~/components/site-logo";

// The status messages of docs/product.md §2. They are shown as is in every language,
// like an HTTP reason phrase; the heading and description below them are translated.
const STATUS_MESSAGE = { notFound: "Page Not Found", forbidden: "Forbidden", server: "Internal Server Error" } as const;

/**
 * The full-page error view: status code, status message and description.
 * 404 is the not-found variant, 403 the forbidden one; everything else the server-error variant, 500 by default.
 * `embedded` renders it inside a page that already has its own <main> (the site's frame).
 */
export function ErrorView({ status = 500, detail, embedded = false }: { status?: number; detail?: string; embedded?: boolean }) {
  const { t } = useTranslation();
  const variant = status === 404 ? "notFound" : status === 403 ? "forbidden" : "server";
  const Wrapper = embedded ? "div" : "main";
  return (
    <Wrapper className="relative isolate flex min-h-[70vh] flex-col items-center justify-center overflow-hidden px-6 py-24 text-center">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(45%_40%_at_50%_20%,rgba(129,140,248,0.18),transparent)]"
      />
      {/* The root's error boundary renders no route's meta: without this the page has no title. */}
      {embedded ? null : <title>{`${status} ${STATUS_MESSAGE[variant]} · Paperjet`}</title>}
      {embedded ? null : (
        <a
          href={t("errors.homeHref")}
          aria-label="Paperjet"
          className="mb-12 rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
        >
          <SiteLogo />
        </a>
      )}
      <p className="bg-gradient-to-br from-indigo-600 to-violet-500 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl">
        {status}
      </p>
      <p className="mt-4 text-sm font-semibold uppercase tracking-widest text-slate-500" data-testid="status-message">
        {STATUS_MESSAGE[variant]}
      </p>
      <h1 className="mt-4 max-w-xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {t(`errors.${variant}.title`)}
      </h1>
      <p className="mt-4 max-w-md text-lg leading-8 text-slate-600">{t(`errors.${variant}.description`)}</p>
      {detail ? (
        <p className="mt-4 max-w-lg break-all rounded-lg bg-slate-100 px-3 py-1.5 font-mono text-sm text-slate-600">{detail}</p>
      ) : null}
      <a
        href={t("errors.homeHref")}
        className="mt-10 rounded-lg bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t("errors.backHome")}
      </a>
    </Wrapper>
  );
}
