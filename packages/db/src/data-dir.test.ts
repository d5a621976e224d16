import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dataDir, workspaceRoot } from "./data-dir.ts";

describe("data folder", () => {
  it("is .data at the workspace root, found from any folder below it", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "pj-root-"));
    writeFileSync(path.join(root, "pnpm-workspace.yaml"), "packages: []\n");
    const deep = path.join(root, "web", "build", "server");
    mkdirSync(deep, { recursive: true });
    expect(workspaceRoot(deep)).toBe(root);
    expect(workspaceRoot(root)).toBe(root);
  });

  it("follows DATA_DIR when it is set", () => {
    expect(dataDir({ DATA_DIR: "/srv/paperjet" })).toBe("/srv/paperjet");
    expect(dataDir({})).toBe(path.join(workspaceRoot(), ".data"));
  });
});
