// When a build's sources last changed: the web build and the render worker's bundle are made again
// when a source is newer than they are (test runs, the bench, the cluster checks).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The newest modification time of a source file under `dirs` (missing folders, node_modules and tests left out). */
export function newestSourceMtime(dirs) {
  return Math.max(0, ...dirs.filter((dir) => existsSync(dir)).map(newestIn));
}

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.endsWith(".test.ts")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}
