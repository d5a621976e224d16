import type { MetaFunction } from "@remix-run/node";
import { DashboardPage } from "~/features/dashboard/dashboard-page";
import { dashboardAction, dashboardLoader } from "~/features/dashboard/dashboard-route.server";

// /app is the app's home: the dashboard.
export const loader = dashboardLoader;
export const action = dashboardAction;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Dashboard" }];

export default DashboardPage;
