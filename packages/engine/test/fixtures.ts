import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const FIXTURE_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures");

export interface Fixture {
  name: string;
  document: unknown;
  data: Record<string, unknown>;
  expected: {
    pages: number;
    texts: Record<string, string[]>;
    absent: Record<string, string[]>;
    fonts: string[];
    qr: Record<string, string[]>;
  };
}

const read = (file: string) => JSON.parse(readFileSync(join(FIXTURE_DIR, file), "utf8"));

export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith(".template.json"))
    .map((f) => f.replace(".template.json", ""))
    .sort()
    .map((name) => ({
      name,
      document: read(`${name}.template.json`),
      data: read(`${name}.data.json`),
      expected: read(`${name}.expected.json`),
    }));
}

/** `now` is fixed so dates in fixtures print the same on every run. */
export const FIXED_NOW = new Date("2026-11-21T10:00:00Z");
