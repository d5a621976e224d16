import { describe, expect, it } from "vitest";
import { databaseConfig } from "./config.ts";

describe("databaseConfig", () => {
  it("defaults to PGlite under .data/", () => {
    const config = databaseConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toMatch(/\.data[/\\]pglite$/);
  });

  it("names DATABASE_URL when it is not a postgres URL", () => {
    expect(() => databaseConfig({ DATABASE_URL: "mysql://x@y/z" })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => databaseConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });
});
