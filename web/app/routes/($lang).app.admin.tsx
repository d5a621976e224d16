import type { LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorView } from "~/components/error-view";
import { AdminLoading, AdminNav, card } from "~/features/admin/admin-ui";
import { requireAdminPage } from "~/features/auth/auth.server";

export const handle = { i18n: ["app"] };

// Admin guard for /app/admin and everything under it; each page's loader guards again (they run in parallel).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  return null;
}

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <AdminNav />
      <AdminLoading />
      <Outlet />
    </div>
  );
}

/** A failing admin page keeps the admin navigation and says what happened (404: no such record). */
export function ErrorBoundary() {
  const { t } = useTranslation("app");
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Not an administrator: no admin navigation, the app's 403 page. (Rethrowing the error here is
  // not caught during server rendering, so a full page load answered "Internal Server Error".)
  if (status === 403) return <ErrorView status={403} embedded />;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <AdminNav />
      <div role="alert" className={card}>
        <h1 className="text-xl font-semibold text-slate-900">{status === 404 ? t("admin.error.notFound") : t("admin.error.failed")}</h1>
        <p className="mt-2 text-sm text-slate-600">{status === 404 ? t("admin.error.notFoundHint") : t("admin.error.failedHint")}</p>
      </div>
    </div>
  );
}
