import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import type { InitOptions, Resource } from "i18next";
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

const localesDir = path.join(workspaceRoot(), "web", "public", "locales");

/**
 * Every translation file, read once when the server starts: each page and each localized message
 * used to create an i18next instance that read and parsed its namespaces' files again (≈ 4.5 ms of
 * CPU for a page and one API message). The files change only with a deployment.
 */
function readTranslations(): Resource {
  const resources: Resource = {};
  for (const locale of i18n.supportedLngs) {
    resources[locale] = {};
    for (const file of readdirSync(path.join(localesDir, locale)).filter((f) => f.endsWith(".json")))
      resources[locale][file.slice(0, -".json".length)] = JSON.parse(readFileSync(path.join(localesDir, locale, file), "utf8"));
  }
  return resources;
}

/** i18next options of every server-side instance: the shared ones with the translations in memory. */
export const serverI18nOptions: InitOptions = { ...i18n, resources: readTranslations() };

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
  i18next: serverI18nOptions,
});

export default i18next;
