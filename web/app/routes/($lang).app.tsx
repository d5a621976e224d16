import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useMatches } from "@remix-run/react";
import { AppShell } from "~/features/app-shell/app-shell";
import { requireAppUserPage } from "~/utils/auth.server";
import { requireLocaleParam } from "~/utils/locale";

// Guards of the whole app area: authentication (→ login, back here after) and is-user.
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireLocaleParam(params);
  const { user } = await requireAppUserPage(request);
  return { user };
}

export const handle = { i18n: ["app"], hideTopbar: true, hideFooter: true };

/** Child routes with `handle.hideAppChrome` (the designer) get the whole window. */
export default function AppLayout() {
  const { user } = useLoaderData<typeof loader>();
  const bare = useMatches().some((match) => (match.handle as { hideAppChrome?: boolean } | undefined)?.hideAppChrome);
  if (bare) return <Outlet />;
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}
