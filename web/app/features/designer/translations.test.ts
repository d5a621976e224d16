import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeKeys } from "../../../tests/support/locale-keys";

const root = path.resolve(__dirname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.endsWith(".test.ts")
        ? [path.join(dir, e.name)]
        : [],
  );
}

describe("designer translations", () => {
  it("every literal key the designer uses exists in English and Dutch (locale-keys.test.ts compares the files)", () => {
    const used = new Set<string>();
    const files = [
      ...sources(root),
      ...readdirSync(path.resolve(root, "../../routes"))
        .filter((f) => f.includes("designer"))
        .map((f) => path.resolve(root, "../../routes", f)),
    ];
    for (const file of files) for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([a-zA-Z0-9.-]+)"/g)) used.add(match[1]!);
    const en = localeKeys("en", "designer");
    const nl = localeKeys("nl", "designer");
    const has = (set: Set<string>, key: string) => set.has(key) || set.has(`${key}_other`);
    expect([...used].filter((key) => !has(en, key))).toEqual([]);
    expect([...used].filter((key) => !has(nl, key))).toEqual([]);
    expect(used.size).toBeGreaterThan(150);
  });
});
