import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { connectDatabase } from "./connect.ts";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("connectDatabase on PostgreSQL", () => {
  const name = `paperjet_connect_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  const databaseUrl = (database = name) => Object.assign(new URL(serverUrl!), { pathname: `/${database}` }).toString();

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  afterEach(() => vi.restoreAllMocks());

  it("survives the server ending an idle connection, and the next query opens a new one", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const handle = await connectDatabase({ databaseUrl: databaseUrl(), poolSize: 1 });
    try {
      const before = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0].pid;
      await admin.query("select pg_terminate_backend($1)", [before]);
      await vi.waitFor(() =>
        expect(logged).toHaveBeenCalledWith(expect.stringMatching(/idle PostgreSQL connection was lost: terminating connection/)),
      );
      const after = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0].pid;
      expect(after).not.toBe(before);
    } finally {
      await handle.close();
    }
  });
});

describe("connectDatabase on PGlite", () => {
  it("leaves nothing running on its folder once closed, so the folder can be removed", async () => {
    // kysely-pglite started an unawaited mkdir of the folder for every instance it was given (patched
    // in patches/); removing the folder after close then ended the test run with an unhandled rejection.
    const rejections: unknown[] = [];
    const record = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", record);
    const root = mkdtempSync(path.join(tmpdir(), "paperjet-connect-"));
    try {
      const handle = await connectDatabase({ pgliteDir: path.join(root, "pglite") });
      await sql`select 1`.execute(handle.db);
      await handle.close();
      rmSync(root, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("starts an in-memory database from a given data directory", async () => {
    // createTestDatabase starts every test file's database from the run's migrated snapshot this way.
    const source = await connectDatabase({});
    await sql`create table snapshot_marker (id int)`.execute(source.db);
    await sql`insert into snapshot_marker values (7)`.execute(source.db);
    const snapshot = await source.pglite!.dumpDataDir("none");
    await source.close();
    const handle = await connectDatabase({ loadDataDir: snapshot });
    try {
      const { rows } = await sql<{ id: number }>`select id from snapshot_marker`.execute(handle.db);
      expect(rows).toEqual([{ id: 7 }]);
    } finally {
      await handle.close();
    }
  });
});
