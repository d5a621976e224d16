#!/usr/bin/env node
// `npm test`: installs what is missing, builds, then runs every test of every
// package. The vitest global setup starts a private Redis unless REDIS_URL is set.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { prepare, repoRoot, runAllQuietly } from "./ensure.mjs";

const pnpm = prepare({ needRedis: !process.env.REDIS_URL, forTests: true });
// One TypeScript program for the workspace (tsconfig.json): a program per package checked the shared
// packages again in each of their dependants, 3.5 times the CPU. The three checks run side by side.
console.log("\x1b[36m[setup]\x1b[0m type-checking the workspace; lint and format (eslint, prettier)");
await runAllQuietly([
  [pnpm, ["run", "typecheck"]],
  [pnpm, ["run", "lint:code"]],
  [pnpm, ["run", "lint:format"]],
]);
const args = process.argv.slice(2);
const report = path.join(repoRoot, "node_modules", ".cache", "vitest-report.json");
rmSync(report, { force: true });
const result = spawnSync(
  pnpm,
  [
    "exec",
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    "--reporter=./infra/scripts/retried-tests-reporter.ts",
    `--outputFile.json=${report}`,
    ...args,
  ],
  {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "test" },
  },
);
// One plain closing line that any CI can read.
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, "utf8"));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
process.exit(result.status ?? 1);
