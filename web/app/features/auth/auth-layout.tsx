import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "@remix-run/react";
import { LanguageSwitcher } from "~/components/language-switcher";
import { useRootData } from "./use-user";
import { useLocale, useLocalizedPath } from "~/utils/use-locale";

/** The split-screen shell of the login and sign-up pages (no topbar, no footer). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("auth");
  const to = useLocalizedPath();
  return (
    <div className="flex min-h-full">
      <aside className="relative hidden w-[42%] flex-col justify-between overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 p-12 text-white lg:flex">
        <Link
          to={to("/")}
          className="text-xl font-bold tracking-tight focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
        >
          Paperjet
        </Link>
        <div>
          <p className="text-3xl font-semibold leading-tight">{t("brand.tagline")}</p>
          <ul className="mt-8 space-y-3 text-indigo-100">
            {(["point1", "point2", "point3"] as const).map((key) => (
              <li key={key} className="flex items-center gap-3">
                <span aria-hidden="true" className="flex h-6 w-6 items-center justify-center rounded-full bg-white/15 text-sm">
                  ✓
                </span>
                {t(`brand.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-indigo-200">© Paperjet</p>
      </aside>
      <main className="flex flex-1 flex-col px-6 py-8 sm:px-12">
        <div className="flex items-center justify-between">
          <Link to={to("/")} className="text-lg font-bold tracking-tight text-indigo-700 lg:invisible">
            Paperjet
          </Link>
          <LanguageSwitcher />
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-12">{children}</div>
      </main>
    </div>
  );
}

/** Buttons for the configured social logins. */
export function SocialButtons({ redirectTo, label }: { redirectTo?: string; label: string }) {
  const { t } = useTranslation("auth");
  const locale = useLocale();
  const oauth = useRootData()?.oauth;
  const providers = (["google", "github"] as const).filter((p) => oauth?.[p]);
  if (!providers.length) return null;
  const query = new URLSearchParams({ lng: locale, ...(redirectTo ? { redirectTo } : {}) });
  return (
    <div className="mt-8">
      <div className="relative">
        <div className="absolute inset-0 flex items-center" aria-hidden="true">
          <div className="w-full border-t border-slate-200" />
        </div>
        <p className="relative flex justify-center text-sm">
          <span className="bg-white px-3 text-slate-500">{label}</span>
        </p>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3">
        {providers.map((provider) => (
          <a
            key={provider}
            href={`/api/auth/oauth/${provider}/redirect?${query}`}
            className="flex items-center justify-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {t("oauth.continueWith", { provider: t(`oauth.${provider}`) })}
          </a>
        ))}
      </div>
    </div>
  );
}
