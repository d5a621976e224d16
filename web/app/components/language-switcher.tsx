import { useLocation } from "@remix-run/react";
import { LOCALES, LOCALE_NAMES, localeFromPath, localizedPath, unlocalizedPath, type Locale } from "~/utils/locale";

/**
 * Links to the current page in the other languages. `?lng=` makes the root
 * loader store the choice in the locale cookie (so `/` stays English after
 * choosing English), then it drops the parameter. `paths` gives the page's
 * address per language when it differs (a blog post's slug is translated).
 */
export function LanguageSwitcher({
  className = "",
  paths,
  compact = false,
}: {
  className?: string;
  paths?: Partial<Record<Locale, string>>;
  compact?: boolean;
}) {
  const { pathname, search } = useLocation();
  const current = localeFromPath(pathname);
  const rest = unlocalizedPath(pathname);
  const query = new URLSearchParams(search);
  return (
    <nav aria-label="Language / Taal" className={`flex items-center gap-1 text-sm ${className}`}>
      {LOCALES.map((locale) => {
        query.set("lng", locale);
        const active = locale === current;
        return (
          <a
            key={locale}
            href={`${paths ? (paths[locale] ?? localizedPath(locale, "/")) : localizedPath(locale, rest)}?${query.toString()}`}
            hrefLang={LOCALE_NAMES[locale].tag}
            lang={locale}
            aria-current={active ? "true" : undefined}
            className={`rounded-md px-2 py-1 font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${
              active ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            }`}
          >
            {compact ? (
              // On a phone the app's top bar has room for the codes only.
              <>
                <span className="sm:hidden">{locale.toUpperCase()}</span>
                <span className="hidden sm:inline">{LOCALE_NAMES[locale].name}</span>
              </>
            ) : (
              LOCALE_NAMES[locale].name
            )}
          </a>
        );
      })}
    </nav>
  );
}
