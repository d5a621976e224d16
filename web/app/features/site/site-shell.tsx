import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SiteFooter } from "~/features/site/site-footer";
import { SiteTopbar } from "~/features/site/site-topbar";

/** The public pages' frame: skip link, top bar (unless hidden), the page, the footer. */
export function SiteShell({ children, topbar = true }: { children: ReactNode; topbar?: boolean }) {
  const { t } = useTranslation("site");
  return (
    <div className="flex min-h-full flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("nav.skipToContent")}
      </a>
      {topbar ? <SiteTopbar /> : null}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
