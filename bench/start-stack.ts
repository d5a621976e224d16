import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connectDatabase, migrateToLatest } from "@paperjet/db";
// @ts-expect-error plain ESM helper shared with the bootstrap scripts
import { freePort, startRedis } from "../infra/scripts/redis-process.mjs";
import { generateApiKeySecret } from "../web/app/features/api/api-key-secret.server.ts";
import { prepareWebBuild } from "../web/tests/e2e/support/start-server.ts";
// @ts-expect-error plain ESM build script of the worker
import { ensureWorkerBuilt } from "../render-worker/scripts/build.mjs";
import { spawnWorker, type SpawnedWorker } from "@paperjet/test-kit/spawn-worker";

export interface Template {
  document: Record<string, unknown>;
  name: string;
}

/**
 * What `npm start` runs, on free ports and a throw-away PGlite: a private
 * redis-server, the built web app (web/server.mjs), and render workers
 * (started on demand). Seeds one enterprise workspace (no watermark bookkeeping
 * in the way), an API key and the benchmark templates.
 */
export async function startStack(options: { templates: Template[] }) {
  const redis = await startRedis({ label: "bench-redis" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "paperjet-bench-"));
  const pgliteDir = path.join(dataDir, "pglite");
  const handle = await connectDatabase({ pgliteDir });
  await migrateToLatest(handle.db);
  const user = await handle.db
    .insertInto("users")
    .values({ email: "bench@example.com", name: "Bench" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const workspace = await handle.db
    .insertInto("workspaces")
    .values({ name: "Bench", plan: "enterprise", created_by: user.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  await handle.db.insertInto("workspace_members").values({ workspace_id: workspace.id, user_id: user.id, role: "owner" }).execute();
  const secret = generateApiKeySecret();
  await handle.db
    .insertInto("api_keys")
    .values({ workspace_id: workspace.id, created_by: user.id, name: "bench", prefix: secret.prefix, key_hash: secret.hash })
    .execute();
  const templateIds: string[] = [];
  for (const t of options.templates) {
    const row = await handle.db
      .insertInto("templates")
      .values({ workspace_id: workspace.id, created_by: user.id, name: t.name, document: JSON.stringify(t.document) })
      .returning("id")
      .executeTakeFirstOrThrow();
    templateIds.push(row.id);
  }
  await handle.close();

  // A private copy of the (re)built app, so a rebuild by someone else in this checkout cannot pull it away.
  const appDir = await prepareWebBuild();
  await ensureWorkerBuilt();
  const { url, web, output } = await startWeb(appDir, pgliteDir, redis.url);

  const workers: SpawnedWorker[] = [];
  return {
    url,
    apiKey: secret.apiKey,
    templateIds,
    redisUrl: redis.url,
    webPid: web.pid!,
    workers,
    webOutput: output,
    async addWorker(env: Record<string, string> = {}) {
      const worker = await spawnWorker({
        redisUrl: redis.url,
        id: `bench-worker-${workers.length + 1}`,
        env: { LOG_LEVEL: "warn", ...env },
      });
      workers.push(worker);
      return worker;
    },
    async stop() {
      await Promise.all(workers.map((w) => w.stop("SIGTERM")));
      web.kill("SIGTERM");
      await redis.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(path.dirname(appDir), { recursive: true, force: true });
    },
  };
}

/** web/server.mjs (express + the Remix build), the server `npm start` runs. */
async function startWeb(appDir: string, pgliteDir: string, redisUrl: string) {
  const port: number = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const web: ChildProcess = spawn(process.execPath, [path.join(appDir, "server.mjs")], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: url,
      PGLITE_DIR: pgliteDir,
      REDIS_URL: redisUrl,
      SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
      API_RATE_LIMIT_PER_MINUTE: "1000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  web.stdout!.on("data", (c) => (output += c));
  web.stderr!.on("data", (c) => (output += c));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (web.exitCode !== null) throw new Error(`web exited:\n${output}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`web did not answer:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  return { url, web, output: () => output };
}

export function readJson(file: string) {
  return JSON.parse(readFileSync(file, "utf8"));
}
