#!/usr/bin/env node
// The cluster check of .ci/run: PostgreSQL (Debian, through with-postgres.sh) + one private Redis +
// two web instances on two ports + two render workers. First it proves that what must be shared is
// shared (idempotency, rate limit, key revocation, session cookie); then 8 clients spread sync calls,
// asynchronous calls with webhooks and 200-item batches over both web instances for CLUSTER_LOAD_MS
// (2 minutes) while each web instance and each worker is restarted in turn (SIGTERM, drain, start).
// It fails on a failed or lost call or job, a webhook not delivered, or a p99 over 3 s outside the
// restart moments. Needs an installed workspace and a web build (npm test makes both).
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "./ensure.mjs";
import { killClusterLeftovers, webMember, workerMember } from "./cluster-processes.mjs";
import { ensureWorkerBuilt } from "../../render-worker/scripts/build.mjs";
import { freePort, startRedis } from "./redis-process.mjs";

if (!process.env.DATABASE_URL) {
  // PostgreSQL exactly as the database tests get it: a throw-away Debian cluster, removed afterwards.
  const run = spawnSync(
    "bash",
    [path.join(repoRoot, "infra/scripts/with-postgres.sh"), process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: "inherit" },
  );
  process.exit(run.status ?? 1);
}

const LOAD_MS = Number(process.env.CLUSTER_LOAD_MS ?? 120_000);
const CLIENTS = 8;
const BATCH_ITEMS = 200;
const P99_LIMIT_MS = 3_000;
// After a restarted process is ready again, calls may still be slower for a moment (cold caches, the
// other instance catching up); those calls count as made during the restart.
const RESTART_TAIL_MS = 2_000;
const REVOKE_LIMIT_MS = 1_000;
const RATE_LIMIT = 240;
const SHUTDOWN_GRACE_MS = 35_000;

const started = Date.now();
const runMark = randomUUID();
const scratch = mkdtempSync(path.join(tmpdir(), "paperjet-cluster-"));
const fixture = (name) => JSON.parse(readFileSync(path.join(repoRoot, "packages/engine/fixtures", name), "utf8"));
const template = fixture("label.template.json");
const data = fixture("label.data.json");

function log(message) {
  console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];
function fail(message) {
  failures.push(message);
  log(`FAIL: ${message}`);
}

/** The webhook receiver every asynchronous call and batch names as its callbackUrl. */
async function startReceiver() {
  const delivered = new Map();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      try {
        const event = JSON.parse(body);
        const list = delivered.get(event.data.jobId) ?? [];
        list.push(event.type);
        delivered.set(event.data.jobId, list);
      } catch {
        // Counted as not delivered.
      }
      res.writeHead(200).end("ok");
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = server.address().port;
  return { delivered, port, url: `http://127.0.0.1:${port}/hook`, close: () => new Promise((r) => server.close(r)) };
}

// ---- calls ----------------------------------------------------------------------------------------

const stats = { calls: 0, retries: 0, failed: 0, latencies: [] };
// Requests on their way to each instance, to see that a SIGTERMed web instance finishes them.
const inFlight = new Map(); // base URL → Set of { answered: boolean }
const restartWindows = [];

/**
 * One call as a client following the product's rule sends it: no answer or ≥ 500 → again, with a
 * growing delay, here on the other instance (as a load balancer would). A call that succeeds on a
 * retry is no failure; its retries are counted.
 */
