import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The workspace root: the nearest folder at or above `from` holding
 * pnpm-workspace.yaml. Found from the working directory rather than from this
 * file, because bundling moves this code into the web build.
 */
export function workspaceRoot(from = process.cwd()): string {
  let dir = path.resolve(from);
  while (!existsSync(path.join(dir, "pnpm-workspace.yaml"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
  return dir;
}

/** Where the embedded setup keeps its state (PGlite, uploaded media): DATA_DIR, or `.data/` at the workspace root. */
export function dataDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.DATA_DIR || path.join(workspaceRoot(), ".data"));
}
