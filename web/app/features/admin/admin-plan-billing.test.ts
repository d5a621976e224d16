import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/support/test-app";
import * as auditLog from "~/routes/api.admin.audit-log";
import * as statistics from "~/routes/api.admin.dashboard.statistics";
import * as usersView from "~/routes/api.admin.users.view";
import * as plan from "~/routes/api.admin.workspaces.$id.plan";
import { getDb } from "~/utils/db.server";
import { signUpForAdminTests } from "../../../tests/support/admin-accounts";
import { useSellerDetails } from "../../../tests/support/seller-details";

// Manual invoices are issued only with the seller's details configured (docs/billing.md).
useSellerDetails();
useTestApp();

/** An administrator's plan change goes through billing: subscription, invoice and revenue agree with it. */
describe("POST /api/admin/workspaces/{id}/plan through billing", () => {
  it("moves a trial to paid Basic with its invoice, shows the subscription on the user page, counts it in the monthly recurring revenue; each change is audited", async () => {
    const admin = await signUpForAdminTests("plan-admin", { admin: true });
    const [monthly, annual] = [await signUpForAdminTests("plan-monthly"), await signUpForAdminTests("plan-annual")];
    const db = await getDb();
    const change = async (workspaceId: string, body: unknown) => {
      const response = await admin.client.call(
        plan.action,
        admin.client.request(`/api/admin/workspaces/${workspaceId}/plan`, { json: body }),
        { id: workspaceId },
      );
      const json = await response.json();
      expect(response.status, JSON.stringify(json)).toBe(200);
      return json.data.workspace;
    };
    const revenue = async () =>
      (await (await admin.client.call(statistics.loader, admin.client.request("/api/admin/dashboard/statistics"))).json()).data.revenue;
    // Every sign-up is on its Basic trial: nothing is paid yet.
    expect(await revenue()).toEqual({ mrr: 0, currency: "EUR", payingSubscriptions: 0 });

    const paid = await change(monthly.workspaceId, { plan: "basic" });
    expect(paid).toMatchObject({ plan: "basic", subscription: { provider: "manual", period: "monthly", status: "active" } });
    await change(annual.workspaceId, { plan: "basic", period: "annually" });
    const invoices = await db
      .selectFrom("invoices")
      .select(["workspace_id", "net_amount", "period", "status", "customer"])
      .orderBy("number")
      .execute();
    expect(invoices).toEqual([
      {
        workspace_id: monthly.workspaceId,
        net_amount: 2900,
        period: "monthly",
        status: "payment_due",
        customer: { name: "plan-monthly", email: monthly.email, country: null },
      },
      {
        workspace_id: annual.workspaceId,
        net_amount: 31200,
        period: "annually",
        status: "payment_due",
        customer: { name: "plan-annual", email: annual.email, country: null },
      },
    ]);
    // 29.00 a month plus 312.00 a year as a twelfth (26.00).
    expect(await revenue()).toEqual({ mrr: 5500, currency: "EUR", payingSubscriptions: 2 });

    // The same plan and period again changes nothing and issues no second invoice (still one audited write).
    await change(monthly.workspaceId, { plan: "basic", period: "monthly" });
    expect(await db.selectFrom("invoices").select("id").execute()).toHaveLength(2);

    await change(annual.workspaceId, { plan: "free" });
    expect(await revenue()).toEqual({ mrr: 2900, currency: "EUR", payingSubscriptions: 1 });

    const view = (
      await (
        await admin.client.call(usersView.action, admin.client.request("/api/admin/users/view", { json: { id: monthly.userId } }))
      ).json()
    ).data;
    expect(view.workspaces[0]).toMatchObject({
      plan: "basic",
      subscription: { provider: "manual", period: "monthly", status: "active", trialEndsAt: null },
    });
    expect(new Date(view.workspaces[0].subscription.currentPeriodEnd).getUTCMonth()).toBe((new Date().getUTCMonth() + 1) % 12);

    const audit = (await (await admin.client.call(auditLog.action, admin.client.request("/api/admin/audit-log", { json: {} }))).json())
      .data;
    expect(
      audit.items.map((e: { action: string; targetId: string; after: { plan: string } }) => [e.action, e.targetId, e.after.plan]),
    ).toEqual([
      ["workspace.plan", annual.workspaceId, "free"],
      ["workspace.plan", monthly.workspaceId, "basic"],
      ["workspace.plan", annual.workspaceId, "basic"],
      ["workspace.plan", monthly.workspaceId, "basic"],
    ]);
    expect(await db.selectFrom("admin_audit_log").select("id").execute()).toHaveLength(4);
  });
});
