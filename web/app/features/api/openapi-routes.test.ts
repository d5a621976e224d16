import path from "node:path";
import { fileURLToPath } from "node:url";
import { createOpenApiDocument } from "@paperjet/contracts";
import { describe, expect, it } from "vitest";
import { routeOperations } from "../../../tests/support/route-operations";

const routesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../routes");

describe("the OpenAPI document and the route files", () => {
  const operations = routeOperations(routesDir);
  const doc = createOpenApiDocument() as unknown as { paths: Record<string, Record<string, unknown>> };

  it("reads the routes' operations the way Remix serves them", () => {
    const keys = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    // Loaders, actions, adminRoute({ get, post }), DELETE branches, `[.]` and `index` segments; not onlyMethod() guards or splats.
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/templates",
        "POST /api/templates",
        "DELETE /api/templates/{id}",
        "POST /api/admin/users/index",
        "GET /api/admin/authors/{id}",
        "GET /api/v1/openapi.json",
        "POST /api/webhooks/chargebee",
      ]),
    );
    expect(keys).not.toContain("GET /api/auth/login");
    expect(keys.filter((k) => k.includes("$") || k.includes("{}"))).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it("documents every operation of every api.* route file, and nothing the routes do not answer", () => {
    expect(operations.filter((o) => !doc.paths[o.path]?.[o.method]).map((o) => `${o.method.toUpperCase()} ${o.path} (${o.file})`)).toEqual(
      [],
    );
    const answered = new Set(operations.map((o) => `${o.method} ${o.path}`));
    const documented = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m} ${p}`));
    expect(documented.filter((key) => !answered.has(key))).toEqual([]);
  });
});
