import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { makeSelfSignedCertificate } from "./test-certificate";

/**
 * A stand-in RFC 3161 timestamp authority on 127.0.0.1: `openssl ts -reply` answers each query with a
 * token signed by a TSA certificate of a test CA (extendedKeyUsage timeStamping, as RFC 3161 requires).
 * `failNext` makes the next answer an HTTP 500, as an authority that is down.
 */
export async function startTimestampAuthority() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pj-tsa-"));
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  makeSelfSignedCertificate(dir, "/CN=Test TSA Root", { cert: "ca.pem", key: "ca.key" });
  writeFileSync(path.join(dir, "tsa.ext"), "extendedKeyUsage=critical,timeStamping\nkeyUsage=critical,digitalSignature\n");
  openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", "tsa.key", "-out", "tsa.csr", "-subj", "/CN=Test TSA");
  openssl(
    "x509",
    "-req",
    "-in",
    "tsa.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "tsa.pem",
    "-days",
    "30",
    "-extfile",
    "tsa.ext",
  );
  writeFileSync(path.join(dir, "serial"), "01\n");
  writeFileSync(
    path.join(dir, "tsa.cnf"),
    [
      "[tsa]",
      "default_tsa = test",
      "[test]",
      `serial = ${dir}/serial`,
      `signer_cert = ${dir}/tsa.pem`,
      `signer_key = ${dir}/tsa.key`,
      `certs = ${dir}/ca.pem`,
      "signer_digest = sha256",
      "default_policy = 1.2.3.4.1",
      "digests = sha256, sha384, sha512",
      "accuracy = secs:1",
      "ess_cert_id_alg = sha256",
      "",
    ].join("\n"),
  );
  const run = promisify(execFile);
  let queries = 0;
  let failNext = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", async () => {
      queries++;
      if (failNext || request.headers["content-type"] !== "application/timestamp-query") {
        failNext = false;
        return response.writeHead(500).end();
      }
      const query = path.join(dir, `q${queries}.tsq`);
      const reply = path.join(dir, `r${queries}.tsr`);
      writeFileSync(query, Buffer.concat(chunks));
      await run("openssl", ["ts", "-reply", "-config", path.join(dir, "tsa.cnf"), "-queryfile", query, "-out", reply]);
      response.writeHead(200, { "Content-Type": "application/timestamp-reply" }).end(readFileSync(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`,
    /** The CA that issued the TSA's certificate, for `openssl ts -verify -CAfile`. */
    caFile: path.join(dir, "ca.pem"),
    get queries() {
      return queries;
    },
    failNext() {
      failNext = true;
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
