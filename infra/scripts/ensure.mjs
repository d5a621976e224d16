import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const PNPM_MAJOR = 10;

function log(message) {
  console.log(`\x1b[36m[setup]\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m[setup]\x1b[0m ${message}`);
  process.exit(1);
}

function commandExists(command) {
  return spawnSync("sh", ["-c", `command -v "${command}"`], { stdio: "ignore" }).status === 0;
}

function pnpmVersion(command) {
  const result = spawnSync(command, ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * A pnpm 10 to run the workspace with: the one on PATH when it is pnpm 10,
 * otherwise one installed into `.tools/` with npm (no root, no corepack keys needed).
 */
export function ensurePnpm() {
  const onPath = pnpmVersion("pnpm");
  if (onPath?.startsWith(`${PNPM_MAJOR}.`)) return "pnpm";
  const local = path.join(repoRoot, ".tools", "node_modules", ".bin", "pnpm");
  if (pnpmVersion(local)?.startsWith(`${PNPM_MAJOR}.`)) return local;
  log(`installing pnpm ${PNPM_MAJOR} into .tools/ ${onPath ? `(found pnpm ${onPath} on PATH)` : "(pnpm not found)"}`);
  run("npm", ["install", "--prefix", path.join(repoRoot, ".tools"), `pnpm@${PNPM_MAJOR}`, "--no-audit", "--no-fund", "--loglevel=error"]);
  if (!pnpmVersion(local)) fail("could not install pnpm; install it with `npm i -g pnpm@10` and try again.");
  return local;
}

/**
 * Installs the workspace's dependencies exactly as the lockfile says (a no-op when they are there).
 * They include pnpm itself: package scripts call `pnpm` by name, and pnpm and npm put
 * `node_modules/.bin` on a script's PATH, so those calls work where the only other pnpm is the one
 * in `.tools/` (and `npx pnpm …` runs the workspace's own).
 */
export function ensureDependencies(pnpm) {
  run(pnpm, ["install", "--frozen-lockfile", "--prefer-offline", "--reporter=silent"]);
}

/**
 * Debian packages the product needs, each found by the file it provides.
 * Missing ones are installed with apt when we are root or have passwordless
 * sudo; otherwise we print the exact command and stop.
 */
export function ensureSystemPackages(packages) {
  const missing = packages.filter(({ provides }) => !provides.some((p) => (p.startsWith("/") ? existsSync(p) : commandExists(p))));
  if (missing.length === 0) return;
  const names = missing.map((p) => p.name);
  const installLine = `apt-get update && apt-get install -y --no-install-recommends ${names.join(" ")}`;
  if (!commandExists("apt-get")) {
    fail(`missing system packages: ${names.join(", ")}. This machine has no apt-get; install their equivalents and try again.`);
  }
  const isRoot = process.getuid?.() === 0;
  const sudo = !isRoot && commandExists("sudo") && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0;
  if (!isRoot && !sudo) {
    fail(`missing system packages: ${names.join(", ")}. Install them with:\n\n  sudo ${installLine}\n`);
  }
  log(`installing system packages: ${names.join(", ")}`);
  const [apt, ...aptArgs] = isRoot ? ["apt-get"] : ["sudo", "-n", "apt-get"];
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run(apt, [...aptArgs, "update", "-qq"], { env });
  run(apt, [...aptArgs, "install", "-y", "-qq", "--no-install-recommends", ...names], { env });
}

export const RUNTIME_PACKAGES = [
  // The render worker prints with Chromium's headless shell (docs/decisions/084).
  { name: "chromium-headless-shell", provides: [process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell"] },
  { name: "fonts-dejavu-core", provides: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"] },
  // web encrypts password-protected PDFs with it (docs/decisions/060).
  { name: "qpdf", provides: ["qpdf"] },
  // The sRGB ICC profile every PDF/A's output intent embeds (packages/print/src/pdfa.ts).
  { name: "icc-profiles-free", provides: ["/usr/share/color/icc/sRGB.icc"] },
];
export const REDIS_PACKAGE = { name: "redis-server", provides: ["redis-server"] };
export const TEST_PACKAGES = [
  // One browser test needs what only the full browser does (web/tests/e2e/support/browser.ts).
  { name: "chromium", provides: ["/usr/bin/chromium"] },
  { name: "poppler-utils", provides: ["pdftotext", "pdfinfo", "pdffonts", "pdfsig"] },
  { name: "zbar-tools", provides: ["zbarimg"] },
  // The Python client's tests (clients/python) run under Debian's /usr/bin/python3.
  { name: "python3-pytest", provides: ["/usr/lib/python3/dist-packages/pytest/__init__.py"] },
  // promtool checks the Prometheus alert rules in infra/monitoring/ (infra/test/alerts.test.ts).
  { name: "prometheus", provides: ["promtool"] },
];

export function run(command, args, options = {}) {
  try {
    execFileSync(command, args, { stdio: "inherit", cwd: repoRoot, ...options });
  } catch (error) {
    fail(`\`${[command, ...args].join(" ")}\` failed${error.status ? ` with exit code ${error.status}` : ""}.`);
  }
}

/**
 * Runs noisy commands that do not depend on each other side by side, their output shown only when
 * one fails: each is mostly one thread, and the cores are shared between them. `nice` (1–19) lowers
 * their CPU priority, so that they take only what the rest of the machine leaves. Resolves, once all
 * have ended, to the runs that failed, for `failWithOutput`.
 */
export async function runAllQuietly(commands, { nice = 0 } = {}) {
  const results = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const [program, programArgs] = nice ? ["nice", ["-n", String(nice), command, ...args]] : [command, args];
          const child = spawn(program, programArgs, { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("error", (error) => resolve({ command, args, status: -1, output: String(error) }));
          child.on("close", (status) => resolve({ command, args, status, output }));
        }),
    ),
  );
  return results.filter((r) => r.status !== 0);
}

/** Shows the output of every failed run (`runAllQuietly`) and fails naming them all; does nothing when none failed. */
export function failWithOutput(failed) {
  for (const r of failed) process.stdout.write(r.output);
  if (failed.length) fail(`${failed.map((r) => `\`${[r.command, ...r.args].join(" ")}\``).join(" and ")} failed; the output is above.`);
}

/** Everything both commands need installed before they run anything of ours. */
export function prepare({ needRedis, forTests }) {
  const pnpm = ensurePnpm();
  ensureSystemPackages([...RUNTIME_PACKAGES, ...(needRedis ? [REDIS_PACKAGE] : []), ...(forTests ? TEST_PACKAGES : [])]);
  ensureDependencies(pnpm);
  return pnpm;
}

/** Builds every package that has a build (the web app, the SDK, the clients, the integrations). */
export async function buildAll(pnpm) {
  log("building");
  // Asynchronous, so that what the caller started beside it keeps its output flowing.
  failWithOutput(await runAllQuietly([[pnpm, ["-r", "--if-present", "run", "build"]]]));
}
