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

const app = path.resolve(__dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The api.json keys web/app names for its errors: the key of every `apiError(code, "key", …)` (a
 * template key as its literal prefix, ending in "*") and every `t("errors.…")`, with the file.
 */
export function apiErrorKeysUsed(): { key: string; file: string }[] {
  const used: { key: string; file: string }[] = [];
  for (const file of sourceFiles(app)) {
    const text = readFileSync(file, "utf8");
    const name = path.relative(app, file);
    for (const m of text.matchAll(/\bapiError\(\s*[^,()]+,\s*(?:"([\w.]+)"|`([\w.]*)\$\{)/g))
      used.push({ key: m[1] !== undefined ? `errors.${m[1]}` : `errors.${m[2]}*`, file: name });
    for (const m of text.matchAll(/\bt\(\s*"(errors\.[\w.]+)"/g))
      // In files that word errors with apiError, `t` is the api namespace's (translateParams); files that
      // only raise localizedError word them in their own namespace (auth.json).
      if (/\bapiError\(|ApiT\b/.test(text)) used.push({ key: m[1], file: name });
  }
  return used;
}
