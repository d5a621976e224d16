import { beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import { useSellerDetails } from "../../../tests/support/seller-details";
import { savePaymentDetails } from "~/features/billing/subscriptions.server";
import { weekdayFrom } from "~/features/forms/form-schemas";
import * as crmStore from "~/routes/api.crm.store";
import * as crmUpdate from "~/routes/api.crm.update";
import * as submissions from "~/routes/api.admin.form-submissions";
import * as handled from "~/routes/api.admin.form-submissions.handled";
import * as submissionView from "~/routes/api.admin.form-submissions.view";
import * as surveysIndex from "~/routes/api.admin.surveys.index";
import * as surveyView from "~/routes/api.admin.surveys.view";
import * as usersView from "~/routes/api.admin.users.view";
import * as plan from "~/routes/api.admin.workspaces.$id.plan";
import * as bookDemo from "~/routes/api.forms.book-a-demo";
import * as contact from "~/routes/api.forms.contact";
import * as newsletter from "~/routes/api.forms.newsletter";
import * as onboarding from "~/routes/api.forms.onboarding";
import * as suggestion from "~/routes/api.forms.suggestion";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { getDb } from "~/utils/db.server";
import { signUpForAdminTests } from "../../../tests/support/admin-accounts";

// The plan change below goes through manual invoicing, which needs the seller's details (docs/billing.md).
useSellerDetails();
useTestApp();

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
type Account = Awaited<ReturnType<typeof signUpForAdminTests>>;
let visitor = 0;
/** A public form as a visitor sends it (each from its own address, so the per-address limit stays out of the way). */
async function sendForm(route: { action: unknown }, path: string, json: unknown) {
  const client = new RouteClient();
  const response = await client.call(
    route.action as never,
    client.request(path, { json, headers: { [CLIENT_ADDRESS_HEADER]: `10.20.${process.pid % 250}.${++visitor}` } }),
  );
  expect(response.status, await response.clone().text()).toBe(201);
}

describe("form submissions, surveys and CRM records", () => {
  let admin: Account;
  let cleo: Account;
  let dirk: Account;
  let writes = 0;
  const post = async (
    handler: unknown,
    path: string,
    body: unknown,
    status = 200,
    account?: Account,
    params: Record<string, string> = {},
  ) => {
    const client = (account ?? admin).client;
    const response = await client.call(handler as never, client.request(path, { json: body }), params);
    const json = await response.json();
    expect(response.status, JSON.stringify(json)).toBe(status);
    return json.data;
  };

  beforeAll(async () => {
    admin = await signUpForAdminTests("forms-admin", { admin: true });
    // Cleo asked for a demo before she had an account: her record picks it up when she signs up.
    const cleoEmail = uniqueEmail("cleo");
    await sendForm(bookDemo, "/api/forms/book-a-demo", {
      firstName: "Cleo",
      lastName: "Smit",
      email: cleoEmail,
      companyName: "Smit Verzekeringen",
      phone: "+31 20 555 0101",
      jobTitle: "CTO",
      preferredDate: weekdayFrom(new Date(), 7),
    });
    cleo = await signUpForAdminTests("cleo", { email: cleoEmail });
    dirk = await signUpForAdminTests("dirk");
    await sendForm(contact, "/api/forms/contact", {
      firstName: "Dirk",
      lastName: "Bos",
      email: dirk.email,
      company: "Bos BV",
      phone: "+31 30 123 4567",
      country: "NL",
      heardFrom: "search",
      message: "We would like to generate invoices from our ERP.",
    });
    await sendForm(newsletter, "/api/forms/newsletter", { email: uniqueEmail("reader") });
    for (const [account, answers] of [
      [cleo, { role: "developer", useCase: "invoices", volume: "lt1000" }],
      [dirk, { role: "founder", useCase: "invoices", volume: "more" }],
    ] as const) {
      await post(onboarding.action, "/api/forms/onboarding", { answers }, 200, account);
    }
    await post(suggestion.action, "/api/forms/suggestion", { message: "Dark mode for the designer, please." }, 201, dirk);
  });

  it("lists every kind of submission newest first, filters by kind and state, pages; views one; marks handled and open again; 404 for unknown ids", async () => {
    const all = await post(submissions.action, "/api/admin/form-submissions", {});
    expect(all.total).toBe(6);
    expect(all.items.map((s: { kind: string }) => s.kind)).toEqual([
      "suggestion",
      "onboarding",
      "onboarding",
      "newsletter",
      "contact",
      "demo",
    ]);
    const firstPage = await post(submissions.action, "/api/admin/form-submissions", { perPage: 4 });
    const secondPage = await post(submissions.action, "/api/admin/form-submissions", { perPage: 4, page: 2 });
    expect([...firstPage.items, ...secondPage.items].map((s: { id: string }) => s.id)).toEqual(all.items.map((s: { id: string }) => s.id));
    const demos = await post(submissions.action, "/api/admin/form-submissions", { kind: "demo" });
    expect(
      demos.items.map((s: { email: string; summary: string }) => [s.email, s.summary.startsWith("Smit Verzekeringen · CTO · ")]),
    ).toEqual([[cleo.email, true]]);
    const suggestions = await post(submissions.action, "/api/admin/form-submissions", { kind: "suggestion" });
    expect(suggestions.items.map((s: { email: string; summary: string }) => [s.email, s.summary])).toEqual([
      [dirk.email, "Dark mode for the designer, please."],
    ]);
    expect(
      (await admin.client.call(submissions.action as never, admin.client.request("/api/admin/form-submissions", { json: { kind: "fax" } })))
        .status,
    ).toBe(422);

    for (const item of [suggestions.items[0], demos.items[0]]) {
      const marked = await post(handled.action, "/api/admin/form-submissions/handled", { id: item.id });
      writes += 1;
      expect(marked.submission.handledAt).not.toBeNull();
    }
    const open = await post(submissions.action, "/api/admin/form-submissions", { handled: false });
    expect(open.total).toBe(4);
    const done = await post(submissions.action, "/api/admin/form-submissions", { handled: true });
    expect(done.items.map((s: { kind: string }) => s.kind)).toEqual(["suggestion", "demo"]);
    const reopened = await post(handled.action, "/api/admin/form-submissions/handled", { id: demos.items[0].id, handled: false });
    writes += 1;
    expect(reopened.submission.handledAt).toBeNull();

    const contactView = (await post(submissionView.action, "/api/admin/form-submissions/view", { id: all.items[4].id })).submission;
    expect(contactView).toMatchObject({
      kind: "contact",
      email: dirk.email,
      data: { company: "Bos BV", country: "NL", heardFrom: "search" },
    });
    for (const id of [UNKNOWN, "12"]) {
      expect(
        (
          await admin.client.call(
            submissionView.action as never,
            admin.client.request("/api/admin/form-submissions/view", { json: { id } }),
          )
        ).status,
      ).toBe(404);
      expect(
        (await admin.client.call(handled.action as never, admin.client.request("/api/admin/form-submissions/handled", { json: { id } })))
          .status,
      ).toBe(404);
    }
  });

  it("shows each onboarding response as a survey with a uuid and the answers aggregated per question; 404 for unknown ids", async () => {
    const surveys = await post(surveysIndex.action, "/api/admin/surveys/index", {});
    expect(surveys.items.map((s: { user: { id: number } }) => s.user.id)).toEqual([dirk.userId, cleo.userId]);
    expect(surveys.aggregate).toEqual([
      {
        question: "role",
        answers: [
          { value: "developer", count: 1 },
          { value: "founder", count: 1 },
        ],
        total: 2,
      },
      { question: "useCase", answers: [{ value: "invoices", count: 2 }], total: 2 },
      {
        question: "volume",
        answers: [
          { value: "lt1000", count: 1 },
          { value: "more", count: 1 },
        ],
        total: 2,
      },
    ]);
    const paged = await post(surveysIndex.action, "/api/admin/surveys/index", { perPage: 1, page: 2 });
    expect([paged.total, paged.items.map((s: { user: { id: number } }) => s.user.id)]).toEqual([2, [cleo.userId]]);
    const one = await post(surveyView.action, "/api/admin/surveys/view", { id: paged.items[0].id });
    expect(one.survey).toMatchObject({
      user: { id: cleo.userId, email: cleo.email },
      answers: { role: "developer", useCase: "invoices", volume: "lt1000" },
    });
    expect(one.aggregate).toEqual(surveys.aggregate);
    // The same uuid is the onboarding submission among the form submissions, and the user's page links to it.
    expect((await post(submissionView.action, "/api/admin/form-submissions/view", { id: one.survey.id })).submission.kind).toBe(
      "onboarding",
    );
    expect((await post(usersView.action, "/api/admin/users/view", { id: cleo.userId })).onboarding.id).toBe(one.survey.id);
    expect(
      (await admin.client.call(surveyView.action as never, admin.client.request("/api/admin/surveys/view", { json: { id: UNKNOWN } })))
        .status,
    ).toBe(404);
  });

  it("fills one CRM record per user from sign-up, forms, onboarding and payment details; its user edits it, nobody else; admins see it", async () => {
    const record = async (account: Account) => (await post(usersView.action, "/api/admin/users/view", { id: account.userId })).crm;
    // Sign-up started a Basic trial; the demo form sent before sign-up and the onboarding role filled it.
    expect(await record(cleo)).toMatchObject({
      userId: cleo.userId,
      lifecycleStage: "trial",
      company: "Smit Verzekeringen",
      jobTitle: "CTO",
      phone: "+31 20 555 0101",
      country: null,
      sources: ["signup", "book_a_demo", "onboarding"],
    });
    // Dirk's contact form came after sign-up; onboarding's role fills the job title he had not given.
    expect(await record(dirk)).toMatchObject({
      lifecycleStage: "trial",
      company: "Bos BV",
      jobTitle: "founder",
      phone: "+31 30 123 4567",
      country: "NL",
      heardFrom: "search",
      sources: ["signup", "contact", "onboarding"],
    });

    const db = await getDb();
    await savePaymentDetails(db, cleo.workspaceId, { firstName: "Cleo", lastName: "Smit", email: cleo.email, country: "BE" });
    await post(plan.action, `/api/admin/workspaces/${cleo.workspaceId}/plan`, { plan: "basic" }, 200, admin, { id: cleo.workspaceId });
    writes += 1;
    expect(await record(cleo)).toMatchObject({
      lifecycleStage: "customer",
      country: "BE",
      sources: ["signup", "book_a_demo", "onboarding", "payment_details", "subscription"],
    });
    // Back to Free: the stage does not move back.
    await post(plan.action, `/api/admin/workspaces/${cleo.workspaceId}/plan`, { plan: "free" }, 200, admin, { id: cleo.workspaceId });
    writes += 1;
    expect((await record(cleo)).lifecycleStage).toBe("customer");

    const stored = (await post(crmStore.action, "/api/crm/store", { company: "Smit & Co", jobTitle: "", phone: null }, 200, cleo)).contact;
    expect(stored).toMatchObject({ company: "Smit & Co", jobTitle: null, phone: null, country: "BE", lifecycleStage: "customer" });
    const updated = (
      await post(crmUpdate.action, "/api/crm/update", { id: stored.id, heardFrom: "a podcast", lifecycleStage: "lead" }, 200, cleo)
    ).contact;
    expect(updated).toMatchObject({ company: "Smit & Co", heardFrom: "a podcast", lifecycleStage: "customer" });
    expect(updated.sources.at(-1)).toBe("user");
    // Dirk cannot touch Cleo's record: it does not exist for him.
    const foreign = await dirk.client.call(
      crmUpdate.action as never,
      dirk.client.request("/api/crm/update", { json: { id: stored.id, company: "Hijacked" } }),
    );
    expect(foreign.status).toBe(404);
    expect((await record(cleo)).company).toBe("Smit & Co");
    const invalid = await cleo.client.call(
      crmUpdate.action as never,
      cleo.client.request("/api/crm/update", { json: { id: stored.id, country: "Netherlands" } }),
    );
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual({ country: ["This field must have a maximum length of 2"] });
    const anonymous = new RouteClient();
    expect((await anonymous.call(crmStore.action as never, anonymous.request("/api/crm/store", { json: {} }))).status).toBe(401);
    expect(
      (await anonymous.call(crmUpdate.action as never, anonymous.request("/api/crm/update", { json: { id: stored.id } }))).status,
    ).toBe(401);
  });

  it("the audit log holds one row per admin write the tests made", async () => {
    const rows = await (await getDb()).selectFrom("admin_audit_log").select("action").orderBy("created_at").execute();
    expect(rows.map((r) => r.action)).toEqual([
      "form_submission.handle",
      "form_submission.handle",
      "form_submission.reopen",
      "workspace.plan",
      "workspace.plan",
    ]);
    expect(rows.length).toBe(writes);
  });
});
