import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const locales = path.resolve(__dirname, "../../public/locales");

/** The namespaces (JSON files) of one language in web/public/locales. */
export function localeNamespaces(lng: string): string[] {
  return readdirSync(path.join(locales, lng))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length));
}

/** Every key of one namespace in one language, nested keys joined with dots. */
export function localeKeys(lng: string, namespace: string): Set<string> {
  const flatten = (value: unknown, prefix = ""): string[] =>
    Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      v && typeof v === "object" ? flatten(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  return new Set(flatten(JSON.parse(readFileSync(path.join(locales, lng, `${namespace}.json`), "utf8"))));
}
