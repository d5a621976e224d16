import { spawn } from "node:child_process";
import net from "node:net";

/** Asks the OS for a free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function waitForPort(port, deadlineMs) {
  const until = Date.now() + deadlineMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.end();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > until) reject(new Error(`redis-server did not listen on port ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * A private, non-persistent redis-server on loopback. `noeviction` because
 * BullMQ must never lose keys silently.
 */
export function redisServerArgs(port) {
  return ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--maxmemory-policy", "noeviction"];
}

/** Starts redisServerArgs() on a free loopback port (or the given one). */
export async function startRedis({ port, label = "redis", stdio = "ignore" } = {}) {
  const chosen = port ?? (await freePort());
  const child = spawn(process.env.REDIS_SERVER_PATH ?? "redis-server", redisServerArgs(chosen), { stdio });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.once("error", (error) => {
    console.error(`[${label}] could not start redis-server: ${error.message}`);
  });
  await waitForPort(chosen, 10_000);
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
