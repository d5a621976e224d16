// The render worker as one ES module (dist/main.mjs): its own code and the workspace packages it
// imports, bundled by esbuild; npm packages stay imports, resolved from node_modules at run time.
// Started as `node dist/main.mjs`, the worker loads no TypeScript loader and a handful of files
// instead of hundreds (docs/decisions/089).
import { build } from "esbuild";
import { existsSync, readdirSync, readFileSync, renameSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { newestSourceMtime } from "../../infra/scripts/newest-source.mjs";

const workerRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.dirname(workerRoot);

/** The built worker, which `node` runs with the worker's folder as working directory. */
export const WORKER_ENTRY = path.join(workerRoot, "dist", "main.mjs");

/** Bundles src/main.ts into WORKER_ENTRY, written aside and renamed so that a starting worker never reads half a file. */
export async function buildWorker() {
  const temporary = `${WORKER_ENTRY}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(workerRoot, "src", "main.ts")],
    outfile: temporary,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
    plugins: [npmPackagesExternal, ownImportMetaUrl],
  });
  renameSync(temporary, WORKER_ENTRY);
  return WORKER_ENTRY;
}

/** Whether a source the bundle is made of (the worker's or a workspace package's) is newer than it. */
export function workerBuildIsStale() {
  if (!existsSync(WORKER_ENTRY)) return true;
  const built = statSync(WORKER_ENTRY).mtimeMs;
  const sources = [
    path.join(workerRoot, "src"),
    ...readdirSync(path.join(repoRoot, "packages")).map((p) => path.join(repoRoot, "packages", p, "src")),
  ];
  return newestSourceMtime(sources) > built;
}

/** Builds the worker unless it is up to date: for test runs and scripts started without `npm start`'s build. */
export async function ensureWorkerBuilt() {
  if (workerBuildIsStale()) await buildWorker();
  return WORKER_ENTRY;
}

/** Bare imports other than the workspace's own packages stay imports: native modules, Chromium's driver, the rest of npm. */
const npmPackagesExternal = {
  name: "npm-packages-external",
  setup: (b) =>
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@paperjet/") ? undefined : { path: args.path, external: true })),
};

/**
 * Modules that find files beside themselves (the print page's bundle, the font files) do so through
 * `import.meta.url`: each keeps its own source file's URL rather than the bundle's.
 */
const ownImportMetaUrl = {
  name: "own-import-meta-url",
  setup: (b) =>
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      return { contents: source.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)), loader: "ts" };
    }),
};

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`built ${await buildWorker()}`);
