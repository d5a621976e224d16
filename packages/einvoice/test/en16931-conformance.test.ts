import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInvoice, writeCii, writeUbl } from "../src/index.ts";
import * as lists from "../src/code-lists.ts";
import { RULES_DIR, RULES_MISSING, compiledRules, fatalAsserts, rulesPresent } from "@paperjet/test-kit/en16931";
import { INVOICES, MAPPING } from "@paperjet/test-kit/invoices";

if (!rulesPresent) console.warn(`[einvoice] ${RULES_MISSING}`);

// The writers alone, without the API around them (web/app/features/einvoice/einvoice-api.test.ts runs
// the same invoices through the generation calls and checks what those answer).
describe.skipIf(!rulesPresent)("EN 16931 conformance of the XML writers (official validation artefacts)", () => {
  const invoices = Object.entries(INVOICES).map(([name, data]) => {
    const built = buildInvoice({ mapping: MAPPING, data });
    if (!built.ok) throw new Error(`${name}: ${JSON.stringify(built.violations)}`);
    return [name, built.invoice] as const;
  });

  // Compiling each stylesheet to SEF takes about 10 s (minutes on a loaded machine), once per checkout.
  beforeAll(() => Promise.all([compiledRules("cii"), compiledRules("ubl")]), 600_000);

  it.each(invoices)(
    "%s: CII and UBL have 0 fatal asserts",
    async (_name, invoice) => {
      expect(await fatalAsserts("cii", writeCii(invoice))).toEqual([]);
      expect(await fatalAsserts("ubl", writeUbl(invoice))).toEqual([]);
    },
    120_000,
  );

  it("finds a broken grand total, so the check can fail", async () => {
    const cii = writeCii(invoices[0]![1]).replace(/<ram:GrandTotalAmount>[^<]*</, "<ram:GrandTotalAmount>1.00<");
    // BR-CO-15: grand total = tax basis + VAT; BR-CO-16: amount due = grand total − paid.
    expect((await fatalAsserts("cii", cii)).map((f) => f.split(":")[0])).toEqual(["BR-CO-15", "BR-CO-16"]);
  }, 120_000);

  it("accepts exactly the codes the product's code lists accept", () => {
    const xslt = readFileSync(join(RULES_DIR, "EN16931-CII-validation.xslt"), "utf8");
    const official = (rule: string) => {
      const template = [...xslt.matchAll(/<xsl:template match="[^"]*" mode="M12"[^>]*>([\s\S]*?)<\/xsl:template>/g)].find((m) =>
        m[1]!.includes(`<xsl:attribute name="id">${rule}</xsl:attribute>`),
      );
      return new Set(/contains\('\s([^']*?)\s'/.exec(template![1]!)![1]!.split(" "));
    };
    const pairs = {
      "BR-CL-04": lists.CURRENCY_CODES,
      "BR-CL-14": lists.COUNTRY_CODES,
      "BR-CL-16": lists.PAYMENT_MEANS_CODES,
      "BR-CL-19": lists.ALLOWANCE_REASON_CODES,
      "BR-CL-20": lists.CHARGE_REASON_CODES,
      "BR-CL-23": lists.UNIT_CODES,
      "BR-CL-25": lists.EAS_CODES,
    };
    for (const [rule, ours] of Object.entries(pairs)) expect([...ours].sort(), rule).toEqual([...official(rule)].sort());
  });
});
