import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { startChargebeeStandIn } from "../../../tests/support/chargebee-stand-in";
import { uniqueEmail } from "../../../tests/support/test-app";
import { startGenerationHarness } from "../../../tests/support/generation-harness";
import * as register from "~/routes/api.auth.register";
import * as configuration from "~/routes/api.subscription.configuration";
import * as invoices from "~/routes/api.subscription.invoices";
import * as paymentDetails from "~/routes/api.subscription.payment-details";
import * as paymentSources from "~/routes/api.subscription.payment-sources";
import * as plan from "~/routes/api.subscription.plan";
import * as portal from "~/routes/api.subscription.portal-session";
import * as webhook from "~/routes/api.webhooks_.chargebee";
import { pdfText } from "@paperjet/test-kit/documents";
import { resetEnv } from "~/config/env.server";

/**
 * The Chargebee provider through the real `chargebee` SDK against the stand-in (Chargebee's protocol
 * on a local port): customer, checkout and its webhook, an immediate change, invoices in each of the
 * six statuses with their PDF, card and SEPA, the portal, and the webhook's idempotency and ordering.
 */
describe("Chargebee billing", () => {
  let h: Awaited<ReturnType<typeof startGenerationHarness>>;
  let cb: Awaited<ReturnType<typeof startChargebeeStandIn>>;
  const credentials = { username: "chargebee", password: "webhook-secret-1" };
  const names = [
    "CHARGEBEE_SITE",
    "CHARGEBEE_HOST_SUFFIX",
    "CHARGEBEE_PROTOCOL",
    "CHARGEBEE_PORT",
    "CHARGEBEE_API_KEY",
    "CHARGEBEE_WEBHOOK_USERNAME",
    "CHARGEBEE_WEBHOOK_PASSWORD",
  ];

  beforeAll(async () => {
    cb = await startChargebeeStandIn();
    Object.assign(process.env, cb.env, {
      CHARGEBEE_WEBHOOK_USERNAME: credentials.username,
      CHARGEBEE_WEBHOOK_PASSWORD: credentials.password,
    });
    resetEnv();
    h = await startGenerationHarness();
  }, 60_000);
  afterAll(async () => {
    for (const name of names) delete process.env[name];
    resetEnv();
    await h?.stop();
    await cb?.close();
  });

  const data = async (response: Response, status = 200) => {
    expect(response.status).toBe(status);
    return (await response.json()).data;
  };
  const deliver = (payload: unknown, auth = credentials) =>
    webhook.action({
      request: cb.webhookRequest("http://localhost/api/webhooks/chargebee", payload, auth),
      params: {},
      context: {},
    }) as Promise<Response>;

  it("customer, checkout, an immediate change, six invoice statuses with a PDF, card and SEPA, portal; webhooks idempotent and ordered", async () => {
    const c = new RouteClient();
    const signedUp = await c.call(
      register.action,
      c.request("/api/auth/register", { json: { name: "Cleo Customer", email: uniqueEmail("cb"), password: "long enough password" } }),
    );
    const { globals } = await signedUp.json();
    c.bearer = globals.token;
    const workspaceId = globals.workspace.id as string;
    const config = async () => data(await c.call(configuration.loader, c.request("/api/subscription/configuration")));
    expect(await config()).toMatchObject({
      provider: "chargebee",
      paymentMethods: ["card", "sepa"],
      subscription: { plan: "basic", status: "in_trial" },
    });

    // Payment details create the customer, then update it.
    await data(
      await c.call(
        paymentDetails.action,
        c.request("/api/subscription/payment-details", {
          json: { firstName: "Cleo", lastName: "Customer", email: "cleo@example.com", country: "NL" },
        }),
      ),
    );
    expect(cb.customers.get(workspaceId)).toMatchObject({
      first_name: "Cleo",
      last_name: "Customer",
      email: "cleo@example.com",
      billing_address: { country: "NL" },
    });
    await data(
      await c.call(
        paymentDetails.action,
        c.request("/api/subscription/payment-details", {
          json: { firstName: "Cleopatra", lastName: "Customer", email: "cleo@example.com", country: "BE" },
        }),
      ),
    );
    expect(cb.customers.get(workspaceId)).toMatchObject({ first_name: "Cleopatra", billing_address: { country: "BE" } });

    // Basic annually: a checkout first; completing it (the stand-in's webhook) makes the workspace Basic/annually.
    const quoted = await data(
      await c.call(plan.action, c.request("/api/subscription/plan", { json: { plan: "basic", period: "annually" } })),
    );
    expect(quoted.quote).toMatchObject({ plan: "basic", period: "annually", price: 31200, credit: 0, amountDueNow: 31200, when: "now" });
    expect(cb.requests.some((r) => r.path.startsWith("/hosted_pages"))).toBe(false);
    const { checkoutUrl } = await data(
      await c.call(plan.action, c.request("/api/subscription/plan", { json: { plan: "basic", period: "annually", confirm: true } })),
    );
    expect(checkoutUrl).toMatch(new RegExp(`^http://127.0.0.1:${cb.port}/pages/v3/hp_\\w+/checkout$`));
    const created = cb.completeCheckout(checkoutUrl);
    expect(await data(await deliver(created))).toEqual({ outcome: "applied" });
    expect((await config()).subscription).toMatchObject({ plan: "basic", period: "annually", status: "active", trialDaysLeft: null });

    // Annual → monthly: quoted for the end of the year and, confirmed, scheduled there (end_of_term), not billed now.
    const requestsBefore = cb.requests.length;
    const later = (
      await data(await c.call(plan.action, c.request("/api/subscription/plan", { json: { plan: "basic", period: "monthly" } })))
    ).quote;
    expect(later).toMatchObject({ price: 2900, credit: 0, amountDueNow: 0, when: "period_end" });
    expect(cb.requests.length).toBe(requestsBefore);
    const scheduled = await data(
      await c.call(plan.action, c.request("/api/subscription/plan", { json: { plan: "basic", period: "monthly", confirm: true } })),
    );
    expect(scheduled).toMatchObject({
      invoice: null,
      subscription: { plan: "basic", period: "annually", scheduledChange: { plan: "basic", period: "monthly" } },
    });
    expect(cb.requests.at(-1)).toMatchObject({
      path: `/subscriptions/${workspaceId}/update_for_items`,
      params: { change_option: "end_of_term" },
    });

    // Asked for now: Chargebee's estimate is the quote (the unused days of the year credited), and the change invoices that.
    const now = (
      await data(
        await c.call(plan.action, c.request("/api/subscription/plan", { json: { plan: "basic", period: "monthly", when: "now" } })),
      )
    ).quote;
    expect(cb.requests.at(-1)).toMatchObject({
      path: "/estimates/update_subscription_for_items",
      params: { change_option: "immediately", "subscription.id": workspaceId },
    });
    expect(now.credit).toBeGreaterThan(31200 * (363 / 365) - 1);
    expect(now).toMatchObject({ price: 2900, amountDueNow: 0, when: "now" });
    const changed = await data(
      await c.call(
        plan.action,
        c.request("/api/subscription/plan", { json: { plan: "basic", period: "monthly", when: "now", confirm: true } }),
      ),
    );
    expect(changed.subscription).toMatchObject({ plan: "basic", period: "monthly", status: "active", scheduledChange: null });
    expect(changed.invoice).toMatchObject({ amount: 2900, status: "paid" });
    expect(cb.requests.at(-1)).toMatchObject({
      path: `/subscriptions/${workspaceId}/update_for_items`,
      params: { change_option: "immediately", prorate: "true", "subscription_items.item_price_id.0": "basic-EUR-monthly" },
    });

    // Invoices in each of the six statuses (the stand-in pages them two at a time), and a PDF.
    const statuses = ["paid", "not_paid", "payment_due", "pending", "posted", "voided"];
    statuses.forEach((status, i) => cb.addInvoice(workspaceId, status, 3509 + i));
    const listed = (await data(await c.call(invoices.loader, c.request("/api/subscription/invoices")))).invoices.slice(1);
    expect(listed.map((i: { status: string }) => i.status)).toEqual(statuses);
    expect(listed[0]).toMatchObject({ id: "inv_2", amount: 3509, currency: "EUR", description: "Basic" });
    const pdf = await c.call(invoices.action, c.request("/api/subscription/invoices", { json: { id: "inv_2" } }));
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain("Chargebee invoice inv_2");

    // Card (from the checkout, primary) and a SEPA mandate.
    cb.addSepaMandate(workspaceId);
    expect((await data(await c.call(paymentSources.loader, c.request("/api/subscription/payment-sources")))).paymentSources).toEqual([
      { id: expect.any(String), type: "card", label: "visa •••• 4242", primary: true },
      { id: expect.any(String), type: "sepa", label: "SEPA •••• 3000", primary: false },
    ]);
    expect((await data(await c.call(portal.loader, c.request("/api/subscription/portal-session")))).url).toMatch(
      new RegExp(`^http://127.0.0.1:${cb.port}/portal/v2/access/portal_\\w+$`),
    );

    // Webhooks: a duplicate changes nothing; an older subscription_changed after a newer one changes nothing.
    expect(await data(await deliver(created))).toEqual({ outcome: "duplicate" });
    const older = cb.subscriptionChanged(workspaceId, "basic-EUR-yearly");
    const newer = cb.subscriptionChanged(workspaceId, "basic-EUR-monthly");
    expect(await data(await deliver(newer))).toEqual({ outcome: "applied" });
    expect(await data(await deliver(older))).toEqual({ outcome: "stale" });
    expect((await config()).subscription).toMatchObject({ plan: "basic", period: "monthly" });

    // A wrong password is 401 and changes nothing.
    const wrong = await deliver(cb.subscriptionChanged(workspaceId, "basic-EUR-yearly"), { ...credentials, password: "wrong" });
    expect(wrong.status).toBe(401);
    expect((await config()).subscription.period).toBe("monthly");
  });
});
