import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = new URL(".", import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The package runs unchanged in the browser (designer preview, the worker's Chromium). */
describe("package sources", () => {
  const files = sourceFiles(SRC);

  it("are found", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [f.slice(SRC.length), f]))("%s imports only zod and its own files, and never evaluates code", (_, file) => {
    const source = readFileSync(file, "utf8");
    const imports = [...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
    expect(imports.filter((name) => name !== "zod" && !name.startsWith("."))).toEqual([]);
    expect(source).not.toMatch(/\beval\s*\(|\bnew Function\b|\bFunction\s*\(/);
  });
});
