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
  it("of web/, bench/ and infra/, tests included: nothing reaches into the worker's or a package's tests", () => {
    const files = ["web", "bench", "infra"].flatMap((dir) =>
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
});
