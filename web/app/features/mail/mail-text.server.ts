import i18next from "~/utils/i18next.server";
import { env } from "~/config/env.server";
import { localizedPath, type Locale } from "~/utils/locale";

/** The `mail` namespace in the recipient's language. */
export function mailT(locale: Locale) {
  return i18next.getFixedT(locale, "mail");
}

/** An absolute link to a page in the recipient's language: `mailLink("nl", "/auth/reset-password/x")` → `{APP_URL}/nl/auth/…`. */
export function mailLink(locale: Locale, pagePath: string): string {
  return `${env().APP_URL.replace(/\/$/, "")}${localizedPath(locale, pagePath)}`;
}
