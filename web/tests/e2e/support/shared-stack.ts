import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";
// @ts-expect-error plain ESM helper shared with the bootstrap scripts
import { freePort } from "../../../../infra/scripts/redis-process.mjs";
import { sharedLog, sharedProcess, testRunDir, waitForLog } from "../../support/shared-process";
import { chromiumLaunchOptions, trackNetwork } from "./browser";
import { prepareDatabase, prepareWebBuild, serverEnvironment, waitUntilServing, type RunningServer } from "./start-server";

/**
 * The run's one web server, for test files that need nothing of a server but its being there: every
 * test makes its own accounts (unique addresses) and reads only its own mail, so files share it
 * the way customers share production. Started by the first file that asks (shared-process.ts), with
 * its output in the run's server.log. A file that sets the server's environment, seeds its database,
 * redeploys or stops it starts its own (`useStack({ env, seed, server: "own" })`).
 */
export async function sharedServer(): Promise<RunningServer> {
  const log = sharedLog("server");
  const { url, port, pid } = await sharedProcess("server", async () => {
    const appDir = await prepareWebBuild();
    const dataDir = path.join(testRunDir(), "server-data");
    mkdirSync(dataDir);
    const pgliteDir = await prepareDatabase(dataDir);
    const port: number = await freePort();
    const url = `http://localhost:${port}`;
    const out = openSync(log, "a");
    const child = spawn(process.execPath, [path.join(appDir, "server.mjs")], {
      cwd: appDir,
      env: serverEnvironment(port, dataDir, pgliteDir),
      stdio: ["ignore", out, out],
      detached: true,
    });
    child.unref();
    closeSync(out);
    await waitUntilServing(url, child, () => readFileSync(log, "utf8"), 300_000);
    // The build copy is removed with the run's other leftovers (shared-worker-setup.ts).
    return { pid: child.pid!, value: { url, port, pid: child.pid! }, remove: [path.dirname(appDir)] };
  });
  const refuse = (what: string) => () =>
    Promise.reject(new Error(`The run's shared server cannot be ${what}: useStack({ server: "own" })`));
  return {
    url,
    port,
    pid,
    output: () => readFileSync(log, "utf8"),
    deploy: refuse("redeployed"),
    terminate: refuse("stopped"),
    // Stopped when the run ends.
    stop: async () => {},
  };
}

/**
 * The run's one Chromium, for test files that need no switches of their own: a Playwright browser
 * server each file connects to (its contexts are its own and go when it disconnects). Launching
 * Chromium for every file cost about two CPU-seconds each.
 */
export async function sharedBrowser(): Promise<Browser> {
  const endpoint = await sharedProcess("browser", async () => {
    const log = sharedLog("browser");
    const out = openSync(log, "a");
    const script = fileURLToPath(new URL("browser-server.mjs", import.meta.url));
    const child = spawn(process.execPath, [script, JSON.stringify(chromiumLaunchOptions())], {
      stdio: ["ignore", out, out],
      detached: true,
    });
    child.unref();
    closeSync(out);
    const [, ws] = await waitForLog(log, /browser server listening at (ws:\/\/\S+)/, child.pid!, "Chromium");
    return { pid: child.pid!, value: ws! };
  });
  return trackNetwork(await chromium.connect(endpoint));
}
