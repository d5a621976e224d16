import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoaderData } from "~/root";

/** The root loader's data (locale, user, CSRF token, social logins, cookie consent); see `loader` in root.tsx. */
export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData("root") as RootLoaderData | undefined;
}
