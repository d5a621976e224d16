import { Link, NavLink } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "~/components/language-switcher";
import { SiteLogo } from "~/components/site-logo";
import { Tooltip } from "~/components/ui-tooltip";
import { buttonClass } from "~/components/ui-button";
import { Dropdown } from "~/components/ui-dropdown";
import { HoverMenu } from "~/components/ui-hover-menu";
import { MenuHeader, MenuItem, MenuSeparator } from "~/components/ui-menu-items";
import { useRootData } from "~/features/auth/use-user";
import { usePageAlternates } from "~/features/site/use-page-alternates";
import { useDismissable } from "~/features/site/use-dismissable";
import { useLocalizedPath } from "~/utils/use-locale";
import { apiFetch, setApiToken } from "~/utils/api-client";
import { initialsOf } from "~/utils/initials";

const SOLUTIONS = [
  { to: "/solutions/pdf-generation-api", label: "pdfApi", text: "pdfApiText" },
  { to: "/solutions/image-generation-api", label: "imageApi", text: "imageApiText" },
  { to: "/solutions/sdk-integration", label: "sdk", text: "sdkText" },
] as const;

const COMPANY = [
  { to: "/about-us", label: "about" },
  { to: "/careers", label: "careers" },
  { to: "/contact", label: "contact" },
  { to: "/book-a-demo", label: "bookDemo" },
] as const;

