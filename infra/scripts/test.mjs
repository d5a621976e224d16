#!/usr/bin/env node
// `npm test`: installs what is missing, builds, then runs every test of every
// package. The vitest global setup starts a private Redis unless REDIS_URL is set.
import { spawnSync } from "node:child_process";
import { prepare, repoRoot, runQuietly } from "./ensure.mjs";

const pnpm = prepare({ needRedis: !process.env.REDIS_URL, forTests: true });
console.log("\x1b[36m[setup]\x1b[0m type-checking every package");
runQuietly(pnpm, ["-r", "--if-present", "run", "typecheck"]);
const args = process.argv.slice(2);
const result = spawnSync(pnpm, ["exec", "vitest", "run", ...args], {
  cwd: repoRoot,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "test" },
});
process.exit(result.status ?? 1);
