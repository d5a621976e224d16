import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** A self-signed RSA certificate and key as a PKCS#12 file, made with openssl as a customer would export one. */
export function makeTestPkcs12(options: { subject: string; passphrase: string }): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pj-test-cert-"));
  try {
    const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
    openssl(
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      "key.pem",
      "-out",
      "cert.pem",
      "-days",
      "30",
      "-subj",
      options.subject,
    );
    openssl("pkcs12", "-export", "-inkey", "key.pem", "-in", "cert.pem", "-out", "signer.p12", "-passout", `pass:${options.passphrase}`);
    return readFileSync(path.join(dir, "signer.p12"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
