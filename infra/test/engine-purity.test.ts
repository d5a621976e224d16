import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const manifest = (pkg: string) => JSON.parse(readFileSync(new URL(`../../packages/${pkg}/package.json`, import.meta.url), "utf8"));

describe("the engine package", () => {
  it("runs without a browser: it declares neither playwright-core nor a bundler, and builds nothing", () => {
    const engine = manifest("engine");
    const declared = Object.keys({ ...engine.dependencies, ...engine.devDependencies });
    expect(declared.filter((d) => ["playwright-core", "esbuild"].includes(d))).toEqual([]);
    expect(engine.scripts.build).toBeUndefined();
  });

  it("leaves printing to @paperjet/print, whose bundle is made by its build script", () => {
    const print = manifest("print");
    expect(Object.keys(print.dependencies)).toContain("playwright-core");
    expect(print.scripts.build).toBe("tsx scripts/build.mts");
  });
});
