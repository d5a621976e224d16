import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConfigError, parseEnv, redisEnvShape, redisTargetOf, requireSentinelName } from "./env.ts";
import { parseRedisSentinels, redisReconnectDelay } from "./queue.ts";
import { SentinelFailoverConnector, redisOptions } from "./redis-connection.ts";

const schema = z.object(redisEnvShape).superRefine(requireSentinelName);

describe("Redis settings", () => {
  it("REDIS_URL alone: every client connects to that URL's host, port, credentials and database", () => {
    const target = redisTargetOf(parseEnv(schema, { REDIS_URL: "redis://:secret@queue:6380/2" }));
    expect(target.sentinels).toEqual([]);
    expect(redisOptions(target, { maxRetriesPerRequest: 1 })).toEqual({
      maxRetriesPerRequest: 1,
      host: "queue",
      port: 6380,
      password: "secret",
      db: 2,
    });
    expect(redisOptions({ url: "rediss://u:p@[::1]", sentinels: [] }, {})).toEqual({
      host: "::1",
      port: 6379,
      username: "u",
      password: "p",
      db: 0,
      tls: {},
    });
  });

  it("with REDIS_SENTINELS the sentinels find the primary; the URL gives credentials, database and TLS", () => {
    const target = redisTargetOf(
      parseEnv(schema, {
        REDIS_URL: "rediss://app:p%40ss@paperjet/3",
        REDIS_SENTINELS: " 10.0.0.1:26379, sentinel-b:26380,[::1]:26381",
        REDIS_SENTINEL_NAME: "paperjet",
        REDIS_SENTINEL_PASSWORD: "s",
      }),
    );
    expect(redisOptions(target, { maxRetriesPerRequest: null })).toEqual({
      maxRetriesPerRequest: null,
      sentinels: [
        { host: "10.0.0.1", port: 26379 },
        { host: "sentinel-b", port: 26380 },
        { host: "::1", port: 26381 },
      ],
      name: "paperjet",
      username: "app",
      password: "p@ss",
      sentinelPassword: "s",
      tls: {},
      enableTLSForSentinelMode: true,
      db: 3,
      role: "master",
      Connector: SentinelFailoverConnector,
      sentinelRetryStrategy: redisReconnectDelay,
    });
  });

  it("refuses sentinels without a name and entries that are not host:port, naming the variable", () => {
    expect(() => parseEnv(schema, { REDIS_URL: "redis://x", REDIS_SENTINELS: "10.0.0.1:26379" }, "web")).toThrow(
      /REDIS_SENTINEL_NAME: is required with REDIS_SENTINELS/,
    );
    expect(() => parseEnv(schema, { REDIS_URL: "redis://x", REDIS_SENTINELS: "10.0.0.1", REDIS_SENTINEL_NAME: "m" }, "web")).toThrow(
      ConfigError,
    );
    expect(() => parseRedisSentinels("a:70000")).toThrow(/not host:port/);
    expect(parseRedisSentinels("")).toEqual([]);
  });
});
