import os from "node:os";
import { describe, expect, it } from "vitest";
import { redisOptions } from "@paperjet/contracts/redis-connection";
import { Redis } from "ioredis";
import { loadConfig } from "./config.ts";

describe("render-worker config", () => {
  it("fills defaults from the environment's bare minimum", () => {
    const config = loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" });
    expect(config).toMatchObject({
      CHROMIUM_PATH: "/usr/lib/chromium/chromium-headless-shell",
      WORKER_HTTP_PORT: 9464,
      RENDER_TIMEOUT_MS: 30_000,
      CHROMIUM_RESTART_AFTER: 10_000,
      CHROMIUM_GC_EVERY: 500,
    });
    expect(config.RENDER_CONCURRENCY).toBeGreaterThanOrEqual(1);
  });

  it("reads Redis Sentinel settings beside REDIS_URL", () => {
    expect(loadConfig({ REDIS_URL: "redis://paperjet/0" }).redis).toEqual({ url: "redis://paperjet/0", sentinels: [] });
    expect(
      loadConfig({ REDIS_URL: "redis://paperjet/0", REDIS_SENTINELS: "127.0.0.1:26379,127.0.0.1:26380", REDIS_SENTINEL_NAME: "paperjet" })
        .redis,
    ).toMatchObject({
      sentinels: [
        { host: "127.0.0.1", port: 26379 },
        { host: "127.0.0.1", port: 26380 },
      ],
      sentinelName: "paperjet",
    });
    expect(() => loadConfig({ REDIS_URL: "redis://paperjet/0", REDIS_SENTINELS: "127.0.0.1:26379" })).toThrow(/REDIS_SENTINEL_NAME/);
  });

  it("connects ioredis to the server REDIS_URL names (ioredis ignores a `url` option and would use 127.0.0.1:6379)", async () => {
    const config = loadConfig({ REDIS_URL: process.env.REDIS_URL });
    const client = new Redis(redisOptions(config.redis, { lazyConnect: true, maxRetriesPerRequest: 1 }));
    try {
      await client.connect();
      expect(await client.ping()).toBe("PONG");
      expect(`${client.options.host}:${client.options.port}`).toBe(new URL(process.env.REDIS_URL!).host);
    } finally {
      client.disconnect();
    }
  });

  it("fails naming every bad variable", () => {
    expect(() => loadConfig({ RENDER_CONCURRENCY: "0", WORKER_HTTP_PORT: "70000" })).toThrow(
      /REDIS_URL[\s\S]*RENDER_CONCURRENCY[\s\S]*WORKER_HTTP_PORT|REDIS_URL[\s\S]*WORKER_HTTP_PORT[\s\S]*RENDER_CONCURRENCY/,
    );
  });

  it("runs multi-process browsers up to the cores, and single-process ones one per render slot when told to", () => {
    const base = { REDIS_URL: "redis://x:1", RENDER_CONCURRENCY: "3" };
    expect(loadConfig(base)).toMatchObject({ CHROMIUM_SINGLE_PROCESS: false, CHROMIUM_BROWSERS: Math.min(3, os.availableParallelism()) });
    expect(loadConfig({ ...base, CHROMIUM_SINGLE_PROCESS: "true" })).toMatchObject({ CHROMIUM_SINGLE_PROCESS: true, CHROMIUM_BROWSERS: 3 });
    expect(loadConfig({ ...base, CHROMIUM_BROWSERS: "1" }).CHROMIUM_BROWSERS).toBe(1);
    expect(() => loadConfig({ ...base, CHROMIUM_SINGLE_PROCESS: "yes" })).toThrow(/CHROMIUM_SINGLE_PROCESS/);
  });

  it("takes four jobs ahead per render slot unless told otherwise, and prints up to 8 waiting PDF jobs together", () => {
    expect(loadConfig({ REDIS_URL: "redis://x:1", RENDER_CONCURRENCY: "3" }).RENDER_PREFETCH).toBe(12);
    expect(loadConfig({ REDIS_URL: "redis://x:1", RENDER_PREFETCH: "0" }).RENDER_PREFETCH).toBe(0);
    expect(() => loadConfig({ REDIS_URL: "redis://x:1", RENDER_PREFETCH: "-1" })).toThrow(/RENDER_PREFETCH/);
    expect(loadConfig({ REDIS_URL: "redis://x:1" }).RENDER_COALESCE_MAX).toBe(8);
    expect(loadConfig({ REDIS_URL: "redis://x:1", RENDER_COALESCE_MAX: "1" }).RENDER_COALESCE_MAX).toBe(1);
    expect(() => loadConfig({ REDIS_URL: "redis://x:1", RENDER_COALESCE_MAX: "0" })).toThrow(/RENDER_COALESCE_MAX/);
  });

  it("replaces single-process browsers before they stop printing, unless told otherwise", () => {
    const base = { REDIS_URL: "redis://x:1" };
    expect(loadConfig({ ...base, CHROMIUM_SINGLE_PROCESS: "true" }).CHROMIUM_RESTART_AFTER_MS).toBe(150_000);
    expect(loadConfig(base).CHROMIUM_RESTART_AFTER_MS).toBe(0);
    expect(loadConfig({ ...base, CHROMIUM_RESTART_AFTER_MS: "0" }).CHROMIUM_RESTART_AFTER_MS).toBe(0);
    expect(() => loadConfig({ ...base, CHROMIUM_RESTART_AFTER_MS: "-5" })).toThrow(/CHROMIUM_RESTART_AFTER_MS/);
    expect(loadConfig({ ...base, RENDER_STALL_MS: "1500" }).RENDER_STALL_MS).toBe(1_500);
  });

  it("accepts port 0 for an ephemeral port", () => {
    expect(loadConfig({ REDIS_URL: "redis://x:1", WORKER_HTTP_PORT: "0" }).WORKER_HTTP_PORT).toBe(0);
  });
});
