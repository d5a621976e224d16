import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useMatches } from "@remix-run/react";
import { AppShell } from "~/features/app-shell/app-shell";
import { listWorkspaces } from "~/features/workspaces/memberships.server";
import { requireAppUserPage } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { requireLocaleParam } from "~/utils/locale";

// Guards of the whole app area: authentication (→ login, back here after) and is-user.
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLocaleParam(params);
  const { user, workspace } = await requireAppUserPage(request);
  return { user, workspaces: await listWorkspaces(await getDb(), { userId: user.id, currentId: workspace.id }) };
}

export const handle = { i18n: ["app"], hideTopbar: true, hideFooter: true };

/** Child routes with `handle.hideAppChrome` (the designer) get the whole window. */
export default function AppLayout() {
  const { user, workspaces } = useLoaderData<typeof loader>();
  const bare = useMatches().some((match) => (match.handle as { hideAppChrome?: boolean } | undefined)?.hideAppChrome);
  if (bare) return <Outlet />;
  return (
    <AppShell user={user} workspaces={workspaces}>
      <Outlet />
    </AppShell>
  );
}
