import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Writes a self-signed RSA-2048 certificate valid for 30 days and its key into `dir` (`cert.pem`, `key.pem` unless named). */
export function makeSelfSignedCertificate(dir: string, subject: string, files: { cert?: string; key?: string } = {}): void {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      files.key ?? "key.pem",
      "-out",
      files.cert ?? "cert.pem",
      "-days",
      "30",
      "-subj",
      subject,
    ],
    { cwd: dir, stdio: "pipe" },
  );
}

/** A self-signed RSA certificate and key as a PKCS#12 file, made with openssl as a customer would export one. */
export function makeTestPkcs12(options: { subject: string; passphrase: string }): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pj-test-cert-"));
  try {
    const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
    makeSelfSignedCertificate(dir, options.subject);
    openssl("pkcs12", "-export", "-inkey", "key.pem", "-in", "cert.pem", "-out", "signer.p12", "-passout", `pass:${options.passphrase}`);
    return readFileSync(path.join(dir, "signer.p12"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
