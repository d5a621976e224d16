import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { applyTemplateAction } from "./apply-template-action.server";
import { loadDashboard } from "./load-dashboard.server";
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
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: "Europe/Amsterdam" }).format(new Date()),
  );
  const greeting = hour < 12 ? "greetingMorning" : hour < 18 ? "greetingAfternoon" : "greetingEvening";
  // A viewer sees the product read-only: no control that would only answer 403.
  return {
    title: t("dashboard.title"),
    greeting: t(`dashboard.${greeting}`, { name: user.name.split(" ")[0] }),
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
