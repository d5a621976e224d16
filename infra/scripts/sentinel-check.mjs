#!/usr/bin/env node
// The Redis failover check of .ci/run: Debian's redis-server as primary + replica and three sentinels
// on loopback; one web instance (PGlite) and one render worker that know Redis only through
// REDIS_SENTINELS. Two clients send synchronous and asynchronous calls; the primary is SIGKILLed
// under that load. Calls must resume once the sentinels have promoted the replica (the gap is
// reported) and every asynchronous job that was accepted (202) must end `succeeded`.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { repoRoot } from "./ensure.mjs";
import { killClusterLeftovers, webMember, workerMember } from "./cluster-processes.mjs";
import { ensureWorkerBuilt } from "../../render-worker/scripts/build.mjs";
import { freePort, redisServerArgs } from "./redis-process.mjs";

const MASTER = "paperjet";
const LOAD_BEFORE_MS = 8_000;
const LOAD_AFTER_MS = 15_000;
// Sentinels call the primary down after this long without an answer, then fail over.
const DOWN_AFTER_MS = 1_000;
const GAP_LIMIT_MS = 30_000;

const started = Date.now();
const runMark = randomUUID();
const scratch = mkdtempSync(path.join(tmpdir(), "paperjet-sentinel-"));
const fixture = (name) => JSON.parse(readFileSync(path.join(repoRoot, "packages/engine/fixtures", name), "utf8"));
const template = fixture("label.template.json");
const data = fixture("label.data.json");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (message) => console.log(`[sentinel ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const failures = [];
const fail = (message) => {
  failures.push(message);
  log(`FAIL: ${message}`);
};

function startRedisProcess(name, args) {
  const child = spawn(process.env.REDIS_SERVER_PATH ?? "redis-server", args, { stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return { name, child, exited };
}

/** redis-cli (Debian's redis-tools, which redis-server depends on): the reply as text. */
async function redisCommand(port, ...args) {
  const run = spawnSync("redis-cli", ["-h", "127.0.0.1", "-p", String(port), ...args.map(String)], { encoding: "utf8", timeout: 5_000 });
  if (run.status !== 0) throw new Error(run.stderr || `redis-cli exited ${run.status}`);
  return run.stdout;
}

async function waitUntil(what, timeoutMs, check) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

async function startRedisSet() {
  const [primaryPort, replicaPort, ...sentinelPorts] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const primary = startRedisProcess("primary", redisServerArgs(primaryPort));
  const replica = startRedisProcess("replica", [...redisServerArgs(replicaPort), "--replicaof", "127.0.0.1", String(primaryPort)]);
  await waitUntil("the replica in sync", 15_000, async () =>
    (await redisCommand(replicaPort, "INFO", "replication")).includes("master_link_status:up"),
  );
  const sentinels = sentinelPorts.map((port, i) => {
    // A sentinel rewrites its configuration file, so each gets one of its own.
    const dir = path.join(scratch, `sentinel-${i}`);
    mkdirSync(dir);
    const file = path.join(dir, "sentinel.conf");
    writeFileSync(
      file,
      [
        `port ${port}`,
        "bind 127.0.0.1",
        `dir ${dir}`,
        `sentinel monitor ${MASTER} 127.0.0.1 ${primaryPort} 2`,
        `sentinel down-after-milliseconds ${MASTER} ${DOWN_AFTER_MS}`,
        `sentinel failover-timeout ${MASTER} 10000`,
        `sentinel parallel-syncs ${MASTER} 1`,
        "",
      ].join("\n"),
    );
    return { port, ...startRedisProcess(`sentinel-${i}`, [file, "--sentinel"]) };
  });
  for (const sentinel of sentinels) {
    await waitUntil(`sentinel on ${sentinel.port} sees the replica`, 20_000, async () =>
      (await redisCommand(sentinel.port, "INFO", "sentinel")).includes("slaves=1,sentinels=3"),
    );
  }
  return { primaryPort, replicaPort, primary, replica, sentinels, all: [primary, replica, ...sentinels] };
}

async function post(url, pathname, { token, body, headers = {} }) {
  return fetch(`${url}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(40_000),
  });
}

