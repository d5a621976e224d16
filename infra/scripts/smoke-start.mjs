#!/usr/bin/env node
// The start check of .ci/run: what a new user does on a machine without pnpm. A fresh clone of this
// repository (or of the commit given as the first argument) runs `npm start` on a free port with a
// PATH that holds node, npm, npx and the system's own programs but no pnpm, tsx or other globally
// installed dev tool. Then: /api/health ok with one worker, a user, an API key, one PDF of a fixture
// checked with pdftotext, the worker killed and replaced, after SIGTERM no process of it left, and
// `npx pnpm db:migrate` (the README's form of the `pnpm …` commands without a pnpm of your own).
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { repoRoot } from "./ensure.mjs";
import { killAll, processesWithEnv } from "./processes.mjs";
import { freePort } from "./redis-process.mjs";

const ref = process.argv[2] ?? "HEAD";
// The repository's own copy of the contract's fixtures, so the check runs from any checkout.
const fixtures = process.env.PAPERJET_FIXTURES ?? path.join(repoRoot, "packages", "engine", "fixtures");
const SYSTEM_DIRS = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"];
// Dev tools a machine may have globally; none of them may be what makes `npm start` work.
const DEV_TOOLS = ["pnpm", "pnpx", "tsx", "yarn", "yarnpkg", "corepack", "vitest", "tsc", "remix", "vite"];
const START_TIMEOUT_MS = 20 * 60_000;

const work = mkdtempSync(path.join(tmpdir(), "paperjet-smoke-"));
const marker = `paperjet-smoke-${randomUUID()}`;
const started = Date.now();
let npmStart;

function step(message) {
  console.log(`[smoke ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
}

function fail(message) {
  throw new Error(message);
}

/**
 * A bin directory with node, npm and npx, and links to every program of the system directories
 * except the dev tools and anything installed from npm (links into a node_modules directory), so
 * a pnpm installed globally into /usr/bin is gone too while apt, sh, git, redis-server and
 * chromium stay.
 */
function cleanPath() {
  const bin = path.join(work, "bin");
  mkdirSync(bin);
  for (const tool of ["node", "npm", "npx"]) {
    const found = spawnSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).stdout.trim();
    if (!found) fail(`${tool} is not on PATH`);
    symlinkSync(found, path.join(bin, tool));
  }
  for (const dir of SYSTEM_DIRS.filter(existsSync)) {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (existsSync(path.join(bin, name)) || DEV_TOOLS.includes(name)) continue;
      let real;
      try {
        real = realpathSync(file);
      } catch {
        continue; // A dangling link.
      }
      if (real.split(path.sep).includes("node_modules") || lstatSync(real).isDirectory()) continue;
      symlinkSync(real, path.join(bin, name));
    }
  }
  for (const tool of DEV_TOOLS) {
    if (spawnSync("sh", ["-c", `command -v ${tool}`], { env: { PATH: bin } }).status === 0) fail(`${tool} is still on the clean PATH`);
  }
  return bin;
}

/** Every process that carries this run's marker in its environment: everything `npm start` started. */
const markedProcesses = () => processesWithEnv("PAPERJET_SMOKE", marker);

async function waitFor(what, timeoutMs, check) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (npmStart?.exitCode !== null && npmStart?.exitCode !== undefined && what !== "no process left")
      fail(`npm start exited (code ${npmStart.exitCode}) while waiting for ${what}`);
    const result = await check().catch(() => undefined);
    if (result) return result;
    if (Date.now() > until) fail(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function health(url) {
  const response = await fetch(`${url}/api/health`);
  return response.json();
}

async function api(url, pathname, { token, body }) {
  const response = await fetch(`${url}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) fail(`POST ${pathname}: ${response.status} ${await response.text()}`);
  return response;
}