async function call(instances, { method = "POST", path: pathname, token, body, headers = {}, expect = [200], kind }) {
  const first = Date.now();
  let start = Math.floor(Math.random() * instances.length);
  let lastError = "";
  for (let attempt = 0; attempt < 10; attempt++) {
    const base = instances[(start + attempt) % instances.length].url;
    if (attempt > 0) {
      stats.retries += 1;
      await sleep(Math.min(250 * 2 ** (attempt - 1), 4_000));
    }
    let response;
    const attemptState = { answered: false };
    const open = inFlight.get(base) ?? new Set();
    inFlight.set(base, open.add(attemptState));
    try {
      response = await fetch(`${base}${pathname}`, {
        method,
        headers: {
          ...(body ? { "Content-Type": "application/json" } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      lastError = `${error.cause?.code ?? error.name}: ${error.message}`;
      continue;
    } finally {
      open.delete(attemptState);
    }
    attemptState.answered = true;
    if (response.status >= 500) {
      lastError = `${response.status} ${(await response.text()).slice(0, 200)}`;
      continue;
    }
    stats.calls += 1;
    const end = Date.now();
    if (kind) stats.latencies.push({ kind, start: first, end, ms: end - first });
    if (!expect.includes(response.status)) {
      stats.failed += 1;
      fail(`${method} ${pathname}: ${response.status} ${(await response.text()).slice(0, 300)}`);
      return undefined;
    }
    return response;
  }
  stats.calls += 1;
  stats.failed += 1;
  fail(`${method} ${pathname}: no success after 10 attempts (last: ${lastError})`);
  return undefined;
}

const json = async (response) => (response ? response.json() : undefined);

/** A new user with a workspace of its own, an API key, the label template and a webhook signing secret. */
async function newAccount(instances, label) {
  const email = `${label}.${randomBytes(4).toString("hex")}@example.com`;
  const registered = await call(instances, {
    path: "/api/auth/register",
    body: { name: label, email, password: "cluster check password" },
    expect: [201],
  });
  if (!registered) throw new Error(`could not register ${email}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { token } = (await registered.json()).globals;
  const key = (await json(await call(instances, { path: "/api/apicalls/getToken", token, body: { name: label }, expect: [201] })))?.data;
  const created = (
    await json(
      await call(instances, { path: "/api/templates", token, body: { name: "Cluster label", document: template }, expect: [200, 201] }),
    )
  )?.data?.template;
  await call(instances, { path: "/api/webhooks/signing-secret", token });
  if (!key || !created) throw new Error(`could not set up ${email}`);
  return { email, cookie, token, apiKey: key.apiKey, keyId: key.key.id, templateId: created.id };
}

// ---- what must be shared ----------------------------------------------------------------------------

async function proveSharedState([a, b], receiver) {
  const account = await newAccount([a], "shared");

  // A session cookie made by A is a session on B.
  const me = await fetch(`${b.url}/api/auth/me`, { headers: { Cookie: account.cookie } });
  const meBody = await me.json().catch(() => ({}));
  if (me.status !== 200 || meBody.globals?.user?.email !== account.email)
    fail(`the session cookie from A is not valid on B (${me.status})`);
  else log("session: a cookie from web A is a session on web B");

  // One Idempotency-Key sent to both instances makes one job.
  const idempotencyKey = `cluster-${randomUUID()}`;
  const submit = (instance) =>
    fetch(`${instance.url}/api/v1/generate/async/${account.templateId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${account.apiKey}`, "Idempotency-Key": idempotencyKey },
      body: JSON.stringify({ data, callbackUrl: receiver.url }),
    });
  const first = await submit(a);
  const second = await submit(b);
  const [firstJob, secondJob] = [(await first.json()).data?.jobId, (await second.json()).data?.jobId];
  if (first.status !== 202 || second.status !== 202 || !firstJob || firstJob !== secondJob)
    fail(`Idempotency-Key on A then B: ${first.status} ${firstJob}, ${second.status} ${secondJob} (expected one job)`);
  else log(`idempotency: one Idempotency-Key on web A and web B made one job (${firstJob})`);

  // The per-workspace rate limit counts calls to both instances together.
  for (let round = 1; ; round++) {
    const limited = await newAccount([a], `rate${round}`);
    const window = Math.floor(Date.now() / 60_000);
    const statuses = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      const instance = i % 2 === 0 ? a : b;
      const response = await fetch(`${instance.url}/api/v1/templates`, { headers: { Authorization: `Bearer ${limited.apiKey}` } });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    // A minute boundary in between resets the count; try again in the next minute.
    if (Math.floor(Date.now() / 60_000) !== window && round < 3) continue;
    const allowed = statuses.filter((s) => s === 200).length;
    const refused = statuses.filter((s) => s === 429).length;
    if (allowed !== RATE_LIMIT || refused !== 2 || statuses.slice(RATE_LIMIT).some((s) => s !== 429))
      fail(
        `rate limit ${RATE_LIMIT}/min over A and B together: ${allowed} answered, ${refused} refused (expected ${RATE_LIMIT} and the next call on each instance 429)`,
      );
    else log(`rate limit: ${RATE_LIMIT} calls alternating A and B answered, the next call on A and on B 429`);
    break;
  }

  // A key revoked on A answers 401 on B within a second (B has it cached from a call just before).
  const warm = await fetch(`${b.url}/api/v1/templates`, { headers: { Authorization: `Bearer ${account.apiKey}` } });
  await warm.arrayBuffer();
  const form = new URLSearchParams({ intent: "revoke", id: account.keyId, name: "shared" });
  const revoked = await fetch(`${a.url}/app/api.data`, {
    method: "POST",
    headers: { Authorization: `Bearer ${account.token}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  });
  await revoked.arrayBuffer();
  const revokedAt = Date.now();
  let status = 0;
  while (Date.now() - revokedAt < 5_000) {
    const response = await fetch(`${b.url}/api/v1/templates`, { headers: { Authorization: `Bearer ${account.apiKey}` } });
    await response.arrayBuffer();
    status = response.status;
    if (status === 401) break;
    await sleep(25);
  }
  const took = Date.now() - revokedAt;
  if (warm.status !== 200 || revoked.status !== 200 || status !== 401 || took > REVOKE_LIMIT_MS)
    fail(
      `revocation: warm call ${warm.status}, revoke on A ${revoked.status}, B answered ${status} after ${took} ms (expected 401 within ${REVOKE_LIMIT_MS} ms)`,
    );
  else log(`revocation: a key revoked on web A answered 401 on web B after ${took} ms`);
  return { idempotentJob: firstJob };
}

// ---- load -------------------------------------------------------------------------------------------

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Clients run until `done()`: the load time is over and every restart has finished. */
async function runClients(instances, accounts, receiver, done) {
  const jobs = []; // { jobId, kind, account }
  async function syncClient(account) {
    while (!done()) {
      const response = await call(instances, {
        path: `/api/v1/generate/single/${account.templateId}`,
        token: account.apiKey,
        body: { data },
        kind: "sync",
      });
      if (response) {
        const pdf = Buffer.from(await response.arrayBuffer());
        if (pdf.subarray(0, 5).toString() !== "%PDF-") fail(`sync call answered ${pdf.length} bytes that are not a PDF`);
      }
      await sleep(300 + Math.random() * 400);
    }
  }
  async function asyncClient(account) {
    while (!done()) {
      // Its own key per call: a retry after a lost answer asks for the same job, not a second one.
      const accepted = await json(
        await call(instances, {
          path: `/api/v1/generate/async/${account.templateId}`,
          token: account.apiKey,
          body: { data, callbackUrl: receiver.url },
          headers: { "Idempotency-Key": randomUUID() },
          expect: [202],
          kind: "async",
        }),
      );
      if (accepted) jobs.push({ jobId: accepted.data.jobId, kind: "async", account });
      await sleep(500 + Math.random() * 500);
    }
  }
  async function batchClient(account) {
    while (!done()) {
      const items = Array.from({ length: BATCH_ITEMS }, (_, i) => ({ templateId: account.templateId, data, fileName: `label-${i}` }));
      const accepted = await json(
        await call(instances, {
          path: "/api/v1/generate/batch",
          token: account.apiKey,
          body: { items, output: "zip", callbackUrl: receiver.url },
          headers: { "Idempotency-Key": randomUUID() },
          expect: [202],
          kind: "batch",
        }),
      );
      if (!accepted) continue;
      jobs.push({ jobId: accepted.data.jobId, kind: "batch", account });
      while (!done()) {
        const view = (
          await json(
            await call(instances, { method: "GET", path: `/api/v1/jobs/${accepted.data.jobId}`, token: account.apiKey, kind: "status" }),
          )
        )?.data;
        if (!view || view.status === "succeeded" || view.status === "failed") break;
        await sleep(2_000);
      }
    }
  }
  const roles = [syncClient, syncClient, syncClient, syncClient, asyncClient, asyncClient, asyncClient, batchClient];
  await Promise.all(roles.slice(0, CLIENTS).map((role, i) => role(accounts[i])));
  return jobs;
}

const drained = { open: 0, unanswered: 0 };
async function restartInTurn(members, schedule) {
  const restarts = [];
  for (const [i, member] of members.entries()) {
    await sleep(Math.max(0, schedule[i] - Date.now()));
    const from = Date.now();
    // Requests a web instance had already accepted must still be answered after SIGTERM.
    const pending = [...(inFlight.get(member.url) ?? [])];
    const stopped = await member.stop(SHUTDOWN_GRACE_MS + 10_000);
    const drainMs = Date.now() - from;
    await sleep(100);
    const unanswered = pending.filter((attempt) => !attempt.answered).length;
    if (member.url) {
      log(`${member.name}: ${pending.length} requests open at SIGTERM, ${pending.length - unanswered} answered before it exited`);
      drained.open += pending.length;
      drained.unanswered += unanswered;
    }
    if (stopped.code !== 0)
      fail(
        `${member.name} exited with ${stopped.signal ?? `code ${stopped.code}`} after SIGTERM (expected 0 within ${SHUTDOWN_GRACE_MS} ms)`,
      );
    await member.start();
    const to = Date.now();
    restartWindows.push({ from, to: to + RESTART_TAIL_MS });
    restarts.push({ name: member.name, drainMs, downMs: to - from });
    log(
      `restarted ${member.name}: drained and exited (code ${stopped.code}) in ${(drainMs / 1000).toFixed(1)} s, serving again after ${((to - from) / 1000).toFixed(1)} s`,
    );
  }
  return restarts;
}

/** Every accepted job must end `succeeded` and its webhook arrive. */
async function settleJobs(instances, jobs, receiver, extraJobs) {
  const until = Date.now() + 180_000;
  const pending = new Map(jobs.map((job) => [job.jobId, job]));
  const ended = new Map();
  while (pending.size > 0 && Date.now() < until) {
    for (const [jobId, job] of pending) {
      const response = await fetch(`${instances[0].url}/api/v1/jobs/${jobId}`, {
        headers: { Authorization: `Bearer ${job.account.apiKey}` },
      }).catch(() => undefined);
      const view = response?.status === 200 ? (await response.json()).data : undefined;
      if (view && (view.status === "succeeded" || view.status === "failed")) {
        ended.set(jobId, view);
        pending.delete(jobId);
      }
    }
    if (pending.size > 0) await sleep(1_000);
  }
  const lost = [...pending.keys()].map((jobId) => ({ jobId, why: "not ended within 180 s" }));
  for (const [jobId, view] of ended) if (view.status !== "succeeded") lost.push({ jobId, why: `failed: ${JSON.stringify(view.error)}` });
  // Deliveries follow the ends; give the last ones a moment.
  const expected = [...jobs.map((j) => j.jobId), ...extraJobs];
  const deliveredBy = Date.now() + 30_000;
  const arrived = () => expected.filter((jobId) => receiver.delivered.get(jobId)?.some((type) => type.endsWith(".succeeded")));
  while (arrived().length < expected.length && Date.now() < deliveredBy) await sleep(500);
  return { lost, delivered: arrived().length, expected: expected.length, missing: expected.filter((j) => !arrived().includes(j)) };
}

// ---- main -------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(path.join(repoRoot, "web/build/server/index.js"))) {
    log("building web (no web/build yet)");
    const built = spawnSync(path.join(repoRoot, "node_modules/.bin/pnpm"), ["--filter", "@paperjet/web", "build"], {
      cwd: repoRoot,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (built.status !== 0) throw new Error("the web build failed");
  }
  await ensureWorkerBuilt();
  log(`PostgreSQL at ${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, "//")}; migrating`);
  const migrated = spawnSync(path.join(repoRoot, "node_modules/.bin/pnpm"), ["db:migrate"], { cwd: repoRoot, encoding: "utf8" });
  if (migrated.status !== 0) throw new Error(`migration failed:\n${migrated.stdout}${migrated.stderr}`);

  const redis = await startRedis({ label: "redis" });
  const receiver = await startReceiver();
  const ports = [await freePort(), await freePort()];
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: redis.url,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    // Both instances stand behind one address.
    APP_URL: `http://127.0.0.1:${ports[0]}`,
    DATA_DIR: scratch,
    // Their temporary files (Chromium's profiles among them) go with the scratch folder.
    TMPDIR: scratch,
    OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${receiver.port}`,
    WEBHOOK_RETRY_SCHEDULE_MS: "1000,2000,4000,8000",
    API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    REGISTRATION_LIMIT_PER_ADDRESS: "1000",
    REGISTRATION_LIMIT_TOTAL: "1000",
    SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
    // Two workers share this machine's cores: one page each.
    RENDER_CONCURRENCY: "1",
    LOG_LEVEL: "warn",
  };
  const webs = [webMember({ name: "web-a", port: ports[0], env, runMark }), webMember({ name: "web-b", port: ports[1], env, runMark })];
  const workers = [workerMember({ name: "worker-1", env, runMark }), workerMember({ name: "worker-2", env, runMark })];
  const members = [...webs, ...workers];
  try {
    await Promise.all(members.map((m) => m.start()));
    log(`running: web-a ${webs[0].url}, web-b ${webs[1].url}, 2 render workers, Redis ${redis.url}`);

    const { idempotentJob } = await proveSharedState(webs, receiver);

    const accounts = [];
    for (let i = 0; i < CLIENTS; i++) accounts.push(await newAccount(webs, `client${i}`));
    const loadStart = Date.now();
    const until = loadStart + LOAD_MS;
    log(
      `load: ${CLIENTS} clients for ${LOAD_MS / 1000} s (4 sync, 3 async with webhooks, 1 × ${BATCH_ITEMS}-item batches) over both web instances`,
    );
    // Each web instance and each worker in turn, spread over the load.
    const order = [webs[0], workers[0], webs[1], workers[1]];
    const schedule = order.map((_, i) => loadStart + ((i + 0.5) * LOAD_MS) / (order.length + 0.5));
    let restarting = true;
    const restarted = restartInTurn(order, schedule).finally(() => (restarting = false));
    const [jobs, restarts] = await Promise.all([runClients(webs, accounts, receiver, () => !restarting && Date.now() >= until), restarted]);
    log(`load over; waiting for ${jobs.length} asynchronous jobs and their webhooks`);
    const settled = await settleJobs(webs, jobs, receiver, idempotentJob ? [idempotentJob] : []);

    const outside = stats.latencies.filter((c) => !restartWindows.some((w) => c.start < w.to && c.end > w.from)).map((c) => c.ms);
    const all = stats.latencies.map((c) => c.ms);
    const byKind = (kind) => stats.latencies.filter((c) => c.kind === kind).map((c) => c.ms);
    const p = (values) => `p50 ${percentile(values, 50)} ms, p99 ${percentile(values, 99)} ms (n=${values.length})`;
    const summary = [
      `calls:              ${stats.calls} (${byKind("sync").length} sync, ${byKind("async").length} async, ${byKind("batch").length} batches of ${BATCH_ITEMS}, ${byKind("status").length} status polls, rest setup)`,
      `failures:           ${stats.failed}`,
      `retries:            ${stats.retries} (no answer or ≥ 500, then succeeded on another attempt)`,
      `lost jobs:          ${settled.lost.length} of ${jobs.length} accepted`,
      `webhooks:           ${settled.delivered}/${settled.expected} delivered`,
      `latency, all:       ${p(all)}`,
      `latency, outside restarts: ${p(outside)} (limit p99 ${P99_LIMIT_MS} ms)`,
      `latency, sync:      ${p(byKind("sync"))}`,
      `load:               ${((Date.now() - loadStart) / 1000).toFixed(0)} s with restarts and settling; whole check ${((Date.now() - started) / 1000).toFixed(0)} s`,
      `restarts:           ${restarts.length} (${restarts.map((r) => `${r.name} drain ${(r.drainMs / 1000).toFixed(1)} s, back after ${(r.downMs / 1000).toFixed(1)} s`).join("; ")})`,
    ];
    console.log(`\n=== cluster check summary ===\n${summary.join("\n")}\n`);
    console.log(`web drains:         ${drained.open} requests open at SIGTERM, ${drained.open - drained.unanswered} answered\n`);
    // A connection accepted but not yet read when the server closed can be reset (the client retries);
    // requests the server had started on must be answered.
    if (drained.unanswered > 0)
      log(`note: ${drained.unanswered} requests open at SIGTERM got no answer (connections not yet read are reset; the clients retried)`);
    for (const { jobId, why } of settled.lost) fail(`job ${jobId} lost: ${why}`);
    if (settled.missing.length > 0)
      fail(`webhooks not delivered for ${settled.missing.length} jobs: ${settled.missing.slice(0, 5).join(", ")}`);
    if (percentile(outside, 99) > P99_LIMIT_MS) fail(`p99 outside restarts ${percentile(outside, 99)} ms > ${P99_LIMIT_MS} ms`);
    if (restarts.length !== 4) fail(`${restarts.length} restarts instead of 4`);
  } catch (error) {
    fail(error.message);
  } finally {
    await Promise.all(members.map((m) => (m.current ? m.stop(SHUTDOWN_GRACE_MS + 10_000) : undefined)));
    if (failures.length > 0) {
      const logFile = path.join(tmpdir(), `paperjet-cluster-${process.pid}.log`);
      const text = members.map((m) => m.output()).join("\n");
      (await import("node:fs")).writeFileSync(logFile, text);
      console.log(`process output: ${logFile}`);
    }
    await redis.stop();
    await receiver.close();
    await killClusterLeftovers(runMark);
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
log(failures.length === 0 ? "cluster check passed" : `cluster check FAILED (${failures.length} problems)`);
process.exit(failures.length === 0 ? 0 : 1);
