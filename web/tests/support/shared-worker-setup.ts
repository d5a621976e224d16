import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The processes the run shares (shared-process.ts: the render worker, the web server, Chromium) are
 * started by the first test file that needs each; this global setup of the projects that use them
 * (web, e2e, integrations) gives them a folder and stops them when the run ends. A run whose files
 * need none starts none. With TEST_RUN_LOG_DIR set, their logs are kept there (to count, say, the
 * worker's Chromium crashes over a whole run).
 */
export default function setup() {
  // Every project that lists this setup runs it; one folder serves them all.
  if (process.env.PAPERJET_TEST_RUN_DIR) return;
  const dir = mkdtempSync(path.join(tmpdir(), "paperjet-test-run-"));
  process.env.PAPERJET_TEST_RUN_DIR = dir;
  return async () => {
    const started = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { pid: number; remove?: string[] });
    // Each was started detached, in a process group of its own with its children (Chromium). SIGTERM
    // first: Playwright's browser server then removes its profile folder, the server and worker close.
    await Promise.all(started.map(({ pid }) => stopGroup(pid)));
    for (const leftover of started.flatMap(({ remove }) => remove ?? [])) rmSync(leftover, { recursive: true, force: true });
    const keep = process.env.TEST_RUN_LOG_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      for (const log of readdirSync(dir).filter((name) => name.endsWith(".log"))) copyFileSync(path.join(dir, log), path.join(keep, log));
    }
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    delete process.env.PAPERJET_TEST_RUN_DIR;
  };
}

async function stopGroup(pid: number): Promise<void> {
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-pid, name);
      return true;
    } catch {
      return false; // Already gone.
    }
  };
  if (!signal("SIGTERM")) return;
  for (let waited = 0; waited < 5_000 && signal(0); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signal("SIGKILL");
}
