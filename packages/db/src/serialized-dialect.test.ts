import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./testing.ts";
import type { DatabaseHandle } from "./connect.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ migrate: false });
  await sql`create table if not exists isolation_probe (n integer not null)`.execute(handle.db);
});
afterAll(async () => {
  await sql`drop table if exists isolation_probe`.execute(handle.db);
  await handle.close();
});

const rows = async () => (await sql<{ n: number }>`select n from isolation_probe order by n`.execute(handle.db)).rows.map((r) => r.n);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("transactions on the embedded database", () => {
  it("do not take in, or roll back, what other requests write meanwhile", async () => {
    await sql`delete from isolation_probe`.execute(handle.db);
    const failing = handle.db.transaction().execute(async (trx) => {
      await sql`insert into isolation_probe values (1)`.execute(trx);
      await pause(50);
      throw new Error("rolled back");
    });
    await pause(10);
    const outside = sql`insert into isolation_probe values (2)`.execute(handle.db);
    await expect(failing).rejects.toThrow("rolled back");
    await outside;
    expect(await rows()).toEqual([2]);
  });

  // PostgreSQL runs these side by side on separate connections (each sees a snapshot); only the
  // embedded database, with its one session, must take them one at a time.
  it.skipIf(!!process.env.DATABASE_URL)("see each other's work only after commit, one at a time", async () => {
    await sql`delete from isolation_probe`.execute(handle.db);
    const counts: number[] = [];
    await Promise.all(
      Array.from({ length: 5 }, () =>
        handle.db.transaction().execute(async (trx) => {
          const {
            rows: [row],
          } = await sql<{ c: string }>`select count(*) as c from isolation_probe`.execute(trx);
          await pause(5);
          await sql`insert into isolation_probe values (${Number(row.c)})`.execute(trx);
          counts.push(Number(row.c));
        }),
      ),
    );
    expect(counts.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await rows()).toHaveLength(5);
  });
});
