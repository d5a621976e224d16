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
async function cyclesIn(dirs: string[]): Promise<string[][]> {
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
  return graph.circular();
}

describe("the import graph", () => {
  it("of packages/ and web/app has no cycles", async () => {
    expect(await cyclesIn(["packages", "web/app"])).toEqual([]);
  }, 120_000);
});
