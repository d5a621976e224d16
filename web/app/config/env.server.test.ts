import { describe, expect, it } from "vitest";
import { parseWebEnv } from "./env.server.ts";

const valid = { REDIS_URL: "redis://127.0.0.1:6379", SESSION_SECRET: "x".repeat(32) };

describe("web configuration", () => {
  it("fills the embedded defaults", () => {
    const env = parseWebEnv(valid);
    expect(env).toMatchObject({ PORT: 3000, APP_URL: "http://localhost:3000", RENDER_TIMEOUT_MS: 30_000, ADMIN_EMAILS: [] });
    expect(env.database.databaseUrl).toBeUndefined();
  });

  it("mail: .eml files under DATA_DIR without SMTP_URL; the sender follows APP_URL, the operator the sender", () => {
    const env = parseWebEnv({ ...valid, DATA_DIR: "/srv/pj", APP_URL: "https://paperjet.example" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env).toMatchObject({
      mailDir: "/srv/pj/mail",
      MAIL_FROM: "Paperjet <noreply@paperjet.example>",
      OPERATOR_EMAIL: "noreply@paperjet.example",
      OPERATOR_LOCALE: "en",
    });
    expect(parseWebEnv({ ...valid, MAIL_FROM: "Sales <sales@acme.example>" }).OPERATOR_EMAIL).toBe("sales@acme.example");
    expect(() => parseWebEnv({ ...valid, SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => parseWebEnv({ ...valid, OPERATOR_EMAIL: "nobody" })).toThrow(/OPERATOR_EMAIL/);
    expect(() => parseWebEnv({ ...valid, REGISTRATION_LIMIT_TOTAL: "0" })).toThrow(/REGISTRATION_LIMIT_TOTAL/);
  });

  it("reads Redis Sentinel settings beside REDIS_URL, and wants the primary's name with them", () => {
    expect(parseWebEnv(valid).redis).toEqual({ url: "redis://127.0.0.1:6379", sentinels: [] });
    expect(parseWebEnv({ ...valid, REDIS_SENTINELS: "10.0.0.1:26379", REDIS_SENTINEL_NAME: "paperjet" }).redis).toMatchObject({
      sentinels: [{ host: "10.0.0.1", port: 26379 }],
      sentinelName: "paperjet",
    });
    expect(() => parseWebEnv({ ...valid, REDIS_SENTINELS: "10.0.0.1:26379" })).toThrow(/REDIS_SENTINEL_NAME: is required/);
  });

  it("names each missing or bad variable", () => {
    expect(() => parseWebEnv({})).toThrow(/REDIS_URL: is required[\s\S]*SESSION_SECRET: is required/);
    expect(() => parseWebEnv({ ...valid, PORT: "eighty" })).toThrow(/PORT: Expected number/);
    expect(() => parseWebEnv({ ...valid, SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(() => parseWebEnv({ ...valid, DATABASE_URL: "mysql://u@h/db" })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => parseWebEnv({ ...valid, S3_BUCKET: "media" })).toThrow(/S3_ACCESS_KEY_ID: is required with S3_BUCKET/);
    expect(() => parseWebEnv({ ...valid, UPLOAD_MAX_BYTES: "lots" })).toThrow(/UPLOAD_MAX_BYTES/);
  });

  it("treats empty variables as unset and parses lists", () => {
    const env = parseWebEnv({ ...valid, DATABASE_URL: "", ADMIN_EMAILS: " Ada@Example.com, ,bob@example.com" });
    expect(env.database.databaseUrl).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual(["ada@example.com", "bob@example.com"]);
  });
});
