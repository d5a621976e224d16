import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "~/config/env.server";
import { hashPassword, verifyPassword } from "./password.server";

process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";

describe("password hashes", () => {
  const configured = process.env.PASSWORD_HASH_COST;
  afterEach(() => {
    process.env.PASSWORD_HASH_COST = configured;
    resetEnv();
  });

  it("hash new passwords with scrypt at N = 2^PASSWORD_HASH_COST, and the default is OWASP's 2^15", async () => {
    process.env.PASSWORD_HASH_COST = "11";
    resetEnv();
    expect((await hashPassword("correct horse")).split("$").slice(0, 4)).toEqual(["scrypt", "2048", "8", "3"]);
    delete process.env.PASSWORD_HASH_COST;
    resetEnv();
    expect((await hashPassword("correct horse")).split("$").slice(0, 4)).toEqual(["scrypt", "32768", "8", "3"]);
  });

  it("verify a stored hash with its own parameters, whatever the cost is now", async () => {
    process.env.PASSWORD_HASH_COST = "15";
    resetEnv();
    const strong = await hashPassword("correct horse");
    process.env.PASSWORD_HASH_COST = "10";
    resetEnv();
    expect(await verifyPassword("correct horse", strong)).toBe(true);
    expect(await verifyPassword("wrong horse", strong)).toBe(false);
  });
});
