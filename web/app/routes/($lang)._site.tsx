import { Outlet } from "@remix-run/react";
import { SiteShell } from "~/features/site/site-shell";

// The public marketing pages: top bar, page, footer. Pages load their own data and SEO.
export const handle = { i18n: ["site", "forms"] };

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
