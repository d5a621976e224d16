import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import * as pkijs from "pkijs";
import { beforeAll, describe, expect, it } from "vitest";
import { makeSelfSignedCertificate } from "../../../tests/support/test-certificate";
import { startTimestampAuthority } from "../../../tests/support/timestamp-authority";
import { Pkcs12Error, readPkcs12 } from "./read-pkcs12.server";
import { signPdf } from "./sign-pdf.server";

const dir = mkdtempSync(path.join(os.tmpdir(), "pj-sign-test-"));
let p12: Buffer;

beforeAll(() => {
  // A self-signed RSA certificate and its PKCS#12, as a customer would export one.
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  makeSelfSignedCertificate(dir, "/CN=Paperjet Test Signer/O=Paperjet Tests");
  openssl("pkcs12", "-export", "-inkey", "key.pem", "-in", "cert.pem", "-out", "signer.p12", "-passout", "pass:correct horse");
  p12 = readFileSync(path.join(dir, "signer.p12"));
});

async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText("Invoice 2026-0142", { x: 50, y: 700, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

function pdfsig(pdf: Buffer, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  const run = spawnSync("pdfsig", [file], { encoding: "utf8" });
  return run.stdout + run.stderr;
}

describe("signPdf", () => {
  it("signs as PAdES B-B: pdfsig finds a valid ETSI.CAdES.detached signature of an untrusted issuer", async () => {
    const identity = readPkcs12({ p12, passphrase: "correct horse" });
    expect(identity.certificate.subject).toContain("CN=Paperjet Test Signer");
    const signed = await signPdf({ pdf: await samplePdf(), identity, reason: "Approved", location: "Amsterdam" });
    const report = pdfsig(signed, "signed.pdf");
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Signature Type: ETSI.CAdES.detached");
    expect(report).toContain("Signer Certificate Common Name: Paperjet Test Signer");
    expect(report).toMatch(/Certificate Validation: Certificate issuer isn't Trusted/);
    expect(report).toContain("Total document signed");
    // poppler 22 does not print them; the signature dictionary holds them.
    expect(signed.toString("latin1")).toMatch(/\/Reason \(Approved\)/);
    expect(signed.toString("latin1")).toMatch(/\/Location \(Amsterdam\)/);
  });

  it("carries signing-certificate-v2 with the signer's SHA-256 and no signing-time attribute", async () => {
    const signed = await signPdf({ pdf: await samplePdf(), identity: readPkcs12({ p12, passphrase: "correct horse" }) });
    const hex = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(signed.toString("latin1"))![1];
    const der = Buffer.from(hex, "hex");
    // The CMS's own length (a DER SEQUENCE with a two-byte long form) ends it; the rest is the placeholder's zeros.
    const length = der[1] === 0x82 ? 4 + der.readUInt16BE(2) : 2 + der[1];
    writeFileSync(path.join(dir, "cms.der"), der.subarray(0, length));
    const printed = execFileSync("openssl", ["cms", "-cmsout", "-print", "-inform", "DER", "-in", "cms.der"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(printed).toMatch(/object: id-smime-aa-signingCertificateV2/);
    expect(printed).toMatch(/object: contentType/);
    expect(printed).toMatch(/object: messageDigest/);
    expect(printed).not.toMatch(/object: signingTime/);
    const certHash = execFileSync("openssl", ["x509", "-in", "cert.pem", "-outform", "DER"], { cwd: dir });
    const fingerprint = (await import("node:crypto")).createHash("sha256").update(certHash).digest("hex");
    expect(der.toString("hex")).toContain(`0420${fingerprint}`);
  });

  it("is invalid after one byte changes: in the signed range a digest mismatch, in the signature value an invalid signature", async () => {
    const signed = await signPdf({ pdf: await samplePdf(), identity: readPkcs12({ p12, passphrase: "correct horse" }) });
    const inRange = Buffer.from(signed);
    inRange[signed.indexOf("/MediaBox") + 2] ^= 0x01;
    // poppler 22 (Debian 12) words a changed document "Digest Mismatch."; a changed signature "Signature is Invalid.".
    expect(pdfsig(inRange, "tampered-range.pdf")).toContain("Signature Validation: Digest Mismatch.");
    const contents = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(signed.toString("latin1"))!;
    const der = Buffer.from(contents[1], "hex");
    const length = 4 + der.readUInt16BE(2);
    // The RSA signature is the CMS's last bytes; flip a hex digit of one of them.
    const digitAt = contents.index + contents[0].indexOf("<") + 1 + 2 * (length - 10);
    const inSignature = Buffer.from(signed);
    inSignature[digitAt] = inSignature[digitAt] === 0x30 ? 0x31 : 0x30;
    expect(pdfsig(inSignature, "tampered-signature.pdf")).toContain("Signature Validation: Signature is Invalid.");
    expect(pdfsig(signed, "untouched.pdf")).toContain("Signature Validation: Signature is Valid.");
  });

  it("with a timestamp authority (SIGNING_TSA_URL) is PAdES B-T: a token over the signature value that openssl verifies", async () => {
    const tsa = await startTimestampAuthority();
    try {
      const identity = readPkcs12({ p12, passphrase: "correct horse" });
      const signed = await signPdf({ pdf: await samplePdf(), identity, timestampUrl: tsa.url });
      expect(tsa.queries).toBe(1);
      expect(pdfsig(signed, "timestamped.pdf")).toContain("Signature Validation: Signature is Valid.");
      const hex = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(signed.toString("latin1"))![1];
      const signerInfo = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(Buffer.from(hex, "hex")).content }).signerInfos[0]!;
      const attribute = signerInfo.unsignedAttrs!.attributes[0]!;
      expect(attribute.type).toBe("1.2.840.113549.1.9.16.2.14");
      writeFileSync(path.join(dir, "token.der"), Buffer.from(attribute.values[0].toBER(false)));
      const digest = createHash("sha256").update(signerInfo.signature.valueBlock.valueHexView).digest("hex");
      const verified = spawnSync("openssl", ["ts", "-verify", "-in", "token.der", "-token_in", "-digest", digest, "-CAfile", tsa.caFile], {
        cwd: dir,
        encoding: "utf8",
      });
      expect(verified.stdout.trim()).toBe("Verification: OK");

      // An authority that is down fails the signing call with a 503 that says so, not a PDF without the timestamp.
      tsa.failNext();
      const failed = await signPdf({ pdf: await samplePdf(), identity, timestampUrl: tsa.url }).catch((error: unknown) => error);
      expect(failed).toMatchObject({ status: 503, message: "The timestamp authority did not stamp the signature; try again later." });
    } finally {
      await tsa.stop();
    }
  });

  it("refuses a wrong passphrase and a file that is no PKCS#12", () => {
    expect(() => readPkcs12({ p12, passphrase: "wrong" })).toThrow(Pkcs12Error);
    expect(() => readPkcs12({ p12, passphrase: "wrong" })).toThrow("wrong passphrase");
    expect(() => readPkcs12({ p12: Buffer.from("not a certificate"), passphrase: "" })).toThrow(Pkcs12Error);
  });
});
