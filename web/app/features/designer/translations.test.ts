import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname);
const locales = path.resolve(__dirname, "../../../public/locales");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith(".test.ts") ? [path.join(dir, e.name)] : []));
}

function flatten(value: unknown, prefix = ""): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => (v && typeof v === "object" ? flatten(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe("designer translations", () => {
  it("every literal key the designer uses exists in English and Dutch, and both files have the same keys", () => {
    const used = new Set<string>();
    const files = [...sources(root), ...readdirSync(path.resolve(root, "../../routes")).filter((f) => f.includes("designer")).map((f) => path.resolve(root, "../../routes", f))];
    for (const file of files) for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([a-zA-Z0-9.-]+)"/g)) used.add(match[1]!);
    const en = new Set(flatten(JSON.parse(readFileSync(path.join(locales, "en/designer.json"), "utf8"))));
    const nl = new Set(flatten(JSON.parse(readFileSync(path.join(locales, "nl/designer.json"), "utf8"))));
    const has = (set: Set<string>, key: string) => set.has(key) || set.has(`${key}_other`);
    expect([...used].filter((key) => !has(en, key))).toEqual([]);
    expect([...used].filter((key) => !has(nl, key))).toEqual([]);
    expect([...en].filter((k) => !nl.has(k))).toEqual([]);
    expect([...nl].filter((k) => !en.has(k))).toEqual([]);
    expect(used.size).toBeGreaterThan(150);
  });
});
