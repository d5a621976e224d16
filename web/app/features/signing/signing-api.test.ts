import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, PDFName } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { action as upload, loader as list } from "~/routes/api.v1.signing-certificates";
import { action as remove } from "~/routes/api.v1.signing-certificates.$id";
import { loadFixture } from "@paperjet/test-kit/documents";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";
import { makeTestPkcs12 } from "../../../tests/support/test-certificate";

let h: Awaited<ReturnType<typeof startGenerationHarness>>;
const label = loadFixture("label");
const dir = mkdtempSync(path.join(os.tmpdir(), "pj-signing-api-test-"));
let p12: Buffer;

beforeAll(async () => {
  h = await startGenerationHarness();
  p12 = makeTestPkcs12({ subject: "/CN=Label Signer", passphrase: "s3cret" });
}, 300_000);
afterAll(async () => {
  await h?.stop();
});

const url = "http://localhost/api/v1/signing-certificates";
const auth = (apiKey: string, headers: Record<string, string> = {}) => ({ Authorization: `Bearer ${apiKey}`, ...headers });
function uploadRequest(apiKey: string, passphrase: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(p12)]), "signer.p12");
  form.set("passphrase", passphrase);
  return new Request(url, { method: "POST", headers: auth(apiKey, headers), body: form });
}
const call = (templateId: string, options: Parameters<typeof generateRequest>[1]) =>
  generate({ request: generateRequest(templateId, options), params: { templateId }, context: {} }) as Promise<Response>;

describe("/api/v1/signing-certificates and pdf.sign", () => {
  it("uploads a certificate, signs a generated PDF that pdfsig finds valid, and deletes it", async () => {
    const user = await h.createUser("enterprise");
    const created = (await upload({ request: uploadRequest(user.apiKey, "s3cret"), params: {}, context: {} })) as Response;
    expect(created.status).toBe(201);
    const { certificate } = ((await created.json()) as { data: { certificate: { id: string; name: string } } }).data;
    expect(certificate.name).toBe("Label Signer");
    const listed = (await list({ request: new Request(url, { headers: auth(user.apiKey) }), params: {}, context: {} })) as Response;
    expect(((await listed.json()) as { data: { certificates: { id: string }[] } }).data.certificates.map((c) => c.id)).toEqual([
      certificate.id,
    ]);

    const id = await h.createTemplate(user, label.document);
    const signed = await call(id, {
      apiKey: user.apiKey,
      body: { data: label.data, pdf: { sign: { certificateId: certificate.id, reason: "Shipped", location: "Utrecht" } } },
    });
    expect(signed.status).toBe(200);
    const file = path.join(dir, "signed.pdf");
    writeFileSync(file, Buffer.from(await signed.arrayBuffer()));
    const report = spawnSync("pdfsig", [file], { encoding: "utf8" }).stdout;
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Signer Certificate Common Name: Label Signer");
    expect(report).toContain("Signature Type: ETSI.CAdES.detached");
    expect(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })).toContain("TRK-2026-884211");

    const deleted = (await remove({
      request: new Request(`${url}/${certificate.id}`, { method: "DELETE", headers: auth(user.apiKey) }),
      params: { id: certificate.id },
      context: {},
    })) as Response;
    expect(deleted.status).toBe(200);
    const gone = await call(id, { apiKey: user.apiKey, body: { data: label.data, pdf: { sign: { certificateId: certificate.id } } } });
    expect(gone.status).toBe(422);
    expect(((await gone.json()) as { errors: unknown }).errors).toEqual({
      "pdf.sign.certificateId": ["names no signing certificate of this workspace"],
    });
  });

  it("signs in the template's signature field: the widget on its box, its name kept, who signed and when shown there", async () => {
    const user = await h.createUser("enterprise");
    const created = (await upload({ request: uploadRequest(user.apiKey, "s3cret"), params: {}, context: {} })) as Response;
    const { certificate } = ((await created.json()) as { data: { certificate: { id: string } } }).data;
    const field = (id: string, name: string, y: number) => ({ id, type: "signatureField", x: 20, y, width: 70, height: 20, field: name });
    // A Dutch template with two places to sign: the call names the second.
    const document = {
      ...label.document,
      locale: "nl-NL",
      pages: [{ ...(label.document.pages as object[])[0], elements: [field("seller", "verkoper", 40), field("buyer", "koper", 70)] }],
    };
    const id = await h.createTemplate(user, document);
    const signed = await call(id, {
      apiKey: user.apiKey,
      body: { data: label.data, pdf: { sign: { certificateId: certificate.id, reason: "Akkoord", field: "koper" } } },
    });
    expect(signed.status).toBe(200);
    const bytes = Buffer.from(await signed.arrayBuffer());
    const file = path.join(dir, "signed-in-field.pdf");
    writeFileSync(file, bytes);
    expect(spawnSync("pdfsig", [file], { encoding: "utf8" }).stdout).toContain("Signature Validation: Signature is Valid.");
    const form = (await PDFDocument.load(bytes)).getForm();
    expect(form.getFields().map((f) => [f.getName(), f.acroField.dict.has(PDFName.of("V"))])).toEqual([
      ["verkoper", false],
      ["koper", true],
    ]);
    // The label's page is 100 × 150 mm; the field's box is 70 × 20 mm at (20, 70) from its top-left.
    const box = form.getField("koper").acroField.getWidgets()[0]!.getRectangle();
    const pt = (mm: number) => (mm * 72) / 25.4;
    expect([box.x, box.y, box.width, box.height].map((v) => Math.round(v))).toEqual(
      [pt(20), pt(150 - 70 - 20), pt(70), pt(20)].map(Math.round),
    );
    const text = execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" });
    expect(text).toContain("Digitaal ondertekend door Label Signer");
    expect(text).toContain("Reden: Akkoord");
  });

  it("answers 422 for a wrong passphrase (in the caller's language), another workspace's certificate and a signature with a password", async () => {
    const user = await h.createUser("enterprise");
    const other = await h.createUser("enterprise");
    const wrong = (await upload({ request: uploadRequest(user.apiKey, "nope"), params: {}, context: {} })) as Response;
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      detail: "The passphrase does not open this certificate file.",
      errors: { passphrase: ["does not open this certificate file"] },
    });
    const dutch = (await upload({
      request: uploadRequest(user.apiKey, "nope", { "Accept-Language": "nl-NL" }),
      params: {},
      context: {},
    })) as Response;
    expect(await dutch.json()).toMatchObject({
      detail: "Het wachtwoord opent dit certificaatbestand niet.",
      errors: { passphrase: ["opent dit certificaatbestand niet"] },
    });

    const created = (await upload({ request: uploadRequest(other.apiKey, "s3cret"), params: {}, context: {} })) as Response;
    const theirs = ((await created.json()) as { data: { certificate: { id: string } } }).data.certificate.id;
    const id = await h.createTemplate(user, label.document);
    const foreign = await call(id, { apiKey: user.apiKey, body: { data: label.data, pdf: { sign: { certificateId: theirs } } } });
    expect(foreign.status).toBe(422);
    const both = await call(id, {
      apiKey: user.apiKey,
      body: { data: label.data, pdf: { sign: { certificateId: theirs }, password: { owner: "o" } } },
    });
    expect(both.status).toBe(422);
    expect(((await both.json()) as { errors: unknown }).errors).toEqual({ "pdf.sign": ["cannot be combined with password"] });
    const notMine = (await remove({
      request: new Request(`${url}/${theirs}`, { method: "DELETE", headers: auth(user.apiKey) }),
      params: { id: theirs },
      context: {},
    })) as Response;
    expect(notMine.status).toBe(404);
  });
});
