import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricingPlansDataSchema } from "@paperjet/contracts";
import { createApiKey } from "~/features/api/create-api-key.server";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";
import { createWorkspace } from "~/features/workspaces/create-workspace.server";
import { loader as pricingPlans } from "~/routes/api.pricing.plans";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { loadFixture, pdfText } from "@paperjet/test-kit/documents";
import { resetEnv } from "~/config/env.server";
import { loadSubscription } from "./subscriptions.server";

// The plan rules of issue 22 through the real generation route, worker and Chromium: a new
// workspace's trial is Basic, after it Free (first 5 clean), Enterprise never watermarks.
let h: Awaited<ReturnType<typeof startGenerationHarness>>;
const label = loadFixture("label");
let made = 0;

beforeAll(async () => {
  h = await startGenerationHarness();
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

/** A user signing up as the product does: their first workspace starts the trial (createWorkspace). */
async function signUp() {
  made += 1;
  const user = await h.db
    .insertInto("users")
    .values({ email: `plans${made}-${Date.now()}@example.com`, name: `Plans ${made}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  const workspace = await createWorkspace(h.db, { userId: user.id, name: "Personal" });
  return { userId: user.id, workspaceId: workspace.id };
}

async function withKeyAndTemplate(owner: { userId: number; workspaceId: string }) {
  const { apiKey } = await createApiKey({ db: h.db, workspaceId: owner.workspaceId, userId: owner.userId, name: "test" });
  return { apiKey, templateId: await h.createTemplate(owner, label.document) };
}

const call = ({ apiKey, templateId }: { apiKey: string; templateId: string }) =>
  generate({
    request: generateRequest(templateId, { apiKey, body: { data: label.data } }),
    params: { templateId },
    context: {},
  }) as Promise<Response>;

/** The header and the PDF's text must agree: the watermark is real text in the file. */
async function watermarked(response: Response) {
  expect(response.status).toBe(200);
  const header = response.headers.get("X-Watermarked") === "true";
  expect(
    pdfText(Buffer.from(await response.arrayBuffer()), "-raw")
      .replace(/\s+/g, "")
      .match(/PAPERJET|limitreached/) !== null,
  ).toBe(header);
  return header;
}

describe("plan rules through /api/v1/generate/single", () => {
  it("a new workspace is on a 14-day Basic trial: no watermark past the Free allowance", async () => {
    const owner = await signUp();
    const subscription = await loadSubscription(h.db, owner.workspaceId);
    expect(subscription).toMatchObject({ plan: "basic", status: "in_trial", trialDaysLeft: 14 });
    const target = await withKeyAndTemplate(owner);
    for (let i = 0; i < 7; i++) expect(await watermarked(await call(target))).toBe(false);
  });

  it("after the trial the workspace is on Free: the first 5 clean, then watermarked", async () => {
    const owner = await signUp();
    await h.db
      .updateTable("subscriptions")
      .set({ trial_ends_at: new Date(Date.now() - 1_000) })
      .where("workspace_id", "=", owner.workspaceId)
      .execute();
    expect(await loadSubscription(h.db, owner.workspaceId)).toMatchObject({ plan: "free", status: "active", trialDaysLeft: null });
    const target = await withKeyAndTemplate(owner);
    const results: boolean[] = [];
    for (let i = 0; i < 6; i++) results.push(await watermarked(await call(target)));
    expect(results).toEqual([false, false, false, false, false, true]);
  });

  it("one trial per owner: a user's second workspace starts on Free, and of its 20 simultaneous first calls exactly 5 are clean", async () => {
    const owner = await signUp();
    const second = await createWorkspace(h.db, { userId: owner.userId, name: "Second" });
    expect(await loadSubscription(h.db, second.id)).toMatchObject({ plan: "free", status: "active", trialEndsAt: null });
    const target = await withKeyAndTemplate({ userId: owner.userId, workspaceId: second.id });
    const responses = await Promise.all(Array.from({ length: 20 }, () => call(target)));
    const results = await Promise.all(responses.map(watermarked));
    expect(results.filter((w) => !w)).toHaveLength(5);
  }, 120_000);

  it("two workspaces created at once by a new user: exactly one gets the trial", async () => {
    const user = await h.db
      .insertInto("users")
      .values({ email: `race-${Date.now()}@example.com`, name: "Race" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const created = await Promise.all([1, 2, 3].map((n) => createWorkspace(h.db, { userId: user.id, name: `W${n}` })));
    expect(created.map((w) => w.plan).sort()).toEqual(["basic", "free", "free"]);
  });

  it("Enterprise never watermarks, even past any allowance", async () => {
    const owner = await h.createUser("enterprise");
    const rows = Array.from({ length: 1_200 }, (_, i) => ({
      workspace_id: owner.workspaceId,
      request_id: `ent-${i}`,
      format: "pdf",
      status: 200,
    }));
    for (let i = 0; i < rows.length; i += 400)
      await h.db
        .insertInto("api_calls")
        .values(rows.slice(i, i + 400))
        .execute();
    for (let i = 0; i < 3; i++)
      expect(await watermarked(await call({ apiKey: owner.apiKey, templateId: await h.createTemplate(owner, label.document) }))).toBe(
        false,
      );
  });
});

describe("GET /api/pricing/plans", () => {
  it("serves the catalogue with prices and allowances from the configuration", async () => {
    process.env.PLAN_BASIC_PRICE_MONTHLY = "3500";
    process.env.PLAN_BASIC_PDFS_PER_MONTH = "2000";
    resetEnv();
    try {
      const response = await pricingPlans({ request: new Request("http://localhost/api/pricing/plans") });
      expect(response.status).toBe(200);
      const { plans } = pricingPlansDataSchema.parse(((await response.json()) as { data: unknown }).data);
      expect(plans.map((p) => p.id)).toEqual(["free", "basic", "enterprise"]);
      expect(plans[0]).toMatchObject({
        prices: { monthly: 0, annually: 0 },
        pdfsPerMonth: 100,
        cleanPdfs: 5,
        watermark: true,
        support: "standard",
      });
      expect(plans[1]).toMatchObject({
        prices: { monthly: 3500, annually: 31_200 },
        currency: "EUR",
        pdfsPerMonth: 2000,
        watermark: false,
        support: "priority",
        trialDays: 14,
      });
      expect(plans[2]).toMatchObject({ prices: null, pdfsPerMonth: null, support: "24/7", contactSales: true });
    } finally {
      delete process.env.PLAN_BASIC_PRICE_MONTHLY;
      delete process.env.PLAN_BASIC_PDFS_PER_MONTH;
      resetEnv();
    }
  });
});
