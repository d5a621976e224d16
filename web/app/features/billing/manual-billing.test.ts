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
import { pdfText } from "@paperjet/test-kit/documents";
import { resetEnv } from "~/config/env.server";
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
  const SELLER = {
    OPERATOR_NAME: "Paperjet Test B.V.",
    OPERATOR_ADDRESS: "Keizersgracht 1\\n1015 CJ Amsterdam",
    OPERATOR_IBAN: IBAN,
    OPERATOR_BIC: "ABNANL2A",
    OPERATOR_VAT_ID: "NL123456789B01",
    VAT_RATE: "21",
  };

  beforeAll(async () => {
    Object.assign(process.env, SELLER);
    resetEnv();
    h = await startGenerationHarness();
  }, 120_000);
  afterAll(async () => {
    for (const name of Object.keys(SELLER)) delete process.env[name];
    resetEnv();
    await h?.stop();
  });

  async function signUp(name: string, language = "en") {
    const client = new RouteClient({ acceptLanguage: language });
    const response = await client.call(
      register.action,
      client.request("/api/auth/register", { json: { name, email: uniqueEmail("billing"), password: "long enough password" } }),
    );
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
    const saved = await c.call(
      paymentDetails.action,
      c.request("/api/subscription/payment-details", {
        json: { firstName: "Olga", lastName: "Owner", email: "billing@olga.example", country: "nl" },
      }),
    );
    expect((await data(saved)).paymentDetails).toEqual({
      firstName: "Olga",
      lastName: "Owner",
      email: "billing@olga.example",
      country: "NL",
      companyName: null,
      address: null,
      vatId: null,
    });

    const chosen = await data(
      await c.call(plan.action, c.request("/api/subscription/plan", { json: { plan: "basic", period: "monthly", confirm: true } })),
    );
    expect(chosen.subscription).toMatchObject({ plan: "basic", period: "monthly", status: "active", trialDaysLeft: null });
    const periodDays = (new Date(chosen.subscription.currentPeriodEnd).getTime() - Date.now()) / 86_400_000;
    expect(periodDays).toBeGreaterThan(27);
    expect(periodDays).toBeLessThan(32);
    expect(chosen.invoice).toMatchObject({ amount: 3509, status: "payment_due" });
    // Choosing the same again issues no second invoice.
    expect(
      (
        await data(
          await c.call(plan.action, c.request("/api/subscription/plan", { json: { plan: "basic", period: "monthly", confirm: true } })),
        )
      ).invoice,
    ).toBeNull();

    const [invoice, ...others] = (await data(await c.call(invoices.loader, c.request("/api/subscription/invoices")))).invoices;
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      description: "Basic, monthly",
      plan: "basic",
      period: "monthly",
      amount: 3509,
      currency: "EUR",
      status: "payment_due",
      number: expect.stringMatching(/^PJ-\d{4}-\d{5}$/),
    });

    const pdf = await c.call(invoices.action, c.request("/api/subscription/invoices", { json: { id: invoice.id } }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const expected of [
      "Paperjet Test B.V.",
      "Keizersgracht 1",
      "1015 CJ Amsterdam",
      IBAN,
      "ABNANL2A",
      "Olga Owner",
      "billing@olga.example",
      "Netherlands",
      "€29.00",
      "€6.09",
      "€35.09",
      "VAT 21%",
      invoice.number,
      "NL123456789B01",
      "Due date",
      `Payment reference: ${invoice.number}`,
    ])
      expect(text).toContain(expected);

    const stranger = await signUp("Sam Stranger");
    expect(
      (await stranger.client.call(invoices.action, stranger.client.request("/api/subscription/invoices", { json: { id: invoice.id } })))
        .status,
    ).toBe(404);
    const notAdmin = await c.call(
      adminInvoice.action,
      c.request(`/api/admin/invoices/${invoice.id}/status`, { json: { status: "paid" } }),
      { id: invoice.id },
    );
    expect(notAdmin.status).toBe(403);

    const admin = await signUp("Ada Admin");
    await h.db.updateTable("users").set({ role: "admin" }).where("id", "=", admin.userId).execute();
    const paid = await admin.client.call(
      adminInvoice.action,
      admin.client.request(`/api/admin/invoices/${invoice.id}/status`, { json: { status: "paid" } }),
      { id: invoice.id },
    );
    expect((await data(paid)).invoice).toMatchObject({ id: invoice.id, status: "paid" });
    const again = await admin.client.call(
      adminInvoice.action,
      admin.client.request(`/api/admin/invoices/${invoice.id}/status`, { json: { status: "voided" } }),
      { id: invoice.id },
    );
    expect(again.status).toBe(409);
    expect(
      (await data(await c.call(invoices.loader, c.request("/api/subscription/invoices")))).invoices.map(
        (i: { status: string }) => i.status,
      ),
    ).toEqual(["paid"]);

    expect(await data(await c.call(paymentSources.loader, c.request("/api/subscription/payment-sources")))).toEqual({
      paymentSources: [{ id: "bank_transfer", type: "bank_transfer", label: "Bank transfer", primary: true }],
      bankTransfer: { accountHolder: "Paperjet Test B.V.", iban: IBAN, bic: "ABNANL2A" },
    });
    expect((await data(await c.call(portal.loader, c.request("/api/subscription/portal-session")))).url).toBe(
      "http://localhost:3000/app/settings/plan",
    );
  }, 90_000);

  it("each paid period that has begun gets its invoice when billing is read", async () => {
    const owner = await signUp("Rita Renewal");
    const c = owner.client;
    await data(
      await c.call(plan.action, c.request("/api/subscription/plan", { json: { plan: "basic", period: "monthly", confirm: true } })),
    );
    // Two and a bit months later: the second and third months are invoiced, once, however often billing is read.
    const start = await h.db
      .selectFrom("subscriptions")
      .select("current_period_start")
      .where("workspace_id", "=", owner.workspaceId)
      .executeTakeFirstOrThrow();
    const later = new Date(new Date(start.current_period_start!).getTime() + 65 * 86_400_000);
    await Promise.all([renewManualSubscription(h.db, owner.workspaceId, later), renewManualSubscription(h.db, owner.workspaceId, later)]);
    const rows = await h.db
      .selectFrom("invoices")
      .select(["period_start", "amount", "status"])
      .where("workspace_id", "=", owner.workspaceId)
      .orderBy("period_start")
      .execute();
    expect(rows.map((r) => [r.amount, r.status])).toEqual([
      [3509, "payment_due"],
      [3509, "payment_due"],
      [3509, "payment_due"],
    ]);
    const months = rows.map((r) => new Date(r.period_start).getUTCMonth());
    expect(months).toEqual([0, 1, 2].map((i) => (months[0]! + i) % 12));
  });

  it("a viewer and an editor read billing but get 403 from every change; wording in Dutch", async () => {
    const owner = await signUp("Otto Eigenaar", "nl");
    const missing = await owner.client.call(
      paymentDetails.action,
      owner.client.request("/api/subscription/payment-details", { json: { firstName: "Otto", lastName: "E", email: "x@y.example" } }),
    );
    expect((await missing.json()).errors).toEqual({ country: ["Land is een verplicht veld."] });
    for (const role of ["viewer", "editor", "admin"] as const) {
      const member = await signUp(`Member ${role}`);
      await h.db.insertInto("workspace_members").values({ workspace_id: owner.workspaceId, user_id: member.userId, role }).execute();
      const m = member.client;
      expect(
        (
          await m.call(switchWorkspace.action, m.request(`/api/workspaces/${owner.workspaceId}/switch`, { method: "POST" }), {
            id: owner.workspaceId,
          })
        ).status,
      ).toBe(200);
      expect(await data(await m.call(configuration.loader, m.request("/api/subscription/configuration")))).toMatchObject({
        canManage: false,
        subscription: { plan: "basic", status: "in_trial" },
      });
      expect((await m.call(invoices.loader, m.request("/api/subscription/invoices"))).status).toBe(200);
      expect((await m.call(plan.action, m.request("/api/subscription/plan", { json: { plan: "basic", period: "annually" } }))).status).toBe(
        403,
      );
      expect(
        (await m.call(plan.action, m.request("/api/subscription/plan", { json: { plan: "basic", period: "annually", confirm: true } })))
          .status,
      ).toBe(403);
      expect(
        (
          await m.call(
            paymentDetails.action,
            m.request("/api/subscription/payment-details", {
              json: { firstName: "A", lastName: "B", email: "a@b.example", country: "NL" },
            }),
          )
        ).status,
      ).toBe(403);
      expect((await m.call(portal.loader, m.request("/api/subscription/portal-session"))).status).toBe(403);
    }
    expect(await h.db.selectFrom("invoices").select("id").where("workspace_id", "=", owner.workspaceId).execute()).toEqual([]);
  }, 60_000);

  const DAY = 86_400_000;
  const choose = (c: RouteClient, body: Record<string, unknown>) =>
    c.call(plan.action, c.request("/api/subscription/plan", { json: body }));
  const invoiceCount = async (workspaceId: string) =>
    (await h.db.selectFrom("invoices").select("id").where("workspace_id", "=", workspaceId).execute()).length;
  /** Puts the workspace 100.5 days into a paid year of Basic (as if chosen then). */
  async function annualCustomer(name: string) {
    const owner = await signUp(name);
    await data(await choose(owner.client, { plan: "basic", period: "annually", confirm: true }));
    const start = new Date(Date.now() - 100.5 * DAY);
    const end = new Date(start);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    await h.db
      .updateTable("subscriptions")
      .set({ current_period_start: start, current_period_end: end })
      .where("workspace_id", "=", owner.workspaceId)
      .execute();
    return { ...owner, start, end };
  }
  const credit = (price: number, start: Date, end: Date) =>
    Math.round((price * Math.floor((end.getTime() - Date.now()) / DAY)) / Math.round((end.getTime() - start.getTime()) / DAY));

  it("a plan change is quoted first and changes nothing until confirmed; annual → monthly waits for the period's end", async () => {
    const owner = await annualCustomer("Quinn Quote");
    const c = owner.client;
    expect(await invoiceCount(owner.workspaceId)).toBe(1);

    // The quote: at the end of the paid year, nothing due, nothing changed.
    const { quote } = await data(await choose(c, { plan: "basic", period: "monthly" }));
    expect(quote).toEqual({
      plan: "basic",
      period: "monthly",
      price: 2900,
      credit: 0,
      amountDueNow: 0,
      currency: "EUR",
      when: "period_end",
      effectiveAt: owner.end.toISOString(),
    });
    expect(await invoiceCount(owner.workspaceId)).toBe(1);
    expect((await data(await c.call(configuration.loader, c.request("/api/subscription/configuration")))).subscription).toMatchObject({
      plan: "basic",
      period: "annually",
      scheduledChange: null,
    });

    // Asked for now: the unused days of the year are credited (more than a month costs, so nothing is due).
    const expectedCredit = credit(31200, owner.start, owner.end);
    expect(expectedCredit).toBeGreaterThan(20_000);
    const now = (await data(await choose(c, { plan: "basic", period: "monthly", when: "now" }))).quote;
    expect(now).toMatchObject({ price: 2900, credit: expectedCredit, amountDueNow: 0, when: "now" });
    expect(await invoiceCount(owner.workspaceId)).toBe(1);

    // Confirmed without `when`: scheduled for the end of the year, no invoice.
    const confirmed = await data(await choose(c, { plan: "basic", period: "monthly", confirm: true }));
    expect(confirmed.invoice).toBeNull();
    expect(confirmed.subscription).toMatchObject({
      plan: "basic",
      period: "annually",
      scheduledChange: { plan: "basic", period: "monthly", effectiveAt: owner.end.toISOString() },
    });
    expect(await invoiceCount(owner.workspaceId)).toBe(1);

    // The year ends: monthly starts with its invoice.
    await renewManualSubscription(h.db, owner.workspaceId, new Date(owner.end.getTime() + 1000));
    const rows = await h.db
      .selectFrom("invoices")
      .select(["period", "amount"])
      .where("workspace_id", "=", owner.workspaceId)
      .orderBy("issued_at")
      .execute();
    expect(rows.map((r) => [r.period, r.amount])).toEqual([
      ["annually", 37752],
      ["monthly", 3509],
    ]);
  }, 60_000);

  it("a change made now credits the unused days (prorated by day) on its invoice and keeps the rest for the next ones", async () => {
    const owner = await annualCustomer("Nora Now");
    const c = owner.client;
    const expectedCredit = credit(31200, owner.start, owner.end);
    const confirmed = await data(await choose(c, { plan: "basic", period: "monthly", when: "now", confirm: true }));
    expect(confirmed.subscription).toMatchObject({ plan: "basic", period: "monthly", scheduledChange: null });
    expect(confirmed.invoice).toMatchObject({ amount: 0, status: "payment_due" });
    const row = await h.db
      .selectFrom("invoices")
      .select(["net_amount", "credit_amount", "vat_amount"])
      .where("id", "=", confirmed.invoice.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ net_amount: 0, credit_amount: 2900, vat_amount: 0 });
    const kept = await h.db
      .selectFrom("subscriptions")
      .select("credit_balance")
      .where("workspace_id", "=", owner.workspaceId)
      .executeTakeFirstOrThrow();
    expect(kept.credit_balance).toBe(expectedCredit - 2900);

    // Upgrading back to annual now: the new year less the credit left, VAT on the rest.
    const { quote } = await data(await choose(c, { plan: "basic", period: "annually" }));
    const monthCredit = await h.db
      .selectFrom("subscriptions")
      .select(["current_period_start", "current_period_end"])
      .where("workspace_id", "=", owner.workspaceId)
      .executeTakeFirstOrThrow();
    const total =
      expectedCredit - 2900 + credit(2900, new Date(monthCredit.current_period_start!), new Date(monthCredit.current_period_end!));
    expect(quote).toMatchObject({ when: "now", credit: total, amountDueNow: Math.round((31200 - total) * 1.21) });
    const upgraded = await data(await choose(c, { plan: "basic", period: "annually", confirm: true }));
    expect(upgraded.invoice.amount).toBe(quote.amountDueNow);
  }, 60_000);

  it("no invoice without the seller's details: paid plans say contact us (en + nl), Free still works", async () => {
    delete process.env.OPERATOR_ADDRESS;
    resetEnv();
    try {
      for (const [language, words] of [
        ["en", "contact us to upgrade"],
        ["nl", "neem contact met ons op om te upgraden"],
      ] as const) {
        const owner = await signUp(`Cody ${language}`, language);
        const c = owner.client;
        expect((await data(await c.call(configuration.loader, c.request("/api/subscription/configuration")))).selfServe).toBe(false);
        for (const confirm of [false, true]) {
          const refused = await choose(c, { plan: "basic", period: "monthly", confirm });
          expect(refused.status).toBe(409);
          expect((await refused.json()).detail).toContain(words);
        }
        expect(await invoiceCount(owner.workspaceId)).toBe(0);
        expect((await data(await choose(c, { plan: "free", period: "monthly", confirm: true }))).subscription).toMatchObject({
          plan: "free",
          status: "active",
        });
      }
    } finally {
      process.env.OPERATOR_ADDRESS = SELLER.OPERATOR_ADDRESS;
      resetEnv();
    }
  }, 60_000);

  it("an invoice names seller and buyer in full; an EU business in another member state is reverse-charged, a Dutch one pays 21 %", async () => {
    const business = async (name: string, country: string, vatId: string) => {
      const owner = await signUp(name);
      const c = owner.client;
      const saved = await data(
        await c.call(
          paymentDetails.action,
          c.request("/api/subscription/payment-details", {
            json: {
              firstName: "Bea",
              lastName: name,
              email: "bea@example.com",
              country,
              companyName: `${name} BV`,
              address: "Grote Markt 1\n1000 Brussel",
              vatId,
            },
          }),
        ),
      );
      expect(saved.paymentDetails).toMatchObject({ companyName: `${name} BV`, vatId: vatId.replace(/[\s.]/g, "") });
      const { quote } = await data(await choose(c, { plan: "basic", period: "monthly" }));
      const { invoice } = await data(await choose(c, { plan: "basic", period: "monthly", confirm: true }));
      expect(invoice.amount).toBe(quote.amountDueNow);
      const pdf = await c.call(invoices.action, c.request("/api/subscription/invoices", { json: { id: invoice.id } }));
      return { invoice, text: pdfText(Buffer.from(await pdf.arrayBuffer())) };
    };
    const belgian = await business("Brussels", "BE", "BE 0123.456.789");
    expect(belgian.invoice.amount).toBe(2900);
    for (const expected of [
      "Brussels BV",
      "Bea Brussels",
      "Grote Markt 1",
      "1000 Brussel",
      "Belgium",
      "BE0123456789",
      "VAT 0%",
      "reverse-charged",
      "Article 196",
      "Paperjet Test B.V.",
      "NL123456789B01",
      "Due date",
      `Payment reference: ${belgian.invoice.number}`,
    ])
      expect(belgian.text).toContain(expected);
    const issued = new Date(belgian.invoice.date);
    const due = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(issued.getTime() + 14 * DAY));
    expect(belgian.text).toContain(due);

    const dutch = await business("Delft", "NL", "NL987654321B01");
    expect(dutch.invoice.amount).toBe(3509);
    expect(dutch.text).toContain("VAT 21%");
    expect(dutch.text).toContain("NL987654321B01");
    expect(dutch.text).not.toContain("reverse-charged");
  }, 90_000);
});
