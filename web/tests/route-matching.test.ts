import { createMemoryHistory, createRouter, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The router is patched (docs/decisions/085-route-matching-cache.md) to flatten and rank a routes array
// once and to keep compiled path patterns. These tests hold it to what matching without the cache
// answers, including after routes discovered during navigation are added to the same array in place.

const tree = (): AgnosticRouteObject[] => [
  {
    id: "lang",
    path: ":lang?",
    children: [
      { id: "home", index: true },
      { id: "app", path: "app", children: [{ id: "dashboard", path: "dashboard" }] },
      { id: "designer", path: "app/designer/:id" },
      { id: "blog", path: "blog/*" },
    ],
  },
];

const ids = (routes: AgnosticRouteObject[], path: string) => matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;

describe("route matching with the cached branches", () => {
  it("answers the same matches and parameters on every call for the same routes", () => {
    const routes = tree();
    for (let round = 0; round < 2; round++) {
      expect(ids(routes, "/nl/app/dashboard")).toEqual(["lang", "app", "dashboard"]);
      expect(matchRoutes(routes, "/nl/app/designer/tpl%201")?.at(-1)?.params).toEqual({ lang: "nl", id: "tpl 1" });
      expect(matchRoutes(routes, "/blog/guides/tables")?.at(-1)?.params).toEqual({ lang: undefined, "*": "guides/tables" });
      expect(ids(routes, "/")).toEqual(["lang", "home"]);
      expect(ids(routes, "/nl/nowhere/at/all")).toBeNull();
    }
  });

  it("keeps a case-sensitive pattern apart from the same path matched without case", () => {
    const routes: AgnosticRouteObject[] = [
      { id: "exact", path: "pricing", caseSensitive: true },
      { id: "loose", path: "pricing" },
    ];
    expect(ids(routes, "/pricing")).toEqual(["exact"]);
    expect(ids(routes, "/PRICING")).toEqual(["loose"]);
  });

  it("sees routes that navigation discovers and adds to the routes already matched against", () => {
    const router = createRouter({ routes: tree(), history: createMemoryHistory({ initialEntries: ["/"] }) });
    const routes = router.routes;
    expect(ids(routes, "/nl/app/settings")).toBeNull();

    router.patchRoutes("app", [{ id: "settings", path: "settings" }]);
    expect(ids(router.routes, "/nl/app/settings")).toEqual(["lang", "app", "settings"]);
    // Discovery adds into the arrays in place; the array matched before sees the new route too.
    expect(ids(routes, "/nl/app/settings")).toEqual(["lang", "app", "settings"]);
    router.dispose();
  });
});
