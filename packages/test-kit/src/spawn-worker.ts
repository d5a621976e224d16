import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const workerRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../render-worker");

export interface SpawnedWorker {
  child: ChildProcess;
  port: number;
  id: string;
  output: () => string;
  /** Sends a signal and waits for the exit code (null if killed by a signal). */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Starts a real render-worker process (`node dist/main.mjs`, as `npm start` runs it) and waits until it prints its port. */
export async function spawnWorker(options: {
  redisUrl: string;
  id: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<SpawnedWorker> {
  const child = spawn(process.execPath, ["dist/main.mjs"], {
    cwd: workerRoot,
    env: { ...process.env, REDIS_URL: options.redisUrl, WORKER_HTTP_PORT: "0", WORKER_ID: options.id, LOG_LEVEL: "info", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout!.on("data", (chunk) => (text += chunk));
  child.stderr!.on("data", (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`worker did not start:\n${text}`));
    }, options.startTimeoutMs ?? 180_000);
    const check = () => {
      const match = /render-worker listening on port (\d+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", check);
    void exited.then((code) => reject(new Error(`worker exited with ${code}:\n${text}`)));
  });
  return {
    child,
    port,
    id: options.id,
    output: () => text,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
