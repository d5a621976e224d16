import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/start-server";

describe("the built server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 300_000);
  afterAll(async () => server?.stop());

  it("serves pages with the signed-in user in the root data and the JSON API with globals", async () => {
    const home = await fetch(`${server.url}/nl`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="nl"');
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Smoke", email: `smoke.${Date.now()}@example.com`, password: "long enough" }),
    });
    expect(register.status, server.output()).toBe(201);
    const { globals } = await register.json();
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${globals.token}` } });
    expect((await me.json()).globals.user.name).toBe("Smoke");
  });
});
