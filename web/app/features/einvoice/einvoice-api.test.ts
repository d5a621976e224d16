import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { action as batch } from "~/routes/api.v1.generate.batch";
import { einvoiceInvoice } from "../../../../packages/db/src/migrations/library-templates/einvoice-invoice.ts";
import { INVOICES } from "../../../../packages/einvoice/test/invoices.ts";
import { pdfaProblems, qpdfCheck } from "../../../../packages/print/test/pdfa-clauses.ts";
import { loadFixture } from "../../../../render-worker/test/fixtures.ts";
import { generateRequest, startGenerationHarness } from "~/features/generation/generation-test-harness";

/**
 * The official EN 16931 validation rules sit beside the repository (CI and developers' machines have
 * them; EN16931_RULES_DIR points elsewhere). They are the eInvoicing-EN16931 project's release
 * validation-1.3.16 (`EN16931-CII-validation.xslt`, `EN16931-UBL-validation.xslt`); without them
 * the conformance checks are skipped with a message saying so.
 */
const RULES_DIR = process.env.EN16931_RULES_DIR ?? fileURLToPath(new URL("../../../../../shared/validation/en16931/", import.meta.url));
const rulesPresent = existsSync(join(RULES_DIR, "EN16931-CII-validation.xslt"));
if (!rulesPresent) console.warn(`[einvoice] EN 16931 rules not found in ${RULES_DIR}: the conformance checks are skipped. Get EN16931-CII-validation.xslt and EN16931-UBL-validation.xslt from the eInvoicing-EN16931 project's release validation-1.3.16 and put them there (or set EN16931_RULES_DIR).`);

// Started by hand rather than with useGenerationHarness: one worker's Chromium and 18 e-invoices take longer than its 120 s hook on a loaded machine.
const harness = {} as { current: Awaited<ReturnType<typeof startGenerationHarness>> };
beforeAll(async () => {
  harness.current = await startGenerationHarness();
}, 600_000);
afterAll(async () => {
  await harness.current?.stop();
});
const call = (templateId: string, options: Parameters<typeof generateRequest>[1]) => generate({ request: generateRequest(templateId, options), params: { templateId }, context: {} }) as Promise<Response>;
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());
const temp = (name: string, content: Uint8Array | string) => {
  const file = join(mkdtempSync(join(tmpdir(), "paperjet-einvoice-")), name);
  writeFileSync(file, content);
  return file;
};

/** Every e-invoice the tests below make, for the conformance check at the end. */
const made: { name: string; syntax: "cii" | "ubl"; xml: string }[] = [];

async function setUp() {
  const user = await harness.current.createUser("enterprise");
  const templateId = await harness.current.createTemplate(user, einvoiceInvoice as unknown as Record<string, unknown>);
  return { user, templateId };
}

