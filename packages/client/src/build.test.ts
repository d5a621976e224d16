import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// dist/ is what `pnpm -r run build` (and so `npm test`) makes: the published package.
const dist = (file: string) => new URL(`../dist/${file}`, import.meta.url);

describe("the built package", () => {
  it("loads as ESM and as CommonJS, each with its declarations and the same exports", async () => {
    expect(existsSync(dist("esm/index.js")), "build first: pnpm --filter @paperjet/client build").toBe(true);
    const esm = await import(dist("esm/index.js").href);
    const cjs = createRequire(import.meta.url)(dist("cjs/index.js").pathname);
    expect(Object.keys(cjs).sort()).toEqual(Object.keys(esm).sort());
    expect(typeof cjs.Paperjet).toBe("function");
    expect(typeof esm.verifyWebhook).toBe("function");
    for (const file of ["esm/index.d.ts", "cjs/index.d.ts", "esm/openapi.d.ts"]) expect(existsSync(dist(file))).toBe(true);
  });
});