const LINKS = [
  { to: "/pricing", label: "pricing" },
  { to: "/integrations/api", label: "apiDocs" },
  { to: "/blog", label: "blog" },
  { to: "/support", label: "support" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${
    isActive ? "text-indigo-700" : "text-slate-700 hover:text-slate-950"
  }`;

/** The public site's top bar: navigation, language switch, and sign-in or the account menu. */
export function SiteTopbar() {
  const { t } = useTranslation("site");
  const to = useLocalizedPath();
  const paths = usePageAlternates();
  const mobile = useDismissable<HTMLDivElement>();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div ref={mobile.container} className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-6 lg:px-8">
        <Link
          to={to("/")}
          aria-label={t("nav.home")}
          className="rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
        >
          <SiteLogo />
        </Link>
        <nav aria-label={t("nav.main")} className="ml-6 hidden items-center gap-1 lg:flex">
          <HoverMenu label={<MenuLabel label={t("nav.solutions")} />} buttonClassName={menuButtonClass} testId="menu-solutions">
            {SOLUTIONS.map((item) => (
              <MenuLink key={item.to} to={to(item.to)} title={t(`nav.${item.label}`)} text={t(`nav.${item.text}`)} />
            ))}
            <MenuLink to={to("/solutions")} title={t("nav.solutionsOverview")} />
          </HoverMenu>
          {LINKS.map((item) => (
            <NavLink key={item.to} to={to(item.to)} className={navLinkClass}>
              {t(`nav.${item.label}`)}
            </NavLink>
          ))}
          <HoverMenu
            label={<MenuLabel label={t("nav.company")} />}
            buttonClassName={menuButtonClass}
            panelClassName="w-60"
            testId="menu-company"
          >
            {COMPANY.map((item) => (
              <MenuLink key={item.to} to={to(item.to)} title={t(`nav.${item.label}`)} />
            ))}
          </HoverMenu>
        </nav>
        <div className="ml-auto hidden items-center gap-3 lg:flex">
          <LanguageSwitcher paths={paths} />
          <AccountArea />
        </div>
        <Tooltip label={mobile.open ? t("nav.closeMenu") : t("nav.openMenu")}>
          <button
            ref={mobile.button}
            type="button"
            onClick={mobile.toggle}
            aria-expanded={mobile.open}
            aria-controls="site-mobile-menu"
            aria-label={mobile.open ? t("nav.closeMenu") : t("nav.openMenu")}
            className="ml-auto rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              {mobile.open ? (
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </Tooltip>
        {mobile.open ? (
          <div
            id="site-mobile-menu"
            className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-6 pb-8 pt-4 shadow-lg lg:hidden"
          >
            <nav aria-label={t("nav.main")} className="grid gap-1">
              <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wider text-slate-500">{t("nav.solutions")}</p>
              {[...SOLUTIONS, { to: "/solutions", label: "solutionsOverview" } as const].map((item) => (
                <NavLink key={item.to} to={to(item.to)} end className={navLinkClass}>
                  {t(`nav.${item.label}`)}
                </NavLink>
              ))}
              <p className="px-3 pt-4 text-xs font-semibold uppercase tracking-wider text-slate-500">{t("nav.company")}</p>
              {[...LINKS, ...COMPANY].map((item) => (
                <NavLink key={item.to} to={to(item.to)} className={navLinkClass}>
                  {t(`nav.${item.label}`)}
                </NavLink>
              ))}
            </nav>
            <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
              <LanguageSwitcher paths={paths} />
              <AccountArea />
            </div>
          </div>
        ) : null}
      </div>
    </header>
  );
}

const menuButtonClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-950 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 aria-expanded:text-slate-950";

function MenuLabel({ label }: { label: string }) {
  return (
    <>
      {label}
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4 text-slate-400">
        <path
          fillRule="evenodd"
          d="M5.2 7.2a.75.75 0 0 1 1.06.02L10 11.17l3.74-3.95a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
          clipRule="evenodd"
        />
      </svg>
    </>
  );
}

function MenuLink({ to, title, text }: { to: string; title: string; text?: string }) {
  return (
    <MenuItem to={to}>
      <span>
        <span className="block text-sm font-semibold text-slate-900">{title}</span>
        {text ? <span className="mt-0.5 block text-sm text-slate-500">{text}</span> : null}
      </span>
    </MenuItem>
  );
}

/** Sign in / start trial for visitors; the account menu (dashboard, profile, settings, admin, log out) for users. */
function AccountArea() {
  const { t } = useTranslation("site");
  const to = useLocalizedPath();
  const root = useRootData();
  const [loggingOut, setLoggingOut] = useState(false);
  const user = root?.user;

  if (!user) {
    return (
      <>
        <Link
          to={to("/auth/login")}
          className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-950 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {t("nav.signIn")}
        </Link>
        <Link to={to("/auth/signup")} className={buttonClass("primary")}>
          {t("nav.startTrial")}
        </Link>
      </>
    );
  }

  async function logOut() {
    setLoggingOut(true);
    try {
      await apiFetch("/api/auth/logout", { method: "POST", csrfToken: root?.csrfToken, retry: false });
    } catch {
      // One attempt: the browser leaves the app whatever the answer.
    } finally {
      setApiToken(null);
      window.location.assign(to("/"));
    }
  }

  const initials = initialsOf(user.name);
  return (
    <Dropdown
      placement="bottom-end"
      label={t("nav.accountMenu", { name: user.name })}
      testId="site-account-menu"
      buttonClassName="flex items-center gap-2 rounded-full p-0.5 pr-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
      button={
        <>
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-600 text-xs font-bold text-white"
          >
            {initials || "?"}
          </span>
          <span className="max-w-[10rem] truncate">{user.name}</span>
        </>
      }
    >
      <MenuHeader>
        <p className="truncate text-xs text-slate-500">{user.email}</p>
      </MenuHeader>
      <MenuItem to={to("/app/dashboard")}>{t("nav.dashboard")}</MenuItem>
      <MenuItem to={to("/app/settings")}>{t("nav.profile")}</MenuItem>
      <MenuItem to={to("/app/settings")}>{t("nav.settings")}</MenuItem>
      {user.role === "admin" ? <MenuItem to={to("/app/admin")}>{t("nav.admin")}</MenuItem> : null}
      <MenuSeparator />
      <MenuItem onSelect={logOut} disabled={loggingOut}>
        {t("nav.logout")}
      </MenuItem>
    </Dropdown>
  );
}
