import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

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

/** The stylesheet compiled to SEF once (≈ 10 s) into node_modules/.cache, again only when the XSLT is newer. */
export function compiledRules(syntax: Syntax): string {
  const xsl = join(RULES_DIR, `EN16931-${syntax.toUpperCase()}-validation.xslt`);
  const cache = fileURLToPath(new URL("../../../node_modules/.cache/en16931/", import.meta.url));
  const sef = join(cache, `${syntax}.sef.json`);
  if (!existsSync(sef) || statSync(sef).mtimeMs < statSync(xsl).mtimeMs) {
    mkdirSync(cache, { recursive: true });
    execFileSync(process.execPath, [require.resolve("xslt3"), `-xsl:${xsl}`, `-export:${sef}`, "-nogo", "-relocate:on"], {
      stdio: "inherit",
    });
  }
  return sef;
}

/** The fatal failed asserts of the SVRL report, as `rule-id: message`; a valid invoice has none. */
export function fatalAsserts(syntax: Syntax, xml: string): string[] {
  const SaxonJS = require("saxon-js") as { transform(options: object, mode: "sync"): { principalResult: string } };
  const report = SaxonJS.transform(
    { stylesheetFileName: compiledRules(syntax), sourceText: xml, destination: "serialized" },
    "sync",
  ).principalResult;
  return [...report.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)]
    .filter((m) => /flag="fatal"/.test(m[1]!))
    .map((m) => `${/id="([^"]+)"/.exec(m[1]!)?.[1] ?? "?"}: ${/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2]!)?.[1]?.trim() ?? ""}`);
}
