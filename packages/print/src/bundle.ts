import { build } from "esbuild";
import { readFile, rename } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const printRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
export const BUNDLE_PATH = join(printRoot, "dist", "paperjet-print-page.js");

/** Build time only (`pnpm --filter @paperjet/print build`, run by npm start, npm test and the images). */
export async function buildBrowserBundle(): Promise<string> {
  // Written beside the target and renamed over it, so a process reading the
  // bundle at the same moment never sees half a file.
  const temporary = `${BUNDLE_PATH}.${process.pid}.${Date.now()}.tmp`;
  await build({
    entryPoints: [join(printRoot, "src", "page", "entry.ts")],
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

let bundle: Promise<string> | undefined;

/** The built bundle's source, read once per process; a missing bundle is a build step that did not run. */
export function readBrowserBundle(): Promise<string> {
  bundle ??= readFile(BUNDLE_PATH, "utf8").catch((error: NodeJS.ErrnoException) => {
    bundle = undefined;
    if (error.code !== "ENOENT") throw error;
    throw new Error(`${BUNDLE_PATH} is missing: build it with \`pnpm --filter @paperjet/print build\` (npm start and npm test do)`);
  });
  return bundle;
}
