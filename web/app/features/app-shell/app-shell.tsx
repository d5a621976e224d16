import { useState, type ReactNode } from "react";
import { Form, NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { LanguageSwitcher } from "~/components/language-switcher";
import { Dropdown } from "~/components/ui-dropdown";
import { MenuHeader, MenuItem, MenuSeparator } from "~/components/ui-menu-items";
import { Tooltip } from "~/components/ui-tooltip";
import type { PublicUser } from "~/features/auth/users.server";
import { SuggestionDialog } from "~/features/suggestions/suggestion-dialog";
import { WorkspaceSwitcher, type SwitcherWorkspace } from "~/features/workspaces/workspace-switcher";
import { useLocale, useLocalizedPath } from "~/utils/use-locale";
import { initialsOf } from "~/utils/initials";

const ICONS: Record<string, string> = {
  dashboard:
    "M3 12l2-2m0 0l7-7 7 7M5 10v10a1 1 0 001 1h3m10-11l2 2m-2-2v10a1 1 0 01-1 1h-3m-6 0a1 1 0 001-1v-4a1 1 0 011-1h2a1 1 0 011 1v4a1 1 0 001 1m-6 0h6",
  api: "M10 20l4-16m4 4l4 4-4 4M6 16l-4-4 4-4",
  settings:
    "M10.3 4.3c.4-1.7 3-1.7 3.4 0a1.7 1.7 0 002.6 1.1c1.5-.9 3.3.8 2.4 2.4a1.7 1.7 0 001 2.5c1.8.4 1.8 3 0 3.4a1.7 1.7 0 00-1 2.6c.9 1.5-.9 3.3-2.4 2.4a1.7 1.7 0 00-2.6 1c-.4 1.8-3 1.8-3.4 0a1.7 1.7 0 00-2.5-1c-1.6.9-3.3-.9-2.4-2.4a1.7 1.7 0 00-1.1-2.6c-1.7-.4-1.7-3 0-3.4a1.7 1.7 0 001.1-2.5c-.9-1.6.8-3.3 2.4-2.4 1 .6 2.3.1 2.5-1.1zM15 12a3 3 0 11-6 0 3 3 0 016 0z",
  help: "M8.2 9a4 4 0 017.6 1c0 2-3 3-3 3m.1 4h.1M21 12a9 9 0 11-18 0 9 9 0 0118 0z",
  admin: "M9 12l2 2 4-4m5.6-4A12 12 0 0112 2.9 12 12 0 013.4 6 12 12 0 0012 21a12 12 0 008.6-15z",
};

function Icon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

function Navigation({ user, onNavigate }: { user: PublicUser; onNavigate?: () => void }) {
  const { t } = useTranslation("app");
  const to = useLocalizedPath();
  const items = [
    { key: "dashboard", path: "/app/dashboard" },
    { key: "api", path: "/app/api" },
    { key: "settings", path: "/app/settings" },
    { key: "help", path: "/app/help" },
    ...(user.role === "admin" ? [{ key: "admin", path: "/app/admin" }] : []),
  ];
  return (
    <nav aria-label={t("nav.label")} className="flex flex-1 flex-col gap-1">
      {items.map((item) => (
        <NavLink
          key={item.key}
          to={to(item.path)}
          onClick={onNavigate}
          prefetch="intent"
          data-tour={`nav-${item.key}`}
          className={({ isActive }) =>
            `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-500 ${
              isActive ? "bg-indigo-50 text-indigo-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            }`
          }
        >
          <Icon name={item.key} />
          {t(`nav.${item.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/** The account menu of the top bar: who is signed in, profile, settings, log out. */
function ProfileMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation("app");
  const locale = useLocale();
  const to = useLocalizedPath();
  const initials = initialsOf(user.name);
  return (
    <>
      <Form id="app-logout" method="post" action="/auth/logout" reloadDocument className="hidden">
        <CsrfInput />
        <input type="hidden" name="lng" value={locale} />
      </Form>
      <Dropdown
        placement="bottom-end"
        label={t("nav.profileMenu")}
        testId="profile-menu"
        panelClassName="w-60"
        buttonClassName="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
        button={
          <>
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white"
            >
              {initials || "?"}
            </span>
            <span className="hidden text-sm font-medium text-slate-700 sm:block">{user.name}</span>
          </>
        }
      >
        <MenuHeader>
          <p className="truncate text-sm font-medium text-slate-900">{user.name}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </MenuHeader>
        <MenuItem to={to("/app/settings")}>{t("nav.profile")}</MenuItem>
        <MenuItem to={to("/app/settings#language")}>{t("nav.settings")}</MenuItem>
        <MenuSeparator />
        <MenuItem form="app-logout">{t("nav.logout")}</MenuItem>
      </Dropdown>
    </>
  );
}

/** The signed-in app: sidebar, topbar (workspace switcher, suggest, language, profile with settings and logout), content. */
export function AppShell({ user, workspaces, children }: { user: PublicUser; workspaces: SwitcherWorkspace[]; children: ReactNode }) {
  const { t } = useTranslation("app");
  const to = useLocalizedPath();
  const [drawer, setDrawer] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  return (
    <div className="flex min-h-full bg-slate-50">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t("nav.skip")}
      </a>
      <aside className="hidden w-64 shrink-0 flex-col border-r border-slate-200 bg-white px-4 py-6 lg:flex">
        <a href={to("/app/dashboard")} className="mb-8 px-3 text-xl font-bold tracking-tight text-indigo-700">
          Paperjet
        </a>
        <Navigation user={user} />
      </aside>
      {drawer ? (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label={t("nav.label")}>
          {/* The backdrop closes on a click; keyboard users have the close button and Escape. */}
          <div aria-hidden="true" className="absolute inset-0 bg-slate-900/40" onClick={() => setDrawer(false)} />
          {/* Escape anywhere in the drawer closes it; the drawer is not a control itself. */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
          <div
            className="relative flex h-full w-72 flex-col bg-white px-4 py-6 shadow-xl"
            onKeyDown={(e) => e.key === "Escape" && setDrawer(false)}
          >
            <div className="mb-8 flex items-center justify-between px-3">
              <span className="text-xl font-bold tracking-tight text-indigo-700">Paperjet</span>
              <Tooltip label={t("nav.closeMenu")}>
                <button
                  type="button"
                  autoFocus
                  onClick={() => setDrawer(false)}
                  aria-label={t("nav.closeMenu")}
                  className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
                    <path d="M6 6l12 12M18 6 6 18" />
                  </svg>
                </button>
              </Tooltip>
            </div>
            <Navigation user={user} onNavigate={() => setDrawer(false)} />
            {/* The top bar's suggestion button does not fit on a phone. */}
            <button
              type="button"
              onClick={() => {
                setDrawer(false);
                setSuggesting(true);
              }}
              className="mt-4 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-600 ring-1 ring-inset ring-slate-200 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 sm:hidden"
            >
              {t("nav.suggest")}
            </button>
          </div>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <Tooltip label={t("nav.openMenu")}>
            <button
              type="button"
              onClick={() => setDrawer(true)}
              aria-label={t("nav.openMenu")}
              className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </button>
          </Tooltip>
          <WorkspaceSwitcher workspaces={workspaces} />
          <div className="flex-1" />
          <button
            type="button"
            onClick={() => setSuggesting(true)}
            className="hidden rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 ring-1 ring-inset ring-slate-200 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 sm:block"
            data-tour="suggest"
          >
            {t("nav.suggest")}
          </button>
          <LanguageSwitcher compact />
          <ProfileMenu user={user} />
        </header>
        <main id="content" className="flex-1 px-4 py-8 sm:px-8">
          {children}
        </main>
      </div>
      <SuggestionDialog open={suggesting} onClose={() => setSuggesting(false)} />
    </div>
  );
}
