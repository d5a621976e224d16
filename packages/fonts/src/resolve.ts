import { DEFAULT_FAMILY, fontManifest, type FontFaceEntry } from "./manifest.ts";

export interface ResolvedFont extends FontFaceEntry {
  /** Set when the requested family is not bundled and another one was used instead. */
  warning?: string;
}

/** Generic CSS families map to a bundled family without a warning: they ask for a kind of font, not a file. */
const GENERIC: Record<string, string> = {
  "sans-serif": "Inter",
  serif: "Merriweather",
  monospace: "Roboto Mono",
  "system-ui": "Inter",
};

const byKey = new Map<string, FontFaceEntry[]>();
for (const face of fontManifest) {
  const key = face.family.toLowerCase();
  byKey.set(key, [...(byKey.get(key) ?? []), face]);
}

/**
 * Picks the bundled face closest to the request. Weights follow the CSS matching rule in spirit:
 * the nearest bundled weight, ties going to the heavier one.
 */
export function resolveFont(family: string | undefined, weight = 400, italic = false): ResolvedFont {
  const requested = (family ?? DEFAULT_FAMILY).trim();
  const key = requested.toLowerCase();
  let faces = byKey.get(key) ?? byKey.get((GENERIC[key] ?? "").toLowerCase());
  let warning: string | undefined;
  if (!faces) {
    faces = byKey.get(DEFAULT_FAMILY.toLowerCase())!;
    warning = `Font "${requested}" is not available; using ${DEFAULT_FAMILY}`;
  }
  const style = italic ? "italic" : "normal";
  const sameStyle = faces.filter((f) => f.style === style);
  const candidates = sameStyle.length ? sameStyle : faces;
  const best = candidates.reduce((a, b) => {
    const da = Math.abs(a.weight - weight);
    const db = Math.abs(b.weight - weight);
    if (da !== db) return da < db ? a : b;
    return a.weight > b.weight ? a : b;
  });
  return warning ? { ...best, warning } : { ...best };
}
