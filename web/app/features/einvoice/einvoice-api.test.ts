import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { action as batch } from "~/routes/api.v1.generate.batch";
import { action as upload } from "~/routes/api.v1.signing-certificates";
import { einvoiceInvoice } from "../../../../packages/db/src/migrations/library-templates/einvoice-invoice.ts";
import { INVOICES } from "@paperjet/test-kit/invoices";
import { RULES_MISSING, compiledRules, fatalAsserts, rulesPresent } from "@paperjet/test-kit/en16931";
import { pdfaProblems, qpdfCheck } from "@paperjet/test-kit/pdfa";
import { loadFixture } from "@paperjet/test-kit/documents";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";
import { makeTestPkcs12 } from "../../../tests/support/test-certificate";

if (!rulesPresent) console.warn(`[einvoice] ${RULES_MISSING}`);

let h: Awaited<ReturnType<typeof startGenerationHarness>>;
beforeAll(async () => {
  h = await startGenerationHarness();
}, 300_000);
// The files pdftoppm, pdfinfo, pdfdetach and pdfsig read and write, all in one folder removed at the end.
const scratch = mkdtempSync(join(tmpdir(), "paperjet-einvoice-"));
afterAll(async () => {
  await h?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const call = (templateId: string, options: Parameters<typeof generateRequest>[1]) =>
  generate({ request: generateRequest(templateId, options), params: { templateId }, context: {} }) as Promise<Response>;
const callBatch = (apiKey: string, body: unknown, headers: Record<string, string> = {}) =>
  batch({
    request: new Request("http://localhost/api/v1/generate/batch", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${apiKey}`, ...headers },
      body: JSON.stringify(body),
    }),
    params: {},
    context: {},
  }) as Promise<Response>;
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());
const temp = (name: string, content: Uint8Array | string) => {
  const file = join(mkdtempSync(join(scratch, "file-")), name);
  writeFileSync(file, content);
  return file;
};
/** Every page of a PDF as RGBA pixels (pdftoppm at 50 dpi). */
const pixels = (pdf: Uint8Array) => {
  const dir = mkdtempSync(join(scratch, "pixels-"));
  execFileSync("pdftoppm", ["-r", "50", "-png", temp("in.pdf", pdf), join(dir, "page")]);
  return readdirSync(dir)
    .sort()
    .map((f) => PNG.sync.read(readFileSync(join(dir, f))).data);
};

/** Every e-invoice the tests below make, for the conformance check at the end. */
const made: { name: string; syntax: "cii" | "ubl"; xml: string }[] = [];

async function setUp() {
  const user = await h.createUser("enterprise");
  const templateId = await h.createTemplate(user, einvoiceInvoice as unknown as Record<string, unknown>);
  return { user, templateId };
}

describe("e-invoices from a template's einvoice mapping", () => {
  // The library design's own example data (sent as no data at all), then the five invoices of issue 32.
  const all: [string, Record<string, unknown> | undefined][] = [
    ["library design example data", undefined],
    ...Object.entries(INVOICES).filter(([name]) => name !== "library example"),
  ];

  it.each(all)(
    "%s: a Factur-X PDF/A-3b that looks like the plain PDF and carries the CII answer as factur-x.xml; UBL",
    async (name, data) => {
      const { user, templateId } = await setUp();
      const body = data === undefined ? {} : { data };
      const pdfResponse = await call(templateId, { apiKey: user.apiKey, body: { ...body, einvoice: "factur-x" } });
      expect(pdfResponse.status).toBe(200);
      expect(pdfResponse.headers.get("Content-Type")).toBe("application/pdf");
      const pdf = await bytes(pdfResponse);
      // Every clause docs/pdfa.md lists, qpdf --check included.
      expect(await pdfaProblems(pdf, { part: 3, facturX: true })).toEqual([]);
      const xmp = execFileSync("pdfinfo", ["-meta", temp("factur-x.pdf", pdf)], { encoding: "utf8" });
      expect(xmp).toContain("<pdfaid:part>3</pdfaid:part>");
      expect(xmp).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
      expect(xmp).toContain("<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>");
      expect(xmp).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");

      const dir = mkdtempSync(join(scratch, "detach-"));
      execFileSync("pdfdetach", ["-saveall", "-o", dir, temp("factur-x.pdf", pdf)]);
      expect(readdirSync(dir)).toEqual(["factur-x.xml"]);
      const embedded = readFileSync(join(dir, "factur-x.xml"), "utf8");
      made.push({ name: `${name} (factur-x.xml)`, syntax: "cii", xml: embedded });

      const plain = await call(templateId, { apiKey: user.apiKey, body });
      expect(plain.status).toBe(200);
      const plainPages = pixels(await bytes(plain));
      const facturXPages = pixels(pdf);
      expect(facturXPages.length).toBe(plainPages.length);
      facturXPages.forEach((page, i) => expect(Buffer.compare(page, plainPages[i]!), `page ${i + 1}`).toBe(0));

      for (const syntax of ["cii", "ubl"] as const) {
        const response = await call(templateId, { apiKey: user.apiKey, body: { ...body, format: syntax } });
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe("application/xml");
        expect(response.headers.get("Content-Disposition")).toContain('.xml"');
        const xml = (await bytes(response)).toString("utf8");
        if (syntax === "cii") expect(xml).toBe(embedded);
        else made.push({ name: `${name} (ubl)`, syntax, xml });
      }
    },
    180_000,
  );

  it("answers 422 naming the broken rule and the data path, in English and Dutch", async () => {
    const { user, templateId } = await setUp();
    const example = einvoiceInvoice.exampleData;
    const wrongRate = { ...example, items: example.items.map((item, i) => (i === 0 ? { ...item, vatRate: 0 } : item)) };
    const noCountry = { ...example, customer: { ...example.customer, country: "" } };

    const r1 = await call(templateId, { apiKey: user.apiKey, body: { data: wrongRate, einvoice: "factur-x" } });
    expect(r1.status).toBe(422);
    expect(r1.headers.get("Content-Type")).toContain("application/problem+json");
    const p1 = await r1.json();
    expect(p1.detail).toBe("The data breaks EN 16931 business rules of the e-invoice.");
    expect(p1.errors).toEqual({
      "BR-S-05": [
        'data.items[0].vatRate: In an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Standard rated" the Invoiced item VAT rate (BT-152) shall be greater than zero. (found: "0")',
      ],
    });
    expect(p1.violations).toEqual([{ rule: "BR-S-05", path: "data.items[0].vatRate" }]);
    const r1nl = await call(templateId, {
      apiKey: user.apiKey,
      body: { data: wrongRate, format: "cii" },
      headers: { "Accept-Language": "nl" },
    });
    expect(r1nl.status).toBe(422);
    const p1nl = await r1nl.json();
    expect(p1nl.detail).toBe("De gegevens overtreden bedrijfsregels van EN 16931 voor de e-factuur.");
    expect(p1nl.errors).toEqual({
      "BR-S-05": [
        'data.items[0].vatRate: In een factuurregel met btw-categorie "standaardtarief" (S) moet het btw-tarief (BT-152) groter dan nul zijn. (gevonden: "0")',
      ],
    });

    const r2 = await call(templateId, { apiKey: user.apiKey, body: { data: noCountry, einvoice: "factur-x" } });
    expect(r2.status).toBe(422);
    expect((await r2.json()).errors).toEqual({
      "BR-11": ["data.customer.country: The Buyer postal address shall contain a Buyer country code (BT-55)."],
    });
    const r2nl = await call(templateId, {
      apiKey: user.apiKey,
      body: { data: noCountry, format: "ubl" },
      headers: { "Accept-Language": "nl" },
    });
    expect(r2nl.status).toBe(422);
    expect((await r2nl.json()).errors).toEqual({
      "BR-11": ["data.customer.country: Het postadres van de koper moet een landcode bevatten (BT-55)."],
    });

    const r3 = await callBatch(user.apiKey, {
      items: [
        { templateId, data: example },
        { templateId, data: noCountry },
      ],
      format: "cii",
      output: "zip",
    });
    expect(r3.status).toBe(422);
    expect(Object.keys((await r3.json()).errors)).toEqual(["items.1.BR-11"]);
    // Nothing was made, so nothing was counted.
    const recorded = await h.db.selectFrom("api_calls").select(["status"]).where("workspace_id", "=", user.workspaceId).execute();
    expect(recorded.filter((c) => c.status === 200)).toEqual([]);
  }, 120_000);

  it("refuses options that do not go together, and a template without a mapping", async () => {
    const { user, templateId } = await setUp();
    const errorsOf = async (r: Response) => {
      expect(r.status).toBe(422);
      return (await r.json()).errors;
    };
    expect(
      await errorsOf(await call(templateId, { apiKey: user.apiKey, body: { einvoice: "factur-x", pdf: { standard: "PDF/A-2b" } } })),
    ).toEqual({
      "pdf.standard": ["Factur-X is a PDF/A-3b; leave out pdf.standard or ask for PDF/A-3b."],
    });
    expect(
      await errorsOf(
        await call(templateId, { apiKey: user.apiKey, body: { einvoice: "factur-x", pdf: { password: { owner: "owner-pass" } } } }),
      ),
    ).toEqual({ "pdf.password": ["A Factur-X invoice is a PDF/A, which cannot be encrypted; leave out pdf.password."] });
    expect(
      await errorsOf(
        await call(templateId, {
          apiKey: user.apiKey,
          body: { einvoice: "factur-x", pdf: { password: { owner: "owner-pass" } } },
          headers: { "Accept-Language": "nl" },
        }),
      ),
    ).toEqual({ "pdf.password": ["Een Factur-X-factuur is een PDF/A, en die kan niet versleuteld worden; laat pdf.password weg."] });
    expect(
      await errorsOf(
        await call(templateId, { apiKey: user.apiKey, body: { pdf: { standard: "PDF/A-3b", password: { owner: "owner-pass" } } } }),
      ),
    ).toEqual({ "pdf.password": ["encryption and a PDF/A standard exclude each other"] });
    expect(await errorsOf(await call(templateId, { apiKey: user.apiKey, body: { format: "png", pdf: { standard: "PDF/A-2b" } } }))).toEqual(
      {
        pdf: ["needs format pdf"],
      },
    );
    expect(await errorsOf(await call(templateId, { apiKey: user.apiKey, body: { format: "jpeg", einvoice: "factur-x" } }))).toEqual({
      einvoice: ["einvoice factur-x needs format pdf."],
    });
    expect(await errorsOf(await callBatch(user.apiKey, { items: [{ templateId }], einvoice: "factur-x" }))).toEqual({
      output: ["merged cannot keep einvoice"],
    });
    expect(
      await errorsOf(await callBatch(user.apiKey, { items: [{ templateId }], pdf: { standard: "PDF/A-2b" } }, { "Accept-Language": "nl" })),
    ).toEqual({
      output: [
        "output merged maakt één nieuwe PDF die geen PDF/A is en geen e-factuur bevat; gebruik output zip voor pdf.standard en einvoice.",
      ],
    });
    expect(
      await errorsOf(await callBatch(user.apiKey, { items: [{ templateId }], output: "zip", pdf: { password: { owner: "owner-pass" } } })),
    ).toEqual({ "pdf.password": ["works with generate/single only"] });

    const label = loadFixture("label");
    const plainId = await h.createTemplate(user, label.document);
    expect(await errorsOf(await call(plainId, { apiKey: user.apiKey, body: { data: label.data, format: "cii" } }))).toEqual({
      format: ["The template has no e-invoice mapping (its einvoice block): map its data to EN 16931 in the designer's E-invoice panel."],
    });
  }, 60_000);

  it("makes any template a PDF/A-2b or PDF/A-3b with pdf.standard", async () => {
    const { user } = await setUp();
    const label = loadFixture("label");
    const id = await h.createTemplate(user, label.document);
    for (const [standard, part] of [
      ["PDF/A-2b", 2],
      ["PDF/A-3b", 3],
    ] as const) {
      const response = await call(id, { apiKey: user.apiKey, body: { data: label.data, pdf: { standard } } });
      expect(response.status).toBe(200);
      const pdf = await bytes(response);
      expect(qpdfCheck(pdf)).toBeUndefined();
      expect(await pdfaProblems(pdf, { part })).toEqual([]);
      const xmp = execFileSync("pdfinfo", ["-meta", temp("a.pdf", pdf)], { encoding: "utf8" });
      expect(xmp).toContain(`<pdfaid:part>${part}</pdfaid:part>`);
      expect(xmp).not.toContain("fx:");
    }
  }, 60_000);

  it("signs a Factur-X invoice with pdf.sign and it stays a PDF/A-3b with its factur-x.xml", async () => {
    const { user, templateId } = await setUp();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(makeTestPkcs12({ subject: "/CN=Invoice Signer", passphrase: "s3cret" }))]), "signer.p12");
    form.set("passphrase", "s3cret");
    const created = (await upload({
      request: new Request("http://localhost/api/v1/signing-certificates", {
        method: "POST",
        headers: { Authorization: `Bearer ${user.apiKey}` },
        body: form,
      }),
      params: {},
      context: {},
    })) as Response;
    expect(created.status).toBe(201);
    const certificateId = ((await created.json()) as { data: { certificate: { id: string } } }).data.certificate.id;
    const response = await call(templateId, {
      apiKey: user.apiKey,
      body: { einvoice: "factur-x", pdf: { sign: { certificateId, reason: "Invoice approved" } } },
    });
    expect(response.status).toBe(200);
    const pdf = await bytes(response);
    expect(await pdfaProblems(pdf, { part: 3, facturX: true })).toEqual([]);
    const report = spawnSync("pdfsig", [temp("signed.pdf", pdf)], { encoding: "utf8" }).stdout;
    expect(report).toContain("Signature Validation: Signature is Valid.");
    const dir = mkdtempSync(join(scratch, "detach-"));
    execFileSync("pdfdetach", ["-saveall", "-o", dir, temp("signed.pdf", pdf)]);
    expect(readdirSync(dir)).toEqual(["factur-x.xml"]);
  }, 120_000);
});

describe.skipIf(!rulesPresent)("EN 16931 conformance (the official validation artefacts)", () => {
  beforeAll(() => Promise.all([compiledRules("cii"), compiledRules("ubl")]), 600_000);

  it("passes every e-invoice made above (factur-x.xml, whose bytes the cii answer repeats, and ubl) with 0 fatal asserts", async () => {
    // Six invoices, each its embedded factur-x.xml and its UBL.
    expect(made.length).toBe(12);
    const checked = [];
    for (const { name, syntax, xml } of made) checked.push({ name, fatal: await fatalAsserts(syntax, xml) });
    const failures = checked.filter((f) => f.fatal.length > 0);
    expect(failures).toEqual([]);
  }, 600_000);
});
