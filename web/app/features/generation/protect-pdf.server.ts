import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PdfPassword, PdfPermissions } from "@paperjet/contracts";

const ALL_ALLOWED: PdfPermissions = { print: true, copy: true, modify: true };

/**
 * Encrypts a finished PDF with AES-256 (PDF 2.0 / R6) through Debian's qpdf (docs/decisions/060).
 * The passwords reach qpdf in a job file, never on its command line, where any local user could read
 * them in the process list; qpdf 11.3 reads a job file only from a seekable file and cannot take
 * passwords that start with "-" as arguments. The job file lives in memory (/dev/shm) where there is
 * one, is readable by this user only, and is removed as soon as qpdf has run.
 */
export async function protectPdf(options: { pdf: Uint8Array; password: PdfPassword; permissions?: PdfPermissions }): Promise<Buffer> {
  const permissions = options.permissions ?? ALL_ALLOWED;
  const scratch = await mkdtemp(join(tmpdir(), "paperjet-protect-"));
  const secrets = await mkdtemp(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "paperjet-protect-"));
  try {
    const input = join(scratch, "in.pdf");
    const output = join(scratch, "out.pdf");
    const job = join(secrets, "job.json");
    await writeFile(input, options.pdf);
    const encrypt = {
      userPassword: options.password.user ?? "",
      ownerPassword: options.password.owner,
      "256bit": {
        print: permissions.print ? "full" : "none",
        extract: permissions.copy ? "y" : "n",
        modify: permissions.modify ? "all" : "none",
      },
    };
    await writeFile(job, JSON.stringify({ inputFile: input, outputFile: output, encrypt }), { mode: 0o600 });
    await runQpdf([`--job-json-file=${job}`]);
    return await readFile(output);
  } finally {
    await Promise.all([rm(secrets, { recursive: true, force: true }), rm(scratch, { recursive: true, force: true })]);
  }
}

/** qpdf exits 0 on success and 3 when it succeeded with warnings (a repaired cross-reference table). */
function runQpdf(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("qpdf", args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => reject(new Error(`qpdf could not be started: ${error.message}`)));
    child.on("close", (code) =>
      code === 0 || code === 3 ? resolve() : reject(new Error(`qpdf failed (exit ${code}): ${stderr.trim().slice(0, 500)}`)),
    );
  });
}
