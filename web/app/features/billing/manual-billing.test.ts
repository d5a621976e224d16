import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail } from "../../../tests/support/test-app";
import { startGenerationHarness } from "../../../tests/support/generation-harness";
import * as adminInvoice from "~/routes/api.admin.invoices.$id.status";
import * as register from "~/routes/api.auth.register";
import * as configuration from "~/routes/api.subscription.configuration";
import * as invoices from "~/routes/api.subscription.invoices";
import * as paymentDetails from "~/routes/api.subscription.payment-details";
import * as paymentSources from "~/routes/api.subscription.payment-sources";
import * as plan from "~/routes/api.subscription.plan";
import * as portal from "~/routes/api.subscription.portal-session";
import * as switchWorkspace from "~/routes/api.workspaces.$id.switch";
import { pdfText } from "../../../../render-worker/test/fixtures.ts";
import { resetBillingConfig } from "~/config/billing-config.server";
import { renewManualSubscription } from "./manual-provider.server";

/**
 * The manual provider through the real routes, the render queue and a worker: a new owner's trial,
 * payment details with the product's wording, Basic monthly with its invoice (a PDF from our own
 * engine with the amount and the operator's IBAN), an administrator marking it paid, and the other
 * roles reading billing but getting 403 for every change.
 */
describe("manual billing", () => {
  let h: Awaited<ReturnType<typeof startGenerationHarness>>;
  const IBAN = "NL91ABNA0417164300";

  beforeAll(async () => {
    Object.assign(process.env, { OPERATOR_NAME: "Paperjet Test B.V.", OPERATOR_IBAN: IBAN, OPERATOR_BIC: "ABNANL2A", OPERATOR_VAT_ID: "NL123456789B01", VAT_RATE: "21" });
    resetBillingConfig();
    h = await startGenerationHarness();
  }, 120_000);
  afterAll(async () => {
    for (const name of ["OPERATOR_NAME", "OPERATOR_IBAN", "OPERATOR_BIC", "OPERATOR_VAT_ID", "VAT_RATE"]) delete process.env[name];
    resetBillingConfig();
    await h?.stop();
  });

  async function signUp(name: string, language = "en") {
    const client = new RouteClient({ acceptLanguage: language });
    const response = await client.call(register.action, client.request("/api/auth/register", { json: { name, email: uniqueEmail("billing"), password: "long enough password" } }));
    expect(response.status).toBe(201);
    const { globals } = await response.json();
    client.bearer = globals.token;
    return { client, userId: globals.user.id as number, workspaceId: globals.workspace.id as string };
  }
  const data = async (response: Response, status = 200) => {
    expect(response.status).toBe(status);
    return (await response.json()).data;
  };

  it("trial, payment details, Basic monthly with its invoice PDF, paid by an administrator", async () => {
    const owner = await signUp("Olga Owner");
    const c = owner.client;
    expect(await data(await c.call(configuration.loader, c.request("/api/subscription/configuration")))).toMatchObject({
      provider: "manual",
      subscription: { plan: "basic", status: "in_trial", trialDaysLeft: 14, period: "monthly" },
      usage: { used: 0, allowance: 1000 },
      paymentMethods: ["bank_transfer"],
      canManage: true,
    });

    const missing = await c.call(paymentDetails.action, c.request("/api/subscription/payment-details", { json: { email: "nope" } }));
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual({
      firstName: ["First name is a required field."],
      lastName: ["Last name is a required field."],
      email: ["Please enter a valid e-mail"],
      country: ["Country is a required field."],
    });
    const saved = await c.call(paymentDetails.action, c.request("/api/subscription/payment-details", { json: { firstName: "Olga", lastName: "Owner", email: "billing@olga.example", country: "nl" } }));
    expect((await data(saved)).paymentDetails).toEqual({ firstName: "Olga", lastName: "Owner", email: "billing@olga.example", country: "NL" });

    const chosen = await data(await c.call(plan.action, c.request("/api/subscription/plan", { json: { plan: "basic", period: "monthly" } })));
    expect(chosen.subscription).toMatchObject({ plan: "basic", period: "monthly", status: "active", trialDaysLeft: null });
    const periodDays = (new Date(chosen.subscription.currentPeriodEnd).getTime() - Date.now()) / 86_400_000;
    expect(periodDays).toBeGreaterThan(27);
    expect(periodDays).toBeLessThan(32);
    // Choosing the same again issues no second invoice.
    await data(await c.call(plan.action, c.request("/api/subscription/plan", { json: { plan: "basic", period: "monthly" } })));

    const [invoice, ...others] = (await data(await c.call(invoices.loader, c.request("/api/subscription/invoices")))).invoices;
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ description: "Basic, monthly", amount: 3509, currency: "EUR", status: "payment_due", number: expect.stringMatching(/^PJ-\d{4}-\d{5}$/) });

    const pdf = await c.call(invoices.action, c.request("/api/subscription/invoices", { json: { id: invoice.id } }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const expected of ["Paperjet Test B.V.", IBAN, "ABNANL2A", "Olga Owner", "billing@olga.example", "€29.00", "€6.09", "€35.09", "VAT 21%", invoice.number, "NL123456789B01"]) expect(text).toContain(expected);

    const stranger = await signUp("Sam Stranger");
    expect((await stranger.client.call(invoices.action, stranger.client.request("/api/subscription/invoices", { json: { id: invoice.id } }))).status).toBe(404);
    const notAdmin = await c.call(adminInvoice.action, c.request(`/api/admin/invoices/${invoice.id}/status`, { json: { status: "paid" } }), { id: invoice.id });
    expect(notAdmin.status).toBe(403);

    const admin = await signUp("Ada Admin");
    await h.db.updateTable("users").set({ role: "admin" }).where("id", "=", admin.userId).execute();
    const paid = await admin.client.call(adminInvoice.action, admin.client.request(`/api/admin/invoices/${invoice.id}/status`, { json: { status: "paid" } }), { id: invoice.id });
    expect((await data(paid)).invoice).toMatchObject({ id: invoice.id, status: "paid" });
    const again = await admin.client.call(adminInvoice.action, admin.client.request(`/api/admin/invoices/${invoice.id}/status`, { json: { status: "voided" } }), { id: invoice.id });
    expect(again.status).toBe(409);
    expect((await data(await c.call(invoices.loader, c.request("/api/subscription/invoices")))).invoices.map((i: { status: string }) => i.status)).toEqual(["paid"]);

    expect(await data(await c.call(paymentSources.loader, c.request("/api/subscription/payment-sources")))).toEqual({
      paymentSources: [{ id: "bank_transfer", type: "bank_transfer", label: "Bank transfer", primary: true }],
      bankTransfer: { accountHolder: "Paperjet Test B.V.", iban: IBAN, bic: "ABNANL2A" },
    });
    expect((await data(await c.call(portal.loader, c.request("/api/subscription/portal-session")))).url).toBe("http://localhost:3000/app/settings/plan");
  }, 90_000);

  it("each paid period that has begun gets its invoice when billing is read", async () => {
    const owner = await signUp("Rita Renewal");
    const c = owner.client;
    await data(await c.call(plan.action, c.request("/api/subscription/plan", { json: { plan: "basic", period: "monthly" } })));
    // Two and a bit months later: the second and third months are invoiced, once, however often billing is read.
    const start = await h.db.selectFrom("subscriptions").select("current_period_start").where("workspace_id", "=", owner.workspaceId).executeTakeFirstOrThrow();
    const later = new Date(new Date(start.current_period_start!).getTime() + 65 * 86_400_000);
    await Promise.all([renewManualSubscription(h.db, owner.workspaceId, later), renewManualSubscription(h.db, owner.workspaceId, later)]);
    const rows = await h.db.selectFrom("invoices").select(["period_start", "amount", "status"]).where("workspace_id", "=", owner.workspaceId).orderBy("period_start").execute();
    expect(rows.map((r) => [r.amount, r.status])).toEqual([[3509, "payment_due"], [3509, "payment_due"], [3509, "payment_due"]]);
    const months = rows.map((r) => new Date(r.period_start).getUTCMonth());
    expect(months).toEqual([0, 1, 2].map((i) => (months[0]! + i) % 12));
  });

  it("a viewer and an editor read billing but get 403 from every change; wording in Dutch", async () => {
    const owner = await signUp("Otto Eigenaar", "nl");
    const missing = await owner.client.call(paymentDetails.action, owner.client.request("/api/subscription/payment-details", { json: { firstName: "Otto", lastName: "E", email: "x@y.example" } }));
    expect((await missing.json()).errors).toEqual({ country: ["Land is een verplicht veld."] });
    for (const role of ["viewer", "editor", "admin"] as const) {
      const member = await signUp(`Member ${role}`);
      await h.db.insertInto("workspace_members").values({ workspace_id: owner.workspaceId, user_id: member.userId, role }).execute();
      const m = member.client;
      expect((await m.call(switchWorkspace.action, m.request(`/api/workspaces/${owner.workspaceId}/switch`, { method: "POST" }), { id: owner.workspaceId })).status).toBe(200);
      expect(await data(await m.call(configuration.loader, m.request("/api/subscription/configuration")))).toMatchObject({ canManage: false, subscription: { plan: "basic", status: "in_trial" } });
      expect((await m.call(invoices.loader, m.request("/api/subscription/invoices"))).status).toBe(200);
      expect((await m.call(plan.action, m.request("/api/subscription/plan", { json: { plan: "basic", period: "annually" } }))).status).toBe(403);
      expect((await m.call(paymentDetails.action, m.request("/api/subscription/payment-details", { json: { firstName: "A", lastName: "B", email: "a@b.example", country: "NL" } }))).status).toBe(403);
      expect((await m.call(portal.loader, m.request("/api/subscription/portal-session"))).status).toBe(403);
    }
    expect(await h.db.selectFrom("invoices").select("id").where("workspace_id", "=", owner.workspaceId).execute()).toEqual([]);
  }, 60_000);
});
