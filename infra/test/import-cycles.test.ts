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
async function importGraph(dirs: string[]) {
  const graph = await madge(
    dirs.map((d) => `${root}${d}`),
    {
      baseDir: root,
      fileExtensions: ["ts", "tsx"],
      excludeRegExp: [/node_modules/, /\.test\.tsx?$/, /\/dist\//],
      tsConfig: `${root}web/tsconfig.json`,
      detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
    },
  );
  expect(Object.keys(graph.obj()).length).toBeGreaterThan(100);
  return graph;
}

describe("the import graph", () => {
  it("of packages/ and web/app has no cycles", async () => {
    expect((await importGraph(["packages", "web/app"])).circular()).toEqual([]);
  }, 120_000);

  // The layers of web/app (CONTRIBUTING.md): utils/, components/ and config/ are below features/.
  it("of web/app: utils, components and config import no feature", async () => {
    const graph = (await importGraph(["web/app"])).obj();
    const upward = Object.entries(graph)
      .filter(([file]) => /^web\/app\/(utils|components|config)\//.test(file))
      .flatMap(([file, deps]) => deps.filter((dep) => dep.startsWith("web/app/features/")).map((dep) => `${file} → ${dep}`));
    expect(upward).toEqual([]);
  }, 120_000);

  // Nothing test-only ships with the app: no file under web/app but a test imports test support,
  // a package's or the worker's test helpers, or infra/ (CONTRIBUTING.md, "Layout").
  it("of web/app: no app file imports test support or infra/", async () => {
    const graph = (await importGraph(["web/app"])).obj();
    const testOnly = Object.entries(graph)
      .filter(([file]) => file.startsWith("web/app/"))
      .flatMap(([file, deps]) =>
        deps
          .filter((dep) => /^(web\/tests\/|infra\/|render-worker\/test\/|packages\/[^/]+\/test\/)|\.testing$|\.testing\.ts$/.test(dep))
          .map((dep) => `${file} → ${dep}`),
      );
    expect(testOnly).toEqual([]);
    expect(Object.keys(graph).filter((file) => /\.testing\.tsx?$|test-harness/.test(file))).toEqual([]);
  }, 120_000);
});
