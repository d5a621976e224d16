import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prepareWebBuild, startServer } from "./support/start-server";
import { useStack } from "./support/stack";

describe("the built server", () => {
  // Its last test stops the server.
  const stack = useStack({ browser: false, server: "own" });

  it("serves pages with the signed-in user in the root data and the JSON API with globals", async () => {
    const home = await fetch(`${stack.server.url}/nl`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="nl"');
    const register = await fetch(`${stack.server.url}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Smoke", email: `smoke.${Date.now()}@example.com`, password: "long enough" }),
    });
    expect(register.status, stack.server.output()).toBe(201);
    const { globals } = await register.json();
    const me = await fetch(`${stack.server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${globals.token}` } });
    expect((await me.json()).globals.user.name).toBe("Smoke");
  });

  it("counts its answers by status class in /metrics (the 5xx alert's paperjet_http_responses_total)", async () => {
    const count = async (statusClass: string) => {
      const text = await (await fetch(`${stack.server.url}/metrics`)).text();
      return Number(new RegExp(`^paperjet_http_responses_total\\{class="${statusClass}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    };
    const [ok, missing] = [await count("2xx"), await count("4xx")];
    expect((await fetch(`${stack.server.url}/api/no-such-endpoint`)).status).toBe(404);
    // Counted when the answer has finished on the server's side, which may come a moment after the
    // client has read it.
    await expect.poll(() => count("4xx")).toBe(missing + 1);
    // The /metrics answers counted meanwhile are 2xx.
    expect(await count("2xx")).toBeGreaterThan(ok);
  });
});

describe("the built server with a bad configuration", () => {
  it("does not start: it exits 1 naming the bad variable", async () => {
    const appDir = await prepareWebBuild();
    try {
      const run = spawnSync(process.execPath, [path.join(appDir, "server.mjs")], {
        cwd: appDir,
        env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0", REDIS_URL: "redis://127.0.0.1:1", SESSION_SECRET: "too short" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("SESSION_SECRET: must be at least 32 characters");
      expect(run.stdout).not.toContain("listening");
    } finally {
      rmSync(path.dirname(appDir), { recursive: true, force: true });
    }
  }, 300_000);
});

describe("the built server on SIGTERM", () => {
  /** One request on `agent`'s kept-alive connection; resolves with its status and Connection header, or the error's code. */
  function get(url: string, agent: http.Agent, path: string) {
    return new Promise<{ status?: number; connection?: string; error?: string }>((resolve) => {
      const request = http.get(`${url}${path}`, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode, connection: response.headers.connection }));
      });
      request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
  }

  it("answers the request open at SIGTERM, ends a kept-alive connection a client keeps sending on, and exits 0 at once", async () => {
    // A grace period the test would see run out: before, a client sending back to back on one
    // connection kept the server serving until it ended and exited 1.
    const server = await startServer({ env: { SHUTDOWN_GRACE_MS: "20000" } });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A request whose body is still on its way when SIGTERM comes: begun, so it must be answered.
      const slow = new Promise<{ status?: number; connection?: string; error?: string }>((resolve) => {
        const request = http.request(`${server.url}/api/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": "2" },
        });
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode, connection: response.headers.connection }));
        });
        request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
        request.flushHeaders();
        request.write("{");
        setTimeout(() => request.end("}"), 1_500);
      });
      // A client sending back to back on its one kept-alive connection until something stops it.
      const answers: Array<{ status?: number; connection?: string; error?: string; afterSigterm: boolean }> = [];
      let sigtermAt = 0;
      const loop = (async () => {
        for (;;) {
          const answer = await get(server.url, agent, "/favicon.svg");
          answers.push({ ...answer, afterSigterm: sigtermAt > 0 });
          if (answer.error || answer.connection === "close") return;
        }
      })();
      await new Promise((r) => setTimeout(r, 500));
      expect(answers.length, "the client is sending").toBeGreaterThan(0);
      expect(answers.every((a) => a.status === 200 && a.connection === "keep-alive")).toBe(true);

      sigtermAt = Date.now();
      const stopping = server.terminate(30_000);
      const exited = await stopping;
      await loop;

      expect(exited.code, server.output()).toBe(0);
      // The slow request's 1.5 s, not the 20 s grace period.
      expect(exited.ms).toBeLessThan(8_000);
      const open = await slow;
      expect(open.error, "the request open at SIGTERM was answered").toBeUndefined();
      expect(open.connection).toBe("close");
      // The connection ended: an answer after SIGTERM said close, or the idle connection was closed
      // between two requests (then the next one finds the port shut).
      const last = answers.at(-1)!;
      expect(last.afterSigterm).toBe(true);
      expect(last.connection === "close" || last.error === "ECONNRESET" || last.error === "ECONNREFUSED", JSON.stringify(last)).toBe(true);
    } finally {
      agent.destroy();
      await server.stop();
    }
  }, 300_000);
});
