import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SiteLogo } from "~/components/site-logo";
import { openCookieSettings } from "~/features/consent/cookie-settings-event";
import { NewsletterForm } from "~/features/forms/newsletter-form";
import { useLocalizedPath } from "~/utils/use-locale";

const COLUMNS = [
  {
    title: "product",
    links: [
      ["/solutions/pdf-generation-api", "nav.pdfApi"],
      ["/solutions/image-generation-api", "nav.imageApi"],
      ["/solutions/sdk-integration", "nav.sdk"],
      ["/pricing", "nav.pricing"],
      ["/integrations/api", "footer.apiReference"],
    ],
  },
  {
    title: "company",
    links: [
      ["/about-us", "nav.about"],
      ["/careers", "nav.careers"],
      ["/blog", "nav.blog"],
      ["/contact", "nav.contact"],
      ["/book-a-demo", "nav.bookDemo"],
    ],
  },
  {
    title: "resources",
    links: [
      ["/support", "nav.support"],
      ["/solutions", "nav.solutionsOverview"],
      ["/privacy-policy", "footer.privacy"],
    ],
  },
] as const;

const linkClass =
  "rounded text-sm text-slate-400 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400";

/** The public site's footer: newsletter, site map, legal links and cookie settings. */
export function SiteFooter() {
  const { t } = useTranslation("site");
  const to = useLocalizedPath();
  return (
    <footer className="bg-slate-950">
      <div className="mx-auto max-w-7xl px-6 pb-10 pt-16 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_2fr]">
          <div className="space-y-8">
            <Link
              to={to("/")}
              aria-label={t("nav.home")}
              className="inline-block rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-400"
            >
              <SiteLogo tone="light" />
            </Link>
            <p className="max-w-sm text-sm leading-6 text-slate-400">{t("footer.tagline")}</p>
            <NewsletterForm />
          </div>
          <div className="grid gap-8 sm:grid-cols-3">
            {COLUMNS.map((column) => (
              <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
                <h3 id={`footer-${column.title}`} className="text-sm font-semibold text-white">
                  {t(`footer.${column.title}`)}
                </h3>
                <ul className="mt-4 space-y-3">
                  {column.links.map(([path, label]) => (
                    <li key={path}>
                      <Link to={to(path)} className={linkClass}>
                        {t(label)}
                      </Link>
                    </li>
                  ))}
                  {column.title === "resources" ? (
                    <li>
                      <button type="button" onClick={openCookieSettings} className={linkClass}>
                        {t("footer.cookieSettings")}
                      </button>
                    </li>
                  ) : null}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-14 flex flex-col gap-3 border-t border-white/10 pt-8 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
          <p>{t("footer.trust")}</p>
        </div>
      </div>
    </footer>
  );
}
