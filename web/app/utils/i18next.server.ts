import path from "node:path";
import { createCookie } from "@remix-run/node";
import Backend from "i18next-fs-backend";
import { workspaceRoot } from "@paperjet/db/data-dir";
import { RemixI18Next } from "remix-i18next/server";
import i18n from "~/i18n";
import { localeFromPath } from "./locale.ts";

/** Remembers the visitor's language for the root redirect (docs/product.md §9: 365 days, path /, Lax). */
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export const localesDir = path.join(workspaceRoot(), "web", "public", "locales");

const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: i18n.supportedLngs,
    fallbackLanguage: i18n.fallbackLng,
    // Pages carry their language in the URL; API calls fall back to the cookie, then Accept-Language.
    order: ["custom", "cookie", "header"],
    cookie: localeCookie,
    async findLocale(request) {
      const url = new URL(request.url);
      if (url.pathname.startsWith("/api/")) return null;
      return localeFromPath(url.pathname);
    },
  },
  i18next: { ...i18n, backend: { loadPath: path.join(localesDir, "{{lng}}/{{ns}}.json") } },
  plugins: [Backend],
});

export default i18next;
