import { describe, expect, it } from "vitest";
import { createTestDatabase } from "./testing.ts";

const count = async (handle: { pglite?: { query<T>(sql: string): Promise<{ rows: T[] }> } }, sql: string) =>
  (await handle.pglite!.query<{ n: number }>(sql)).rows[0].n;

// The thread's kept PGlite (kept-test-database.ts): each file must get what a fresh database holds.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the kept test database", () => {
  it("comes back with the snapshot's rows, sequences and session, and none of the last file's", async () => {
    const first = await createTestDatabase();
    const libraryTemplates = await count(first, "select count(*)::int as n from templates");
    expect(libraryTemplates).toBeGreaterThan(0);
    // One statement a call: statements sent together run as one transaction, which the open one would undo.
    await first.pglite!.exec("insert into users (email, name) values ('kept@example.com', 'Kept')");
    await first.pglite!.exec("delete from templates");
    await first.pglite!.exec("select nextval('invoice_number_seq')");
    await first.pglite!.exec("set statement_timeout = 1234");
    await first.pglite!.exec("begin");
    await first.pglite!.exec("insert into users (email, name) values ('open@example.com', 'Left open')");
    await first.close();

    const second = await createTestDatabase();
    try {
      expect(second.pglite).toBe(first.pglite);
      expect(await count(second, "select count(*)::int as n from users")).toBe(0);
      expect(await count(second, "select count(*)::int as n from templates")).toBe(libraryTemplates);
      expect(await count(second, "select nextval('invoice_number_seq')::int as n")).toBe(1);
      await second.pglite!.exec("insert into users (email, name) values ('next@example.com', 'Next')");
      expect(await count(second, "select max(id)::int as n from users")).toBe(1);
      expect((await second.pglite!.query<{ statement_timeout: string }>("show statement_timeout")).rows[0].statement_timeout).toBe("0");
    } finally {
      await second.close();
    }
  });

  it("is replaced by a new database after a file changed the catalog or closed it", async () => {
    const changed = await createTestDatabase();
    await changed.pglite!.exec("create table left_behind (id int)");
    await changed.close();
    const afterDdl = await createTestDatabase();
    expect(afterDdl.pglite).not.toBe(changed.pglite);
    expect(changed.pglite!.closed).toBe(true);
    expect(await count(afterDdl, "select count(*)::int as n from pg_tables where tablename = 'left_behind'")).toBe(0);
    await afterDdl.pglite!.close();
    await afterDdl.close();
    const afterClose = await createTestDatabase();
    expect(afterClose.pglite).not.toBe(afterDdl.pglite);
    expect(await count(afterClose, "select count(*)::int as n from users")).toBe(0);
    await afterClose.close();
  });

  it("gives a second database of its own while the kept one is in use, and closes it with its handle", async () => {
    const kept = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      expect(second.pglite).not.toBe(kept.pglite);
      await second.pglite!.exec("insert into users (email, name) values ('second@example.com', 'Second')");
      expect(await count(kept, "select count(*)::int as n from users")).toBe(0);
    } finally {
      await second.close();
      await kept.close();
    }
    expect(second.pglite!.closed).toBe(true);
    expect(kept.pglite!.closed).toBe(false);
  });
});
