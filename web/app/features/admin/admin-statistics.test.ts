import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import * as statistics from "~/routes/api.admin.dashboard.statistics";
import { loadFixture } from "@paperjet/test-kit/documents";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";
import { signUpForAdminTests } from "../../../tests/support/admin-accounts";

/**
 * The admin home's numbers against the database after real generation calls on a real worker:
 * three PDFs that succeed and two calls that fail (an unknown template, data the bindings refuse).
 */
let h: Awaited<ReturnType<typeof startGenerationHarness>>;
const label = loadFixture("label");

beforeAll(async () => {
  h = await startGenerationHarness({ privateRedis: true });
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

const call = (templateId: string, options: Parameters<typeof generateRequest>[1]) =>
  generate({ request: generateRequest(templateId, options), params: { templateId }, context: {} }) as Promise<Response>;

function percentile(sorted: number[], p: number): number {
  // percentile_cont: linear interpolation between the closest ranks.
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  return Math.round(sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (rank - low));
}

describe("GET /api/admin/dashboard/statistics", () => {
  it("matches the database after a seeded run of succeeded and failed generations", async () => {
    const user = await h.createUser("basic");
    const templateId = await h.createTemplate(user, label.document);
    for (let i = 0; i < 3; i++) expect((await call(templateId, { apiKey: user.apiKey, body: { data: label.data } })).status).toBe(200);
    expect((await call("00000000-0000-4000-8000-000000000000", { apiKey: user.apiKey, body: {} })).status).toBe(404);
    expect((await call(templateId, { apiKey: user.apiKey, body: { data: "not an object" } })).status).toBe(422);
    await h.db.updateTable("workspaces").set({ plan: "enterprise" }).where("id", "=", user.workspaceId).execute();
    const admin = await signUpForAdminTests("stats-admin", { admin: true });

    const response = await admin.client.call(statistics.loader, admin.client.request("/api/admin/dashboard/statistics"));
    expect(response.status).toBe(200);
    const { data } = await response.json();

    const rows = await h.db.selectFrom("api_calls").select(["status", "pages", "duration_ms"]).execute();
    const ok = rows.filter((r) => r.status === 200);
    expect([ok.length, rows.filter((r) => r.status >= 400).length]).toEqual([3, 2]);
    const today = new Date().toISOString().slice(0, 10);
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toEqual({ date: today, signups: 2, pdfsSucceeded: 3, pdfsFailed: 2 });
    expect(
      data.days
        .slice(0, -1)
        .every((d: { signups: number; pdfsSucceeded: number; pdfsFailed: number }) => d.signups + d.pdfsSucceeded + d.pdfsFailed === 0),
    ).toBe(true);
    const durations = ok.map((r) => r.duration_ms).sort((a, b) => a - b);
    expect(data.renderMs).toEqual({ p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) });
    expect(data.totals).toEqual({
      users: 2,
      templates: 1,
      apiCalls: 5,
      apiCallsThisMonth: 5,
      activeWorkspaces: 1,
      pagesRendered: ok.reduce((sum, r) => sum + r.pages, 0),
    });
    expect(data.totals.pagesRendered).toBe(3);
    expect(data.queue).toEqual({ status: "up", depth: 0, workers: 1 });
    // The generating workspace was moved to Enterprise; the admin's own sign-up is on its Basic trial.
    expect(data.plans).toEqual([
      { plan: "basic", workspaces: 1 },
      { plan: "enterprise", workspaces: 1 },
    ]);
  }, 120_000);
});
