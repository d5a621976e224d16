import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { applyTemplateAction } from "./apply-template-action.server";
import { loadDashboard } from "./load-dashboard.server";
import { partOfDay, type PartOfDay } from "./part-of-day";
import { requireAppUserPage } from "~/features/auth/auth.server";
import { can } from "~/features/workspaces/permissions";
import { getDb } from "~/utils/db.server";
import { getPageT } from "~/utils/page-i18n.server";
import { readForm } from "~/utils/read-body.server";

// Shared by /app and /app/dashboard (both show the dashboard).
export async function dashboardLoader({ request, params }: LoaderFunctionArgs) {
  const { locale, t } = await getPageT(params, "app");
  const { user, workspace } = await requireAppUserPage(request);
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const dashboard = await loadDashboard({ db: await getDb(), workspaceId: workspace.id, userId: user.id, locale, query });
  // The server does not know the visitor's time zone: it greets by Amsterdam's clock, and the page
  // greets again by the browser's own once it has hydrated (dashboard-page.tsx).
  const name = user.name.split(" ")[0];
  // A viewer sees the product read-only: no control that would only answer 403.
  return {
    title: t("dashboard.title"),
    greetings: {
      morning: t("dashboard.greetingMorning", { name }),
      afternoon: t("dashboard.greetingAfternoon", { name }),
      evening: t("dashboard.greetingEvening", { name }),
    } satisfies Record<PartOfDay, string>,
    partOfDay: partOfDay(new Date(), "Europe/Amsterdam"),
    canWrite: can(workspace.role, "templates:write"),
    ...dashboard,
  };
}

export async function dashboardAction({ request, params }: ActionFunctionArgs) {
  const { locale, t } = await getPageT(params, "app");
  const { user, workspace } = await requireAppUserPage(request);
  return applyTemplateAction({
    db: await getDb(),
    workspaceId: workspace.id,
    userId: user.id,
    role: workspace.role,
    form: await readForm(request),
    locale,
    t,
  });
}
