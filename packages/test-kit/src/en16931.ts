import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { setPriority } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { readFile } from "node:fs/promises";

/**
 * The official EN 16931 validation artefacts are a test tool, never part of the repository: they sit
 * in `shared/validation/en16931/` beside the clone (CI and developers' machines have them), or where
 * EN16931_RULES_DIR points. Without them the conformance tests skip, saying where to get them.
 */
export const RULES_DIR = process.env.EN16931_RULES_DIR ?? fileURLToPath(new URL("../../../../shared/validation/en16931/", import.meta.url));
export const rulesPresent = ["CII", "UBL"].every((syntax) => existsSync(join(RULES_DIR, `EN16931-${syntax}-validation.xslt`)));
export const RULES_MISSING =
  `EN 16931 validation artefacts not found in ${RULES_DIR}: the conformance tests are skipped. ` +
  "Get EN16931-CII-validation.xslt and EN16931-UBL-validation.xslt from release validation-1.3.16 of the European Commission's " +
  "eInvoicing-EN16931 project (https://github.com/ConnectingEurope/eInvoicing-EN16931/releases) and put them in " +
  "../shared/validation/en16931/ beside the repository, or point EN16931_RULES_DIR at them.";

export type Syntax = "cii" | "ubl";

const require = createRequire(import.meta.url);
const run = promisify(execFile);

type Saxon = {
  transform(options: object, mode: "async"): Promise<{ principalResult: string }>;
};
const SaxonJS = require("saxon-js") as Saxon;

const CACHE = fileURLToPath(new URL("../../../node_modules/.cache/en16931/", import.meta.url));
const files = (syntax: Syntax) => ({
  xsl: join(RULES_DIR, `EN16931-${syntax.toUpperCase()}-validation.xslt`),
  sef: join(CACHE, `${syntax}.sef.json`),
});
const isCompiled = ({ xsl, sef }: { xsl: string; sef: string }) => existsSync(sef) && statSync(sef).mtimeMs >= statSync(xsl).mtimeMs;
// A larger young generation: the compiler allocates short-lived objects by the gigabyte, and V8's
// default 16 MB semi-space collected them ≈ 8–15 % of its CPU sooner (21.2 → 17.9 CPU-s for UBL).
const compilerArgs = (xsl: string, out: string) => [
  "--max-semi-space-size=64",
  require.resolve("xslt3"),
  `-xsl:${xsl}`,
  `-export:${out}`,
  "-nogo",
  "-relocate:on",
];

/**
 * The stylesheet compiled to SEF once (≈ 18–20 CPU-s each) into node_modules/.cache, again only when the
 * XSLT is newer. While the run's background compiler (precompileRules) is at it, its result is awaited:
 * a second compiler beside it would only halve the speed of both. Asynchronous, as is everything here:
 * a test worker blocked for a minute misses vitest's RPC deadline ("Timeout calling onTaskUpdate"),
 * which fails the whole run.
 */
export async function compiledRules(syntax: Syntax): Promise<string> {
  const { xsl, sef } = files(syntax);
  while (!isCompiled({ xsl, sef }) && backgroundCompiling({ xsl, sef })) await new Promise((resolve) => setTimeout(resolve, 1_000));
  if (!isCompiled({ xsl, sef })) {
    mkdirSync(CACHE, { recursive: true });
    // Written aside and renamed: two test files may compile at once, and neither may read half a file.
    const partial = `${sef}.${process.pid}.partial`;
    await run(process.execPath, compilerArgs(xsl, partial));
    renameSync(partial, sef);
  }
  return sef;
}

const marker = (sef: string) => `${sef}.compiling`;
/** The background compiler of this stylesheet runs: its pid is in the marker, and that process compiles `xsl` (not a reused pid). */
function backgroundCompiling({ xsl, sef }: { xsl: string; sef: string }): boolean {
  try {
    return readFileSync(`/proc/${readFileSync(marker(sef), "utf8")}/cmdline`, "latin1").includes(xsl);
  } catch {
    return false; // No marker, or the process is gone.
  }
}

/**
 * Compiles the stale stylesheets in the background at the lowest CPU priority, for a test run's global
 * setup: a fresh clone's run then compiles them in the time its browser tests leave a core idle, and
 * its conformance tests find them ready. Returns what stops the compilers still running.
 */
export function precompileRules(): () => void {
  if (!rulesPresent) return () => {};
  const compilers = (["cii", "ubl"] as const)
    .map(files)
    .filter((rules) => !isCompiled(rules))
    .map(({ xsl, sef }) => {
      mkdirSync(CACHE, { recursive: true });
      const partial = `${sef}.background.partial`;
      const child = spawn(process.execPath, compilerArgs(xsl, partial), { stdio: "ignore" });
      if (child.pid) {
        setPriority(child.pid, 19);
        writeFileSync(marker(sef), String(child.pid));
      }
      child.once("exit", (code) => {
        if (code === 0 && existsSync(partial)) renameSync(partial, sef);
        rmSync(partial, { force: true });
        rmSync(marker(sef), { force: true });
      });
      return child;
    });
  return () => compilers.forEach((child) => child.exitCode === null && child.kill());
}

// A compiled stylesheet is 5–7 MB of JSON: read once per syntax and test file, not once per invoice.
const stylesheets = new Map<Syntax, Promise<object>>();
const stylesheet = (syntax: Syntax) => {
  if (!stylesheets.has(syntax))
    stylesheets.set(
      syntax,
      compiledRules(syntax).then(async (file) => JSON.parse(await readFile(file, "utf8")) as object),
    );
  return stylesheets.get(syntax)!;
};

/** The fatal failed asserts of the SVRL report, as `rule-id: message`; a valid invoice has none. */
export async function fatalAsserts(syntax: Syntax, xml: string): Promise<string[]> {
  const { principalResult: report } = await SaxonJS.transform(
    { stylesheetInternal: await stylesheet(syntax), sourceText: xml, destination: "serialized" },
    "async",
  );
  return [...report.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)]
    .filter((m) => /flag="fatal"/.test(m[1]!))
    .map((m) => `${/id="([^"]+)"/.exec(m[1]!)?.[1] ?? "?"}: ${/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2]!)?.[1]?.trim() ?? ""}`);
}
