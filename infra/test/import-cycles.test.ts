import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import madge from "madge";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Runtime imports only: a type-only import is erased and cannot form a cycle at run time (the
 * element union names group children, which are elements). Test files are left out; they import
 * what they test and nothing imports them. Imports across packages go by package name and are not
 * followed, so each package is checked on its own files.
 */
async function importGraph(dirs: string[], { everyImport = false, minFiles = 100 } = {}) {
  const graph = await madge(
    dirs.map((d) => `${root}${d}`),
    {
      baseDir: root,
      fileExtensions: ["ts", "tsx"],
      excludeRegExp: everyImport ? [/node_modules/, /\/dist\//] : [/node_modules/, /\.test\.tsx?$/, /\/dist\//],
      tsConfig: `${root}web/tsconfig.json`,
      detectiveOptions: { ts: { skipTypeImports: !everyImport }, tsx: { skipTypeImports: !everyImport } },
    },
  );
  expect(Object.keys(graph.obj()).length).toBeGreaterThan(minFiles);
  return graph;
}

/**
 * The runtime import graph of packages/ and web/app, built once for the tests that read it: madge
 * takes seconds, and a file's imports do not depend on which folders the graph starts from.
 */
let runtimeGraph: ReturnType<typeof importGraph> | undefined;
const packagesAndApp = () => (runtimeGraph ??= importGraph(["packages", "web/app"]));
/** web/app's files and their runtime imports. */
const webAppGraph = async () =>
  Object.fromEntries(Object.entries((await packagesAndApp()).obj()).filter(([file]) => file.startsWith("web/app/")));

/**
 * A feature's public modules are the files at the top of its folder (`features/<area>/<file>`); files
 * in a subfolder (`features/designer/state/…`) are the feature's own (CONTRIBUTING.md, "A feature
 * folder"). Returns the feature a path belongs to and whether it is public, or undefined outside features/.
 */
function featureModule(path: string): { feature: string; isPublic: boolean } | undefined {
  const match = /^web\/app\/features\/([^/]+)\/(.+)$/.exec(path);
  return match ? { feature: match[1]!, isPublic: !match[2]!.includes("/") } : undefined;
}

/** Imports of another feature's non-public module, as "importer → imported". */
function reachesIntoFeatures(graph: Record<string, string[]>): string[] {
  return Object.entries(graph).flatMap(([file, deps]) =>
    deps
      .filter((dep) => {
        const target = featureModule(dep);
        return target !== undefined && !target.isPublic && featureModule(file)?.feature !== target.feature;
      })
      .map((dep) => `${file} → ${dep}`),
  );
}

describe("the public modules of a feature", () => {
  it("are the files at the top of its folder", () => {
    expect(featureModule("web/app/features/api/create-api-key.server.ts")).toEqual({ feature: "api", isPublic: true });
    expect(featureModule("web/app/features/designer/designer.tsx")).toEqual({ feature: "designer", isPublic: true });
    expect(featureModule("web/app/features/designer/state/designer-store.ts")).toEqual({ feature: "designer", isPublic: false });
    expect(featureModule("web/app/utils/db.server.ts")).toBeUndefined();
  });

  it("are all that routes and other features import", () => {
    const graph = {
      "web/app/routes/a.tsx": ["web/app/features/designer/designer.tsx", "web/app/features/designer/state/commands.ts"],
      "web/app/features/admin/x.tsx": ["web/app/features/designer/canvas/rulers.tsx", "web/app/utils/db.server.ts"],
      "web/app/features/designer/designer.tsx": ["web/app/features/designer/state/commands.ts"],
    };
    expect(reachesIntoFeatures(graph)).toEqual([
      "web/app/routes/a.tsx → web/app/features/designer/state/commands.ts",
      "web/app/features/admin/x.tsx → web/app/features/designer/canvas/rulers.tsx",
    ]);
  });
});

describe("the import graph", () => {
  it("of packages/ and web/app has no cycles", async () => {
    expect((await packagesAndApp()).circular()).toEqual([]);
  }, 120_000);

  // The layers of web/app (CONTRIBUTING.md): utils/, components/ and config/ are below features/.
  it("of web/app: utils, components and config import no feature", async () => {
    const graph = await webAppGraph();
    const upward = Object.entries(graph)
      .filter(([file]) => /^web\/app\/(utils|components|config)\//.test(file))
      .flatMap(([file, deps]) => deps.filter((dep) => dep.startsWith("web/app/features/")).map((dep) => `${file} → ${dep}`));
    expect(upward).toEqual([]);
  }, 120_000);

  // Nothing test-only ships with the app: no file under web/app but a test imports test support,
  // a package's or the worker's test helpers, or infra/ (CONTRIBUTING.md, "Layout").
  it("of web/app: no app file imports test support or infra/", async () => {
    const graph = await webAppGraph();
    const testOnly = Object.entries(graph)
      .filter(([file]) => file.startsWith("web/app/"))
      .flatMap(([file, deps]) =>
        deps
          .filter((dep) =>
            /^(web\/tests\/|infra\/|render-worker\/test\/|packages\/[^/]+\/test\/|packages\/test-kit\/)|\.testing$|\.testing\.ts$/.test(
              dep,
            ),
          )
          .map((dep) => `${file} → ${dep}`),
      );
    expect(testOnly).toEqual([]);
    expect(Object.keys(graph).filter((file) => /\.testing\.tsx?$|test-harness/.test(file))).toEqual([]);
  }, 120_000);

  // Helpers several parts' tests share live in @paperjet/test-kit, not in another part's test folder.
  // Tests are what would reach there, and madge leaves them out: their import lines are read instead.
  it("of web/, integrations/, bench/ and infra/, tests included: nothing reaches into the worker's or a package's tests", () => {
    const files = ["web", "integrations", "bench", "infra"].flatMap((dir) =>
      readdirSync(`${root}${dir}`, { recursive: true, encoding: "utf8" })
        .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/(^|\/)(node_modules|build)\//.test(f))
        .map((f) => `${dir}/${f}`),
    );
    expect(files.length).toBeGreaterThan(300);
    const reaching = files.filter((file) =>
      /from "(\.\.\/)+(render-worker\/test|packages\/[^/"]+\/test)\//.test(readFileSync(`${root}${file}`, "utf8")),
    );
    expect(reaching).toEqual([]);
  });

  // Type imports and tests count too: a test that reaches into a feature breaks when its insides move.
  it("of web/app: routes and features import only another feature's public modules", async () => {
    const graph = (await importGraph(["web/app"], { everyImport: true })).obj();
    expect(
      reachesIntoFeatures(graph),
      "imports of a file in another feature's subfolder (make it a top-level module or import one)",
    ).toEqual([]);
  }, 120_000);

  // A migration is replayed as it was written: it imports no live content (library designs, app code),
  // only kysely and files of its own kind (a frozen copy of what it inserts sits beside it as JSON).
  it("of packages/db: a migration imports only other migrations", async () => {
    const graph = (await importGraph(["packages/db/src/migrations"], { minFiles: 20 })).obj();
    const migration = /^packages\/db\/src\/migrations\/\d{4}_\d{2}_\d{2}_\d{4}_\w+\.(ts|json)$/;
    const live = Object.entries(graph)
      .filter(([file]) => migration.test(file))
      .flatMap(([file, deps]) => deps.filter((dep) => !migration.test(dep)).map((dep) => `${file} → ${dep}`));
    expect(live).toEqual([]);
  }, 120_000);
});
