import { sql, type Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { watermarkFor, type Plan } from "~/features/billing/plan-catalogue";
import { catalogPlan } from "~/features/billing/plan-catalogue.server";
import { loadSubscription } from "~/features/billing/subscriptions.server";
import { listTemplateDesigns } from "~/features/templates/list-template-designs.server";
import { listTemplates } from "~/features/templates/list-templates.server";
import { searchTemplates } from "~/features/templates/search-templates.server";
import type { TemplateSummary } from "~/features/templates/templates.server";
import type { Locale } from "~/utils/locale";
import { countGenerations } from "~/features/usage/count-generations.server";

export interface DashboardData {
  plan: Plan;
  /** Days left of the Basic trial; null outside a trial. */
  trialDaysLeft: number | null;
  /** Generations now carry a watermark (past the plan's allowance): the dashboard links to the plan choice. */
  watermarking: boolean;
  stats: {
    documentsThisMonth: number;
    /** The plan's monthly allowance; null = unlimited. */
    allowance: number | null;
    /** Generations left without a watermark on a plan whose first ones only are clean (Free); null: no such limit. */
    cleanLeft: number | null;
    apiCallsThisMonth: number;
    apiCallsTotal: number;
    templates: number;
  };
  templates: TemplateSummary[];
  search: { query: string; total: number } | null;
  designs: TemplateSummary[];
  showTour: boolean;
}

const LATEST = 6;

/** Everything the dashboard shows: usage against the plan, latest (or found) templates, library designs, the one-time tour. */
export async function loadDashboard({
  db,
  workspaceId,
  userId,
  locale,
  query,
  now = new Date(),
}: {
  db: Kysely<Database>;
  workspaceId: string;
  userId: number;
  locale: Locale;
  query?: string;
  now?: Date;
}): Promise<DashboardData> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const trimmed = query?.trim() ?? "";
  const [user, workspace, generations, calls, templateCount, found, designs] = await Promise.all([
    db.selectFrom("users").select(["dashboard_tour_seen_at"]).where("id", "=", userId).executeTakeFirstOrThrow(),
    loadSubscription(db, workspaceId, now),
    countGenerations({ db, workspaceId, now }),
    db
      .selectFrom("api_calls")
      .select([sql<string>`count(*)`.as("total"), sql<string>`count(*) filter (where created_at >= ${monthStart})`.as("month")])
      .where("workspace_id", "=", workspaceId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("templates")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("workspace_id", "=", workspaceId)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow(),
    trimmed
      ? searchTemplates({ db, workspaceId, query: trimmed, limit: 24 })
      : listTemplates({ db, workspaceId, limit: LATEST }).then((templates) => ({ templates, total: templates.length })),
    listTemplateDesigns({ db, locale }),
  ]);
  const plan = catalogPlan(workspace.plan);
  return {
    plan: plan.id,
    trialDaysLeft: workspace.trialDaysLeft,
    watermarking: watermarkFor(plan, generations),
    stats: {
      documentsThisMonth: generations.thisMonth,
      allowance: plan.pdfsPerMonth,
      cleanLeft: plan.cleanPdfs === null ? null : Math.max(0, plan.cleanPdfs - generations.total),
      apiCallsThisMonth: Number(calls.month),
      apiCallsTotal: Number(calls.total),
      templates: Number(templateCount.n),
    },
    templates: found.templates,
    search: trimmed ? { query: trimmed, total: found.total } : null,
    designs,
    showTour: !user.dashboard_tour_seen_at,
  };
}