describe("e-invoices from a template's einvoice mapping", () => {
  // The library design's own example data (sent as no data at all), then the five invoices of issue 32.
  const all: [string, Record<string, unknown> | undefined][] = [["library design example data", undefined], ...Object.entries(INVOICES).filter(([name]) => name !== "library example")];

  it.each(all)("%s: Factur-X PDF/A-3b (its factur-x.xml), CII and UBL", async (name, data) => {
    const { user, templateId } = await setUp();
    const body = data === undefined ? {} : { data };
    const pdfResponse = await call(templateId, { apiKey: user.apiKey, body: { ...body, einvoice: "factur-x" } });
    expect(pdfResponse.status).toBe(200);
    expect(pdfResponse.headers.get("Content-Type")).toBe("application/pdf");
    const pdf = await bytes(pdfResponse);
    expect(await pdfaProblems(pdf, { part: 3, facturX: true })).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), "paperjet-detach-"));
    execFileSync("pdfdetach", ["-saveall", "-o", dir, temp("factur-x.pdf", pdf)]);
    expect(readdirSync(dir)).toEqual(["factur-x.xml"]);
    made.push({ name: `${name} (factur-x.xml)`, syntax: "cii", xml: readFileSync(join(dir, "factur-x.xml"), "utf8") });
    for (const syntax of ["cii", "ubl"] as const) {
      const response = await call(templateId, { apiKey: user.apiKey, body: { ...body, format: syntax } });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/xml");
      expect(response.headers.get("Content-Disposition")).toContain(".xml");
      made.push({ name: `${name} (${syntax})`, syntax, xml: (await bytes(response)).toString("utf8") });
    }
  }, 120_000);

  it("looks the same as the plain PDF of the same data", async () => {
    const { user, templateId } = await setUp();
    const render = async (extra: Record<string, unknown>) => {
      const pdf = await bytes(await call(templateId, { apiKey: user.apiKey, body: { data: INVOICES["120 lines"], ...extra } }));
      const prefix = join(mkdtempSync(join(tmpdir(), "paperjet-render-")), "page");
      execFileSync("pdftoppm", ["-r", "50", "-png", temp("in.pdf", pdf), prefix]);
      const dir = join(prefix, "..");
      return readdirSync(dir).sort().map((f) => PNG.sync.read(readFileSync(join(dir, f))).data);
    };
    const plain = await render({});
    const facturX = await render({ einvoice: "factur-x" });
    expect(plain.length).toBeGreaterThan(1);
    expect(facturX.length).toBe(plain.length);
    facturX.forEach((page, i) => expect(Buffer.compare(page, plain[i]!)).toBe(0));
  }, 120_000);

  it("answers 422 naming the broken rule and the data path, in the request's language", async () => {
    const { user, templateId } = await setUp();
    const example = einvoiceInvoice.exampleData;
    const wrongRate = { ...example, items: example.items.map((item, i) => (i === 0 ? { ...item, vatRate: 0 } : item)) };
    const r1 = await call(templateId, { apiKey: user.apiKey, body: { data: wrongRate, einvoice: "factur-x" } });
    expect(r1.status).toBe(422);
    expect(r1.headers.get("Content-Type")).toContain("application/problem+json");
    const p1 = await r1.json();
    expect(Object.keys(p1.errors)).toEqual(["BR-S-05"]);
    expect(p1.errors["BR-S-05"][0]).toMatch(/^data\.items\[0\]\.vatRate: In an Invoice line .* shall be greater than zero\.$/);
    expect(p1.violations).toEqual([{ rule: "BR-S-05", path: "data.items[0].vatRate" }]);

    const noCountry = { ...example, customer: { ...example.customer, country: "" } };
    const r2 = await call(templateId, { apiKey: user.apiKey, body: { data: noCountry, format: "ubl" }, headers: { "Accept-Language": "nl" } });
    expect(r2.status).toBe(422);
    const p2 = await r2.json();
    expect(p2.detail).toBe("De gegevens overtreden bedrijfsregels van EN 16931 voor de e-factuur.");
    expect(p2.errors).toEqual({ "BR-11": ["data.customer.country: Het postadres van de koper moet een landcode bevatten (BT-55)."] });

    const r3 = await batch({ request: new Request("http://localhost/api/v1/generate/batch", { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${user.apiKey}` }, body: JSON.stringify({ items: [{ templateId, data: example }, { templateId, data: noCountry }], format: "cii", output: "zip" }) }), params: {}, context: {} }) as Response;
    expect(r3.status).toBe(422);
    expect(Object.keys((await r3.json()).errors)).toEqual(["items.1.BR-11"]);
    const recorded = await harness.current.db.selectFrom("api_calls").select(["status"]).where("workspace_id", "=", user.workspaceId).execute();
    expect(recorded.filter((c) => c.status === 200)).toEqual([]);
  }, 120_000);

  it("refuses options that do not go together, and a template without a mapping", async () => {
    const { user, templateId } = await setUp();
    const r1 = await call(templateId, { apiKey: user.apiKey, body: { einvoice: "factur-x", pdf: { standard: "PDF/A-2b" } } });
    expect((await r1.json()).errors).toEqual({ "pdf.standard": ["Factur-X is a PDF/A-3b; leave out pdf.standard or ask for PDF/A-3b."] });
    const r2 = await call(templateId, { apiKey: user.apiKey, body: { format: "png", pdf: { standard: "PDF/A-2b" } } });
    expect(r2.status).toBe(422);
    const label = loadFixture("label");
    const plainId = await harness.current.createTemplate(user, label.document);
    const r3 = await call(plainId, { apiKey: user.apiKey, body: { data: label.data, format: "cii" } });
    expect(r3.status).toBe(422);
    expect(Object.keys((await r3.json()).errors)).toEqual(["format"]);
  }, 60_000);

  it("makes any template a PDF/A-2b or PDF/A-3b with pdf.standard", async () => {
    const { user } = await setUp();
    const label = loadFixture("label");
    const id = await harness.current.createTemplate(user, label.document);
    for (const [standard, part] of [["PDF/A-2b", 2], ["PDF/A-3b", 3]] as const) {
      const response = await call(id, { apiKey: user.apiKey, body: { data: label.data, pdf: { standard } } });
      expect(response.status).toBe(200);
      const pdf = await bytes(response);
      expect(qpdfCheck(pdf)).toBeUndefined();
      expect(await pdfaProblems(pdf, { part })).toEqual([]);
    }
  }, 60_000);
});

describe.skipIf(!rulesPresent)("EN 16931 conformance (the official validation artefacts)", () => {
  it("passes every e-invoice made above with 0 fatal asserts, and finds a broken one", async () => {
    expect(made.length).toBe(18);
    const stylesheets = { cii: compiled("CII"), ubl: compiled("UBL") };
    const failures = made.map(({ name, syntax, xml }) => ({ name, fatal: fatalAsserts(stylesheets[syntax], xml) })).filter((f) => f.fatal.length > 0);
    expect(failures).toEqual([]);
    // The check can fail: a total that does not add up is BR-CO-15 (grand total = tax basis + VAT).
    const broken = made[0]!.xml.replace(/<ram:GrandTotalAmount>[^<]*</, "<ram:GrandTotalAmount>1.00<");
    expect(fatalAsserts(stylesheets.cii, broken)).toContain("BR-CO-15");
  }, 600_000);

  it("accepts exactly the codes the product's code lists accept", async () => {
    const lists = await import("../../../../packages/einvoice/src/code-lists.ts");
    const xslt = readFileSync(join(RULES_DIR, "EN16931-CII-validation.xslt"), "utf8");
    const official = (rule: string) => {
      const template = [...xslt.matchAll(/<xsl:template match="[^"]*" mode="M12"[^>]*>([\s\S]*?)<\/xsl:template>/g)].find((m) => m[1]!.includes(`<xsl:attribute name="id">${rule}</xsl:attribute>`));
      return new Set(/contains\('\s([^']*?)\s'/.exec(template![1]!)![1]!.split(" "));
    };
    const pairs = { "BR-CL-04": lists.CURRENCY_CODES, "BR-CL-14": lists.COUNTRY_CODES, "BR-CL-16": lists.PAYMENT_MEANS_CODES, "BR-CL-19": lists.ALLOWANCE_REASON_CODES, "BR-CL-20": lists.CHARGE_REASON_CODES, "BR-CL-23": lists.UNIT_CODES, "BR-CL-25": lists.EAS_CODES };
    for (const [rule, ours] of Object.entries(pairs)) expect([...ours].sort(), rule).toEqual([...official(rule)].sort());
  });
});

/** The stylesheet compiled to SEF once (≈ 10 s) into node_modules/.cache, again only when the XSLT is newer. */
function compiled(syntax: "CII" | "UBL"): string {
  const xsl = join(RULES_DIR, `EN16931-${syntax}-validation.xslt`);
  const cache = fileURLToPath(new URL("../../../../node_modules/.cache/en16931/", import.meta.url));
  const sef = join(cache, `${syntax.toLowerCase()}.sef.json`);
  if (!existsSync(sef) || statSync(sef).mtimeMs < statSync(xsl).mtimeMs) {
    mkdirSync(cache, { recursive: true });
    const xslt3 = fileURLToPath(new URL("../../../node_modules/.bin/xslt3", import.meta.url));
    execFileSync(xslt3, [`-xsl:${xsl}`, `-export:${sef}`, "-nogo", "-relocate:on"], { stdio: "inherit" });
  }
  return sef;
}

/** The ids of the fatal failed asserts of the SVRL report. */
function fatalAsserts(sef: string, xml: string): string[] {
  const SaxonJS = createRequire(import.meta.url)("saxon-js") as { transform(options: object, mode: "sync"): { principalResult: string } };
  const report = SaxonJS.transform({ stylesheetFileName: sef, sourceText: xml, destination: "serialized" }, "sync").principalResult;
  return [...report.matchAll(/<svrl:failed-assert\b[^>]*>/g)].filter((m) => /flag="fatal"/.test(m[0])).map((m) => /id="([^"]+)"/.exec(m[0])?.[1] ?? "?");
}
