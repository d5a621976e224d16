import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface RouteOperation {
  method: "get" | "post" | "put" | "delete";
  path: string;
  file: string;
}

/**
 * `api.templates.$id.versions.ts` → `/api/templates/{id}/versions`, as Remix's flat routes read it: `[.]` is a
 * dot, a trailing `_` only opts out of nesting, a leading `_` (`_index`, pathless layouts) adds no segment, and
 * a plain `index` is a literal segment.
 */
export function routePath(file: string): string | null {
  const name = file.replace(/\.tsx?$/, "");
  const segments = name
    .replace(/\[\.\]/g, "\uE000")
    .split(".")
    .map((s) => s.replace(/\uE000/g, "."));
  if (segments.includes("$")) return null; // splats answer unknown paths with 404
  const parts = segments.filter((s) => !s.startsWith("_")).map((s) => (s.startsWith("$") ? `{${s.slice(1)}}` : s.replace(/_$/, "")));
  return `/${parts.join("/")}`;
}

/**
 * The operations a route file answers, read from its source: a `loader` answers GET and an `action`
 * POST unless it is `onlyMethod(…)`/`postOnly` (which only turns other methods away); `adminRoute({ get, post })`
 * answers the methods it names; an action that branches on `request.method === "DELETE"` also answers DELETE, and one
 * that turns away everything but PUT (`request.method !== "PUT"`) answers PUT instead of POST.
 */
export function routeOperations(routesDir: string): RouteOperation[] {
  const operations: RouteOperation[] = [];
  for (const file of readdirSync(routesDir)
    .filter((f) => /^api\..*\.tsx?$/.test(f))
    .sort()) {
    const apiPath = routePath(file);
    if (!apiPath) continue;
    const source = readFileSync(path.join(routesDir, file), "utf8");
    const methods = new Set<RouteOperation["method"]>();
    const admin = /adminRoute\(\{([\s\S]*?)\n\}\)/.exec(source);
    if (admin) {
      if (/^\s*get:/m.test(admin[1]!)) methods.add("get");
      if (/^\s*post:/m.test(admin[1]!)) methods.add("post");
    } else {
      const guard = (name: string) => new RegExp(`export const ${name} = (onlyMethod\\(|postOnly|getOnly|deleteOnly)`).test(source);
      if (/export (const|async function|function) loader\b/.test(source) && !guard("loader")) methods.add("get");
      // An action that answers DELETE and turns every other method away with onlyMethod("DELETE") answers no POST.
      const deleteOnly = /onlyMethod\("DELETE"\)/.test(source) && /request\.method === "DELETE"/.test(source);
      const putOnly = /request\.method !== "PUT"/.test(source);
      if (/export (const|async function|function) action\b/.test(source) && !guard("action") && !deleteOnly && !putOnly)
        methods.add("post");
      if (putOnly) methods.add("put");
      if (/request\.method === "DELETE"/.test(source)) methods.add("delete");
    }
    for (const method of methods) operations.push({ method, path: apiPath, file });
  }
  return operations;
}
