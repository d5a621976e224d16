import type { DatabaseHandle } from "@paperjet/db";
import { createTestAccount } from "../../../tests/support/test-accounts";
import { createTestDatabase } from "@paperjet/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { recordApiCall, type ApiCallRecord } from "./record-api-call.server";
import { apiCallRecord } from "../../../tests/support/api-call-record";

let handle: DatabaseHandle;
let workspaceId: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  workspaceId = (await createTestAccount(handle.db, { plan: "enterprise" })).workspaceId;
});
afterAll(() => handle.close());

const call = (requestId: string, over: Partial<ApiCallRecord> = {}) => apiCallRecord(workspaceId, requestId, over);
const recorded = async (ids: string[]) =>
  (await handle.db.selectFrom("api_calls").select("request_id").where("request_id", "in", ids).execute()).map((r) => r.request_id).sort();

describe("recordApiCall", () => {
  it("writes a foreground record before it resolves", async () => {
    await recordApiCall({ db: handle.db, call: call("fg-1") });
    expect(await recorded(["fg-1"])).toEqual(["fg-1"]);
  });

  it("writes background records together shortly after, not before it resolves", async () => {
    const ids = ["bg-1", "bg-2", "bg-3"];
    for (const id of ids) await recordApiCall({ db: handle.db, call: call(id), background: true });
    expect(await recorded(ids)).toEqual([]);
    await expect.poll(() => recorded(ids), { timeout: 2_000 }).toEqual(ids);
  });

  it("keeps the good rows of a batch when one row cannot be written", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const ids = ["ok-1", "bad-1", "ok-2"];
    for (const id of ids) {
      await recordApiCall({
        db: handle.db,
        call: call(id, id.startsWith("bad") ? { workspaceId: "00000000-0000-4000-8000-000000000000" } : {}),
        background: true,
      });
    }
    await expect.poll(() => recorded(ids), { timeout: 2_000 }).toEqual(["ok-1", "ok-2"]);
    await expect.poll(() => errors.mock.calls.flat().join(" "), { timeout: 2_000 }).toContain("could not record call bad-1");
    errors.mockRestore();
  });
});