async function main() {
  await ensureWorkerBuilt();
  const set = await startRedisSet();
  log(
    `primary :${set.primaryPort}, replica :${set.replicaPort}, sentinels ${set.sentinels.map((s) => `:${s.port}`).join(" ")} (quorum 2, down after ${DOWN_AFTER_MS} ms)`,
  );

  const pgliteDir = path.join(scratch, "pglite");
  const migrated = spawnSync(path.join(repoRoot, "node_modules/.bin/pnpm"), ["db:migrate"], {
    cwd: repoRoot,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: pgliteDir },
  });
  if (migrated.status !== 0) throw new Error(`migration failed:\n${migrated.stdout}${migrated.stderr}`);

  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PGLITE_DIR: pgliteDir,
    DATA_DIR: scratch,
    // Their temporary files (Chromium's profiles among them) go with the scratch folder.
    TMPDIR: scratch,
    // With sentinels the URL holds only credentials and database; its host is the primary's name.
    REDIS_URL: `redis://${MASTER}/0`,
    REDIS_SENTINELS: set.sentinels.map((s) => `127.0.0.1:${s.port}`).join(","),
    REDIS_SENTINEL_NAME: MASTER,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    REGISTRATION_LIMIT_PER_ADDRESS: "1000",
    RENDER_CONCURRENCY: "1",
    LOG_LEVEL: "warn",
  };
  const web = webMember({ name: "web", port: await freePort(), env, runMark });
  const worker = workerMember({ name: "worker", env, runMark });
  const members = [web, worker];
  try {
    await Promise.all(members.map((m) => m.start()));
    log(`web ${web.url} and a render worker, both on Redis through the sentinels`);

    const registered = await post(web.url, "/api/auth/register", {
      body: { name: "Sentinel", email: `sentinel.${Date.now()}@example.com`, password: "sentinel check password" },
    });
    const { token } = (await registered.json()).globals;
    const apiKey = (await (await post(web.url, "/api/apicalls/getToken", { token, body: { name: "sentinel" } })).json()).data.apiKey;
    const templateId = (
      await (await post(web.url, "/api/templates", { token, body: { name: "Sentinel label", document: template } })).json()
    ).data.template.id;

    const outcomes = []; // { at, ok, kind }
    const accepted = [];
    let stop = false;
    // What failed calls answered, once each: printed with the summary.
    const refusals = new Set();
    async function client(kind) {
      while (!stop) {
        const at = Date.now();
        let ok = false;
        try {
          const response =
            kind === "sync"
              ? await post(web.url, `/api/v1/generate/single/${templateId}`, { token: apiKey, body: { data } })
              : await post(web.url, `/api/v1/generate/async/${templateId}`, {
                  token: apiKey,
                  body: { data },
                  headers: { "Idempotency-Key": randomUUID() },
                });
          ok = response.status === (kind === "sync" ? 200 : 202);
          if (ok && kind === "async") accepted.push((await response.json()).data.jobId);
          else if (ok) await response.arrayBuffer();
          else refusals.add(`${kind} ${response.status}: ${(await response.text()).slice(0, 200)}`);
        } catch {
          // No answer: counted as a failed call.
        }
        outcomes.push({ at, end: Date.now(), ok, kind });
        await sleep(ok ? 200 : 250);
      }
    }
    const clients = [client("sync"), client("async")];
    await sleep(LOAD_BEFORE_MS);
    const killedAt = Date.now();
    set.primary.child.kill("SIGKILL");
    log("SIGKILLed the primary");
    await waitUntil("a sentinel names the replica as primary", 60_000, async () =>
      (await redisCommand(set.sentinels[0].port, "SENTINEL", "GET-MASTER-ADDR-BY-NAME", MASTER)).includes(String(set.replicaPort)),
    );
    const promotedAt = Date.now();
    log(`the sentinels promoted the replica after ${((promotedAt - killedAt) / 1000).toFixed(1)} s`);
    await sleep(LOAD_AFTER_MS);
    stop = true;
    await Promise.all(clients);

    const after = outcomes.filter((o) => o.at >= killedAt);
    const firstOkAfter = Object.fromEntries(["sync", "async"].map((kind) => [kind, after.find((o) => o.ok && o.kind === kind)]));
    const gap = Math.max(...Object.values(firstOkAfter).map((o) => (o ? o.end - killedAt : Infinity)));
    const lastSeconds = outcomes.filter((o) => o.at >= Date.now() - 5_000);
    const failedAfterRecovery = outcomes.filter((o) => !o.ok && o.at > killedAt + gap);

    // Every job the web instance accepted must end succeeded.
    const views = new Map();
    await waitUntil("every accepted job ended", 120_000, async () => {
      for (const jobId of accepted.filter((j) => !views.has(j))) {
        const response = await fetch(`${web.url}/api/v1/jobs/${jobId}`, { headers: { Authorization: `Bearer ${apiKey}` } });
        const view = response.status === 200 ? (await response.json()).data : undefined;
        if (view && (view.status === "succeeded" || view.status === "failed")) views.set(jobId, view);
      }
      return views.size === accepted.length;
    }).catch((error) => fail(error.message));
    const lost = accepted.filter((jobId) => views.get(jobId)?.status !== "succeeded");

    console.log(`\n=== sentinel check summary ===
calls:                 ${outcomes.length} (${outcomes.filter((o) => o.ok).length} answered, ${outcomes.filter((o) => !o.ok).length} failed while Redis failed over)
failover:              replica promoted ${((promotedAt - killedAt) / 1000).toFixed(1)} s after the primary was killed
gap:                   ${(gap / 1000).toFixed(1)} s until sync and async calls succeeded again (sync ${((firstOkAfter.sync?.end - killedAt) / 1000).toFixed(1)} s, async ${((firstOkAfter.async?.end - killedAt) / 1000).toFixed(1)} s)
failed after recovery: ${failedAfterRecovery.length}
async jobs:            ${accepted.length} accepted, ${lost.length} lost
${[...refusals].map((r) => `refused:               ${r}`).join("\n")}
`);
    if (!Number.isFinite(gap) || gap > GAP_LIMIT_MS) fail(`calls did not resume within ${GAP_LIMIT_MS / 1000} s of the kill`);
    if (failedAfterRecovery.length > 0) fail(`${failedAfterRecovery.length} calls failed after calls had resumed`);
    if (lastSeconds.length === 0 || lastSeconds.some((o) => !o.ok)) fail("calls were not all answered in the last 5 s");
    if (lost.length > 0)
      fail(
        `accepted jobs lost: ${lost
          .slice(0, 5)
          .map(
            (jobId) =>
              `${jobId} (${views.has(jobId) ? `${views.get(jobId).status}: ${JSON.stringify(views.get(jobId).error)}` : "not ended"})`,
          )
          .join(", ")}`,
      );
  } catch (error) {
    fail(error.message);
  } finally {
    await Promise.all(members.map((m) => (m.current ? m.stop(45_000) : undefined)));
    if (failures.length > 0) {
      const logFile = path.join(tmpdir(), `paperjet-sentinel-${process.pid}.log`);
      writeFileSync(logFile, members.map((m) => m.output()).join("\n"));
      console.log(`process output: ${logFile}`);
    }
    for (const p of set.all) if (p.child.exitCode === null) p.child.kill("SIGTERM");
    await Promise.all(set.all.map((p) => p.exited));
    await killClusterLeftovers(runMark);
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
log(failures.length === 0 ? "sentinel check passed" : `sentinel check FAILED (${failures.length} problems)`);
process.exit(failures.length === 0 ? 0 : 1);
