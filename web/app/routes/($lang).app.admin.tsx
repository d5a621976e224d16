import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { AdminNav } from "~/features/admin/admin-ui";
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
      <Outlet />
    </div>
  );
}
