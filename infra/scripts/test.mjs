#!/usr/bin/env node
// `npm test`: installs what is missing, builds, then runs every test of every
// package. The vitest global setup starts a private Redis unless REDIS_URL is set.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { prepare, repoRoot, runAllQuietly } from "./ensure.mjs";

const pnpm = prepare({ needRedis: !process.env.REDIS_URL, forTests: true });
// One TypeScript program for the workspace (tsconfig.json): a program per package checked the shared
// packages again in each of their dependants, 3.5 times the CPU. The three checks (≈ 145 CPU-s) run side
// by side with the tests at the lowest CPU priority: the browser tests leave about a fifth of the 2
// cores idle while they wait on servers and Chromium, and the checks use that instead of a minute of
// their own before the tests. Their output is shown after the tests' when one fails.
console.log("\x1b[36m[setup]\x1b[0m type-checking the workspace; lint and format (eslint, prettier), beside the tests");
const checks = runAllQuietly(
  [
    [pnpm, ["run", "typecheck"]],
    [pnpm, ["run", "lint:code"]],
    [pnpm, ["run", "lint:format"]],
  ],
  { nice: 19 },
);
const args = process.argv.slice(2);
const report = path.join(repoRoot, "node_modules", ".cache", "vitest-report.json");
rmSync(report, { force: true });
const vitest = spawn(
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
const status = await new Promise((resolve) => vitest.on("close", (code) => resolve(code ?? 1)));
// One plain closing line that any CI can read.
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, "utf8"));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
// Fails, with their output, when a check failed.
(await checks)();
process.exit(status);
