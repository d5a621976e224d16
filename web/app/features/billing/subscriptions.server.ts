import { sql, type Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { fillCrmContactOfWorkspace } from "~/features/crm/crm-contacts.server";
import { effectivePlan, trialDaysLeft, trialEnded } from "./effective-plan";
import { catalogPlan } from "./plan-catalogue.server";
import type { BillingPeriod, Plan } from "./plan-catalogue";

export interface PaymentDetails {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  companyName?: string | null;
  address?: string | null;
  vatId?: string | null;
}

/** A workspace's subscription as the app and `GET /api/subscription/configuration` show it. */
export interface SubscriptionView {
  provider: string;
  plan: Plan;
  period: BillingPeriod;
  status: string;
  trialEndsAt: string | null;
  trialDaysLeft: number | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  /** A confirmed downgrade that waits for the end of the paid period. */
  scheduledChange: { plan: Plan; period: BillingPeriod; effectiveAt: string } | null;
  /** Credit left from periods that ended early (minor units), taken off the next invoices. */
  creditBalance: number;
  paymentDetails: PaymentDetails | null;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
}

/** Subscription statuses that pay for their plan (also what monthly recurring revenue counts). */
export const PAYING_STATUSES = ["active", "non_renewing"];

/** First key of the per-user advisory lock that makes "one trial per owner" hold under races. */
const TRIAL_LOCK = 7_410_922;
const DAY_MS = 86_400_000;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The subscription of a new workspace (inside the transaction that creates it): 14 days of Basic
 * without a card for an owner who never had a trial, Free otherwise — so creating workspaces
 * does not make endless trials.
 */
export async function startSubscription(
  trx: Kysely<Database>,
  options: { workspaceId: string; ownerId: number; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await sql`select pg_advisory_xact_lock(${TRIAL_LOCK}, ${options.ownerId})`.execute(trx);
  const taken = await trx
    .selectFrom("subscriptions")
    .select("workspace_id")
    .where("trial_user_id", "=", options.ownerId)
    .executeTakeFirst();
  const trialDays = catalogPlan("basic").trialDays;
  const trialEndsAt = !taken && trialDays > 0 ? new Date(now.getTime() + trialDays * DAY_MS) : null;
  const plan: Plan = trialEndsAt ? "basic" : "free";
  await trx
    .insertInto("subscriptions")
    .values({
      workspace_id: options.workspaceId,
      plan,
      status: trialEndsAt ? "in_trial" : "active",
      trial_ends_at: trialEndsAt,
      trial_user_id: trialEndsAt ? options.ownerId : null,
      current_period_start: now,
      current_period_end: trialEndsAt,
    })
    .execute();
  await trx.updateTable("workspaces").set({ plan }).where("id", "=", options.workspaceId).execute();
}

/** The subscription now: a trial past its end shows as Free (active) until a plan is chosen. */
export async function loadSubscription(db: Kysely<Database>, workspaceId: string, now = new Date()): Promise<SubscriptionView> {
  const row = await db
    .selectFrom("workspaces as w")
    .leftJoin("subscriptions as s", "s.workspace_id", "w.id")
    .select([
      "w.plan as workspace_plan",
      "s.provider",
      "s.plan",
      "s.period",
      "s.status",
      "s.trial_ends_at",
      "s.current_period_start",
      "s.current_period_end",
      "s.scheduled_plan",
      "s.scheduled_period",
      "s.credit_balance",
      "s.customer_first_name",
      "s.customer_last_name",
      "s.customer_email",
      "s.customer_country",
      "s.customer_company",
      "s.customer_address",
      "s.customer_vat_id",
      "s.provider_customer_id",
      "s.provider_subscription_id",
    ])
    .where("w.id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  const state = { plan: row.plan ?? row.workspace_plan, status: row.status ?? "active", trialEndsAt: row.trial_ends_at };
  const ended = trialEnded(state, now);
  return {
    provider: row.provider ?? "manual",
    plan: effectivePlan(state, now),
    period: row.period === "annually" ? "annually" : "monthly",
    status: ended ? "active" : state.status,
    trialEndsAt: iso(row.trial_ends_at),
    trialDaysLeft: trialDaysLeft(state, now),
    currentPeriodStart: ended ? null : iso(row.current_period_start),
    currentPeriodEnd: ended ? null : iso(row.current_period_end),
    scheduledChange:
      !ended && row.scheduled_plan && row.current_period_end
        ? {
            plan: row.scheduled_plan as Plan,
            period: row.scheduled_period === "annually" ? "annually" : "monthly",
            effectiveAt: iso(row.current_period_end)!,
          }
        : null,
    creditBalance: row.credit_balance ?? 0,
    paymentDetails:
      row.customer_first_name && row.customer_last_name && row.customer_email && row.customer_country
        ? {
            firstName: row.customer_first_name,
            lastName: row.customer_last_name,
            email: row.customer_email,
            country: row.customer_country,
            companyName: row.customer_company,
            address: row.customer_address,
            vatId: row.customer_vat_id,
          }
        : null,
    providerCustomerId: row.provider_customer_id,
    providerSubscriptionId: row.provider_subscription_id,
  };
}

export interface SubscriptionChange {
  provider?: string;
  plan: Plan;
  period?: BillingPeriod;
  status: string;
  trialEndsAt?: Date | null;
  currentPeriodStart?: Date | null;
  currentPeriodEnd?: Date | null;
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
  providerVersion?: number | null;
  scheduledPlan?: Plan | null;
  scheduledPeriod?: BillingPeriod | null;
  creditBalance?: number;
}

/** Writes a subscription's new state and the workspace's plan together (one workspace's row). */
export async function saveSubscription(db: Kysely<Database>, workspaceId: string, change: SubscriptionChange): Promise<void> {
  const values = {
    provider: change.provider,
    plan: change.plan,
    period: change.period,
    status: change.status,
    trial_ends_at: change.trialEndsAt,
    current_period_start: change.currentPeriodStart,
    current_period_end: change.currentPeriodEnd,
    provider_customer_id: change.providerCustomerId,
    provider_subscription_id: change.providerSubscriptionId,
    provider_version: change.providerVersion,
    scheduled_plan: change.scheduledPlan,
    scheduled_period: change.scheduledPeriod,
    credit_balance: change.creditBalance,
  };
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const run = async (trx: Kysely<Database>) => {
    await trx
      .insertInto("subscriptions")
      .values({ workspace_id: workspaceId, ...defined })
      .onConflict((oc) => oc.column("workspace_id").doUpdateSet({ ...defined, updated_at: sql`now()` }))
      .execute();
    await trx
      .updateTable("workspaces")
      .set({ plan: change.plan, updated_at: sql`now()` })
      .where("id", "=", workspaceId)
      .execute();
    // A paid plan in force makes the owners customers in the CRM (the stage never moves back).
    if (change.plan !== "free" && PAYING_STATUSES.includes(change.status))
      await fillCrmContactOfWorkspace(trx, { workspaceId, source: "subscription", stage: "customer" });
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

export async function savePaymentDetails(
  db: Kysely<Database>,
  workspaceId: string,
  details: PaymentDetails & { providerCustomerId?: string },
): Promise<void> {
  await fillCrmContactOfWorkspace(db, { workspaceId, source: "payment_details", fields: { country: details.country } });
  await db
    .updateTable("subscriptions")
    .set({
      customer_first_name: details.firstName,
      customer_last_name: details.lastName,
      customer_email: details.email,
      customer_country: details.country,
      customer_company: details.companyName ?? null,
      customer_address: details.address ?? null,
      customer_vat_id: details.vatId ?? null,
      ...(details.providerCustomerId ? { provider_customer_id: details.providerCustomerId } : {}),
      updated_at: sql`now()`,
    })
    .where("workspace_id", "=", workspaceId)
    .execute();
}
