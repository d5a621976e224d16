import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoaderData } from "~/root";

/** The root loader's data: `{ locale, user, csrfToken, oauth }`. */
export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData("root") as RootLoaderData | undefined;
}

/** The signed-in user, or null for visitors. */
export function useOptionalUser() {
  return useRootData()?.user ?? null;
}
