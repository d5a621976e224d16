import type { DatabaseHandle } from "@paperjet/db";
import { createTestDatabase } from "@paperjet/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordApiCall } from "./record-api-call.server";
import { RESERVATION_TTL_MS, reserveGeneration } from "./reserve-generation.server";
import { createTestAccount } from "../../../tests/support/test-accounts";
import { apiCallRecord } from "../../../tests/support/api-call-record";
import { parseBillingConfig } from "~/config/billing-config.server";
import { buildCatalogue, findPlan } from "~/features/billing/plan-catalogue";

const catalogue = buildCatalogue(parseBillingConfig({}));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const createUser = async (plan: "free" | "basic" | "enterprise") => (await createTestAccount(handle.db, { plan })).workspaceId;

/** One API call as handle-generate-request makes it: reserve, render, record, release. */
async function generate(
  workspaceId: string,
  plan: "free" | "basic" | "enterprise",
  requestId: string,
  options: { renderMs?: number; now?: Date } = {},
) {
  const reservation = await reserveGeneration({
    db: handle.db,
    workspaceId,
    plan: findPlan(catalogue, plan),
    test: false,
    requestId,
    now: options.now,
  });
  await new Promise((r) => setTimeout(r, options.renderMs ?? 5));
  await recordApiCall({ db: handle.db, call: apiCallRecord(workspaceId, requestId, { watermarked: reservation.watermarked }) });
  await reservation.release();
  return reservation.watermarked;
}

describe("reserveGeneration", () => {
  it("gives exactly the first 5 of 12 simultaneous free calls no watermark", async () => {
    const workspaceId = await createUser("free");
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => generate(workspaceId, "free", `free-${workspaceId}-${i}`, { renderMs: 30 })),
    );
    expect(results.filter((watermarked) => !watermarked)).toHaveLength(5);
    expect(await handle.db.selectFrom("generation_reservations").selectAll().where("workspace_id", "=", workspaceId).execute()).toEqual([]);
  });

  it("watermarks a basic user's calls past 1,000 this month, also when they arrive together", async () => {
    const workspaceId = await createUser("basic");
    const rows = Array.from({ length: 998 }, (_, i) => ({
      workspace_id: workspaceId,
      request_id: `old-${workspaceId}-${i}`,
      format: "pdf",
      status: 200,
      pages: 1,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await handle.db
        .insertInto("api_calls")
        .values(rows.slice(i, i + 500))
        .execute();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => generate(workspaceId, "basic", `basic-${workspaceId}-${i}`, { renderMs: 20 })),
    );
    expect(results.sort()).toEqual([false, false, true, true]);
  });

  it("counts a call once between its record being written and its place being given back", async () => {
    // On PostgreSQL, of 8 simultaneous free calls only 4 came out clean: a call in that moment was
    // counted as a generation and as a reservation.
    const workspaceId = await createUser("free");
    const plan = findPlan(catalogue, "free");
    for (let i = 0; i < 3; i++) await generate(workspaceId, "free", `done-${workspaceId}-${i}`);
    const recorded = await reserveGeneration({ db: handle.db, workspaceId, plan, test: false, requestId: `recorded-${workspaceId}` });
    await recordApiCall({ db: handle.db, call: apiCallRecord(workspaceId, `recorded-${workspaceId}`) });
    // Four generations so far, the fourth's place still held: the fifth is still clean.
    const fifth = await reserveGeneration({ db: handle.db, workspaceId, plan, test: false, requestId: `fifth-${workspaceId}` });
    expect([recorded.watermarked, fifth.watermarked]).toEqual([false, false]);
    await recordApiCall({ db: handle.db, call: apiCallRecord(workspaceId, `fifth-${workspaceId}`) });
    await Promise.all([recorded.release(), fifth.release()]);
    expect(await generate(workspaceId, "free", `sixth-${workspaceId}`)).toBe(true);
  });

  it("never watermarks or holds anything for an unlimited plan, and always watermarks test calls", async () => {
    const workspaceId = await createUser("enterprise");
    const unlimited = await reserveGeneration({
      db: handle.db,
      workspaceId,
      plan: findPlan(catalogue, "enterprise"),
      test: false,
      requestId: "e-1",
    });
    const test = await reserveGeneration({
      db: handle.db,
      workspaceId,
      plan: findPlan(catalogue, "enterprise"),
      test: true,
      requestId: "e-2",
    });
    expect([unlimited.watermarked, test.watermarked]).toEqual([false, true]);
    expect(await handle.db.selectFrom("generation_reservations").selectAll().where("workspace_id", "=", workspaceId).execute()).toEqual([]);
  });

  it("stops counting a reservation that was never released once it is older than the limit", async () => {
    const workspaceId = await createUser("free");
    const start = new Date("2026-11-21T10:00:00Z");
    for (let i = 0; i < 5; i++)
      await reserveGeneration({
        db: handle.db,
        workspaceId,
        plan: findPlan(catalogue, "free"),
        test: false,
        requestId: `lost-${workspaceId}-${i}`,
        now: start,
      });
    const meanwhile = await reserveGeneration({
      db: handle.db,
      workspaceId,
      plan: findPlan(catalogue, "free"),
      test: false,
      requestId: `next-${workspaceId}`,
      now: new Date(start.getTime() + 1_000),
    });
    expect(meanwhile.watermarked).toBe(true);
    await meanwhile.release();
    const later = await reserveGeneration({
      db: handle.db,
      workspaceId,
      plan: findPlan(catalogue, "free"),
      test: false,
      requestId: `later-${workspaceId}`,
      now: new Date(start.getTime() + RESERVATION_TTL_MS + 1_000),
    });
    expect(later.watermarked).toBe(false);
    await later.release();
    expect(await handle.db.selectFrom("generation_reservations").selectAll().where("workspace_id", "=", workspaceId).execute()).toEqual([]);
  });
});
