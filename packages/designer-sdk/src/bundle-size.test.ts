import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("the SDK bundle", () => {
  it("builds an IIFE defining window.PaperjetDesigner and an ES module, each under 10 kB gzipped", () => {
    execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: root });
    const iife = readFileSync(`${root}dist/designer.js`);
    const esm = readFileSync(`${root}dist/designer.mjs`);
    expect(gzipSync(iife).length).toBeLessThan(10 * 1024);
    expect(gzipSync(esm).length).toBeLessThan(10 * 1024);
    const scope: { PaperjetDesigner?: { mount?: unknown; PROTOCOL_VERSION?: number } } = {};
    new Function("window", `${iife.toString()};window.PaperjetDesigner = PaperjetDesigner;`)(scope);
    expect(typeof scope.PaperjetDesigner?.mount).toBe("function");
    expect(scope.PaperjetDesigner?.PROTOCOL_VERSION).toBe(1);
  });

  it("has no runtime dependencies", () => {
    const manifest = JSON.parse(readFileSync(`${root}package.json`, "utf8"));
    expect(manifest.dependencies).toBeUndefined();
  });
});
