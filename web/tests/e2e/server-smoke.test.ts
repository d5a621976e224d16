import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prepareWebBuild } from "./support/start-server";
import { useStack } from "./support/stack";

describe("the built server", () => {
  const stack = useStack({ browser: false });

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
    expect(await count("4xx")).toBe(missing + 1);
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
