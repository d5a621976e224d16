#!/usr/bin/env node
// `npm run test:durations`: keeps how long each test file took in the last full run (vitest's results
// cache), for the order a fresh clone runs them in (longest-first-sequencer.ts).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./ensure.mjs";

const cacheDir = path.join(repoRoot, "node_modules", ".vite", "vitest");
const caches = existsSync(cacheDir)
  ? readdirSync(cacheDir)
      .map((d) => path.join(cacheDir, d, "results.json"))
      .filter(existsSync)
  : [];
if (!caches.length) {
  console.error("No test results yet: run `npm test` first.");
  process.exit(1);
}
const durations = {};
for (const file of caches)
  for (const [key, { duration }] of JSON.parse(readFileSync(file, "utf8")).results)
    if (existsSync(path.join(repoRoot, key.slice(key.indexOf(":") + 1)))) durations[key] = Math.round(duration / 100) / 10;
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(repoRoot, "infra", "scripts", "test-durations.json"), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} test files' durations written to infra/scripts/test-durations.json`);
