import { build } from "esbuild";
import { readdir, readFile, rename, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const engineRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BUNDLE_PATH = join(engineRoot, "dist", "paperjet-engine.js");

/** Sources the bundle is made of: a newer file in any of them makes the bundle stale. */
const SOURCE_DIRS = [join(engineRoot, "src"), join(engineRoot, "..", "template", "src"), join(engineRoot, "..", "fonts", "src")];

export async function buildBrowserBundle(): Promise<string> {
  // Written beside the target and renamed over it, so a process reading the
  // bundle at the same moment never sees half a file.
  const temporary = `${BUNDLE_PATH}.${process.pid}.${Date.now()}.tmp`;
  await build({
    entryPoints: [join(engineRoot, "src", "browser", "entry.ts")],
    outfile: temporary,
    bundle: true,
    format: "iife",
    globalName: "PaperjetEngine",
    platform: "browser",
    target: "chrome120",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
  });
  await rename(temporary, BUNDLE_PATH);
  return BUNDLE_PATH;
}

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) continue;
    newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/** Builds the bundle when it is missing or older than its sources; returns its source text. */
export async function ensureBrowserBundle(): Promise<string> {
  const built = await stat(BUNDLE_PATH).then((s) => s.mtimeMs, () => 0);
  const sources = Math.max(...(await Promise.all(SOURCE_DIRS.map(newestSource))));
  if (built < sources) await buildBrowserBundle();
  return readFile(BUNDLE_PATH, "utf8");
}
