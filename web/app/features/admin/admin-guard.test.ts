import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { useTestApp } from "../../../tests/support/test-app";
import { signUpForAdminTests } from "../../../tests/support/admin-accounts";

useTestApp();

/**
 * Walks every admin route file, so a new one cannot forget the guard: each `/api/admin/*` route
 * answers 401 without a caller and 403 for a signed-in non-admin, for GET and POST alike; each
 * `/app/admin*` page sends a visitor to the login page and refuses a non-admin with 403.
 */
type RouteModule = { loader?: (args: unknown) => unknown; action?: (args: unknown) => unknown };
const ROUTES = path.resolve(__dirname, "../../routes");
const files = readdirSync(ROUTES);
// Publishing to the template library is an admin call under /api/dev (docs/product.md §7).
const apiFiles = files.filter((f) => f.startsWith("api.admin.") || f.startsWith("api.dev.global_templates."));
const pageFiles = files.filter((f) => f.startsWith("($lang).app.admin"));

const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";
/** The URL and params a route file answers: `$id` gets an unknown id, `$` a made-up rest. */
function urlOf(file: string, prefix: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const segments = file
    .replace(/\.tsx?$/, "")
    .replace(/^\(\$lang\)\./, "")
    .split(".")
    .filter((s) => s !== "_index")
    .map((segment) => {
      if (segment === "$") return (params["*"] = "unknown-call");
      if (segment.startsWith("$")) return (params[segment.slice(1)] = SAMPLE_ID);
      return segment;
    });
  return { url: `${prefix}/${segments.join("/")}`, params };
}

async function call(client: RouteClient | null, module: RouteModule, file: string, method: "GET" | "POST", prefix = "") {
  const { url, params } = urlOf(file, prefix);
  const handler = method === "GET" ? module.loader : module.action;
  if (!handler) throw new Error(`${file} has no ${method === "GET" ? "loader" : "action"}`);
  const init = method === "POST" ? { method, json: {} } : { method };
  const c = client ?? new RouteClient();
  return c.call(handler as never, c.request(url, { ...init, bearer: client ? undefined : null }), params);
}

describe("the admin guard on every admin route file", () => {
  let member: Awaited<ReturnType<typeof signUpForAdminTests>>;
  beforeAll(async () => {
    member = await signUpForAdminTests("not-admin");
  });

  it("finds the admin routes (the walk itself works)", () => {
    expect(apiFiles).toEqual(
      expect.arrayContaining([
        "api.admin.dashboard.statistics.ts",
        "api.admin.users.index.ts",
        "api.admin.posts.$id.update.ts",
        "api.admin.$.ts",
        "api.dev.global_templates.store.ts",
        "api.admin.form-submissions.ts",
      ]),
    );
    expect(pageFiles).toEqual(
      expect.arrayContaining(["($lang).app.admin.tsx", "($lang).app.admin.templates.$uuid.tsx", "($lang).app.admin.surveys.$uuid.tsx"]),
    );
  });

  it.each(apiFiles)("%s: 401 without a caller, 403 for a non-admin (GET and POST)", async (file) => {
    const module = (await import(path.join(ROUTES, file))) as RouteModule;
    for (const method of ["GET", "POST"] as const) {
      const anonymous = await call(null, module, file, method);
      expect(anonymous.status, `${method} ${file} anonymous`).toBe(401);
      expect(anonymous.headers.get("Content-Type")).toMatch(/problem\+json/);
      const forbidden = await call(member.client, module, file, method);
      expect(forbidden.status, `${method} ${file} non-admin`).toBe(403);
      expect((await forbidden.json()).detail).toBe("This needs an administrator account.");
    }
  });

  it.each(pageFiles)("%s: a visitor goes to the login page, a non-admin gets 403, in English and Dutch", async (file) => {
    const module = (await import(path.join(ROUTES, file))) as RouteModule;
    for (const prefix of ["", "/nl"]) {
      const anonymous = await call(null, module, file, "GET", prefix);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("Location")).toMatch(new RegExp(`^${prefix}/auth/login\\?redirectTo=`));
      const forbidden = await call(member.client, module, file, "GET", prefix);
      expect(forbidden.status).toBe(403);
    }
  });
});
