#!/usr/bin/env node
// `npm test`: installs what is missing, builds, then runs every test of every
// package. The vitest global setup starts a private Redis unless REDIS_URL is set.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildAll, failWithOutput, prepare, repoRoot, runAllQuietly } from "./ensure.mjs";

const pnpm = prepare({ needRedis: !process.env.REDIS_URL, forTests: true });
// The checks (≈ 90 CPU-s) run side by side with the build and the tests at the lowest CPU priority:
// the build leaves about half a core idle, and the browser tests about a fifth of the 2 cores
// while they wait on servers and Chromium; the checks use that time instead of a minute of their
// own. The type-check waits for the build (a test imports @paperjet/client's built declarations) and
// checks the workspace as one program: a program per package checked the shared packages again in
// each of their dependants, 3.5 times the CPU. Their output is shown after the tests' when one fails.
console.log("\x1b[36m[setup]\x1b[0m lint and format (eslint, prettier) beside the build and the tests");
const lint = runAllQuietly(
  [
    [pnpm, ["run", "lint:code"]],
    [pnpm, ["run", "lint:format"]],
  ],
  { nice: 19 },
);
await buildAll(pnpm);
console.log("\x1b[36m[setup]\x1b[0m type-checking the workspace beside the tests");
// The Zapier app and the n8n node were type-checked by their build (`tsc -p .`, which fails on a type
// error), with the compiler they ship with: checked again here they would cost ≈ 6 CPU-s for nothing.
const typecheck = runAllQuietly([[pnpm, ["run", "typecheck:workspace"]]], { nice: 19 });
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
// Fails, with the output of every check that failed, when one did.
failWithOutput([...(await lint), ...(await typecheck)]);
process.exit(status);