async function main() {
  const template = JSON.parse(readFileSync(path.join(fixtures, "invoice-en.template.json"), "utf8"));
  const data = JSON.parse(readFileSync(path.join(fixtures, "invoice-en.data.json"), "utf8"));
  const bin = cleanPath();
  const clone = path.join(work, "paperjet");
  const commit = spawnSync("git", ["-C", repoRoot, "rev-parse", "--verify", `${ref}^{commit}`], { encoding: "utf8" }).stdout.trim();
  if (!commit) fail(`${ref} is not a commit of ${repoRoot}`);
  step(`cloning ${repoRoot} at ${commit.slice(0, 7)} into ${clone}`);
  const cloned = spawnSync(
    "sh",
    ["-c", 'git clone --quiet --no-checkout "$0" "$1" && git -C "$1" checkout --quiet --detach "$2"', repoRoot, clone, commit],
    { stdio: "inherit" },
  );
  if (cloned.status !== 0) fail("git clone failed");

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // What a user's shell has; nothing of this checkout's setup (no REDIS_URL, DATABASE_URL, npm_*).
  const keep = [
    "HOME",
    "USER",
    "LANG",
    "LC_ALL",
    "TERM",
    "TMPDIR",
    "NODE_EXTRA_CA_CERTS",
    "http_proxy",
    "https_proxy",
    "no_proxy",
    "HTTP_PROXY",
    "HTTPS_PROXY",
    "NO_PROXY",
  ];
  const env = Object.fromEntries(keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]));
  Object.assign(env, { PATH: bin, PORT: String(port), PAPERJET_SMOKE: marker });
  step(`npm start on port ${port} with PATH=${bin} (no pnpm, no tsx)`);
  npmStart = spawn("npm", ["start"], { cwd: clone, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const log = path.join(work, "npm-start.log");
  let output = "";
  for (const stream of [npmStart.stdout, npmStart.stderr]) {
    stream.on("data", (chunk) => {
      output += chunk;
      writeFileSync(log, output);
    });
  }
  const tail = () => output.split("\n").slice(-40).join("\n");
  let failure;
  try {
    await waitFor("/api/health ok with one worker", START_TIMEOUT_MS, async () => {
      const report = await health(url);
      return report.status === "ok" && report.checks.workers.count === 1 && report;
    });
    step("healthy with one worker");

    const email = `smoke.${Date.now()}@example.com`;
    const register = await api(url, "/api/auth/register", { body: { name: "Smoke", email, password: "smoke check password" } });
    const { token } = (await register.json()).globals;
    const { apiKey } = (await (await api(url, "/api/apicalls/getToken", { token, body: { name: "smoke" } })).json()).data;
    const created = (await (await api(url, "/api/templates", { token, body: { name: "Smoke invoice", document: template } })).json()).data
      .template;
    const pdf = Buffer.from(
      await (await api(url, `/api/v1/generate/single/${created.id}`, { token: apiKey, body: { data } })).arrayBuffer(),
    );
    writeFileSync(path.join(work, "invoice.pdf"), pdf);
    const text = spawnSync("pdftotext", [path.join(work, "invoice.pdf"), "-"], { encoding: "utf8" }).stdout ?? "";
    const expected = `Invoice ${data.invoice.number}`;
    if (!text.includes(expected)) fail(`the PDF (${pdf.length} bytes) does not say "${expected}"; pdftotext gave:\n${text.slice(0, 500)}`);
    step(`registered ${email}, created an API key and template ${created.id}, generated a PDF saying "${expected}"`);

    const worker = markedProcesses().find((p) => p.command.includes("dist/main.mjs"));
    if (!worker) fail("no worker process found");
    const logBeforeKill = output.length;
    process.kill(worker.pid, "SIGKILL");
    const killedAt = Date.now();
    step(`SIGKILLed the worker (pid ${worker.pid})`);
    // The new worker ready (its metrics port is printed when it starts) and one worker counted: its
    // heartbeat, not the killed one's, which lasts until its TTL runs out.
    await waitFor("a new worker and /api/health ok with one worker", 30_000, async () => {
      const metricsPort = /render worker: http:\/\/localhost:(\d+)\/metrics/.exec(output.slice(logBeforeKill))?.[1];
      if (!metricsPort || (await fetch(`http://127.0.0.1:${metricsPort}/readyz`)).status !== 200) return false;
      const report = await health(url);
      return report.status === "ok" && report.checks.workers.count === 1;
    });
    step(`a new worker; healthy with one worker ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
  } catch (error) {
    failure = error;
    console.log(`--- last lines of npm start (whole log: ${log}) ---\n${tail()}\n---`);
  }
  {
    if (npmStart.exitCode === null) {
      step(`SIGTERM to npm start (pid ${npmStart.pid})`);
      npmStart.kill("SIGTERM");
    }
    try {
      await waitFor("no process left", 60_000, async () => markedProcesses().length === 0);
      step("no process of it left");
    } catch (error) {
      const left = markedProcesses();
      console.log(`left behind:\n${left.map((p) => `  ${p.pid} ${p.command.slice(0, 160)}`).join("\n")}`);
      killAll(left);
      // The first failure is the one to report.
      failure ??= error;
    }
    if (failure) throw failure;
  }
  // How the README tells a user without a pnpm of their own to run the `pnpm …` commands.
  const migrate = spawnSync("npx", ["pnpm", "db:migrate"], { cwd: clone, env, encoding: "utf8" });
  if (migrate.status !== 0 || !migrate.stdout.includes("is up to date")) fail(`npx pnpm db:migrate:\n${migrate.stdout}${migrate.stderr}`);
  step("npx pnpm db:migrate: the database is up to date");
}

try {
  await main();
  rmSync(work, { recursive: true, force: true });
  step("start check passed");
} catch (error) {
  process.exitCode = 1;
  console.error(`[smoke] FAILED: ${error.message} (kept ${work})`);
}
