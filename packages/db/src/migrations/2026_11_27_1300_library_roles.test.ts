import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing.ts";
import type { DatabaseHandle } from "../connect.ts";
import { down, LIBRARY_STRUCTURE, up } from "./2026_11_27_1300_library_roles.ts";

describe("2026_11_27_1300_library_roles", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle?.close());

  type Doc = { pages: { elements: Record<string, unknown>[] }[] };
  const library = async () =>
    (
      await handle.db.selectFrom("templates").select(["id", "version", "document"]).where("is_library", "=", true).orderBy("id").execute()
    ).map((row) => ({ ...row, elements: (row.document as Doc).pages.flatMap((p) => p.elements) }));
  const element = (rows: Awaited<ReturnType<typeof library>>, id: string, elementId: string) =>
    rows.find((r) => r.id === id)!.elements.find((e) => e.id === elementId)!;

  it("gives every library design its title's role and its QR codes and chart an alternative text, in its language", async () => {
    const rows = await library();
    expect(rows).toHaveLength(Object.keys(LIBRARY_STRUCTURE).length);
    expect(element(rows, "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0001", "title").role).toBe("title");
    expect(element(rows, "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0101", "pay-qr").alt).toBe("QR-code om factuur {{ invoice.number }} te betalen");
    expect(element(rows, "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0006", "revenue-chart").alt).toBe("Bar chart of revenue by month");
    expect(element(rows, "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0106", "summary-title").role).toBe("heading2");
    // The current version's row holds the same document: a design copied from its history is tagged too.
    for (const row of rows) {
      const version = await handle.db
        .selectFrom("template_versions")
        .select("document")
        .where("template_id", "=", row.id)
        .where("version", "=", row.version)
        .executeTakeFirstOrThrow();
      expect(version.document, row.id).toEqual(row.document);
    }
  });

  it("down takes exactly those fields out again, and up puts them back", async () => {
    const before = await library();
    await down(handle.db);
    const without = await library();
    expect(element(without, "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0001", "title").role).toBeUndefined();
    expect(element(without, "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0005", "qr").alt).toBeUndefined();
    expect(without.map((r) => r.version)).toEqual(before.map((r) => r.version));
    await up(handle.db);
    expect((await library()).map((r) => r.document)).toEqual(before.map((r) => r.document));
  });
});
