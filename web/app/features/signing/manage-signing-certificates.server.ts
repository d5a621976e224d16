import { createHash, randomUUID } from "node:crypto";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";
import { Pkcs12Error, readPkcs12, type SigningIdentity } from "./read-pkcs12.server";
import { openCertificate, sealCertificate } from "./seal-certificate.server";

/** A certificate as the API page and the API list it: never the file or its passphrase. */
export interface SigningCertificateView {
  id: string;
  name: string;
  subject: string;
  issuer: string;
  notBefore: string;
  notAfter: string;
  fingerprint: string;
  createdAt: string;
}

const MAX_P12_BYTES = 64 * 1024;

/**
 * Stores a workspace's PKCS#12 after opening it once: a wrong passphrase or a file that holds no RSA
 * key with its certificate is 422, so a stored certificate always signs. File and passphrase are sealed
 * together (docs/decisions/062).
 */
export async function addSigningCertificate(
  db: Kysely<Database>,
  options: { workspaceId: string; userId: number | null; name?: string; p12: Buffer; passphrase: string; key: Buffer },
): Promise<SigningCertificateView> {
  if (options.p12.length === 0 || options.p12.length > MAX_P12_BYTES) {
    throw apiError("validation_failed", "certificateSize", `The certificate file must be 1 byte to ${MAX_P12_BYTES / 1024} kB.`, {
      params: { max: MAX_P12_BYTES / 1024 },
      errors: { file: [`must be 1 byte to ${MAX_P12_BYTES / 1024} kB`] },
      translateErrors: (t) => ({ file: [t("fields.certificateSize", { max: MAX_P12_BYTES / 1024 })] }),
    });
  }
  let identity: SigningIdentity;
  try {
    identity = readPkcs12({ p12: options.p12, passphrase: options.passphrase });
  } catch (error) {
    if (!(error instanceof Pkcs12Error)) throw error;
    const field = error.message === "wrong passphrase" ? "passphrase" : "file";
    throw apiError(
      "validation_failed",
      field === "passphrase" ? "certificatePassphrase" : "certificateUnreadable",
      field === "passphrase"
        ? "The passphrase does not open this certificate file."
        : `The file is not a PKCS#12 certificate with an RSA key: ${error.message}.`,
      {
        params: { reason: error.message },
        errors: {
          [field]: [
            field === "passphrase"
              ? "does not open this certificate file"
              : `is not a PKCS#12 certificate with an RSA key: ${error.message}`,
          ],
        },
        translateErrors: (t) => ({
          [field]: [
            field === "passphrase" ? t("fields.certificatePassphrase") : t("fields.certificateUnreadable", { reason: error.message }),
          ],
        }),
      },
    );
  }
  const { certificate } = identity;
  const id = randomUUID();
  const row = await db
    .insertInto("signing_certificates")
    .values({
      id,
      workspace_id: options.workspaceId,
      name: (options.name?.trim() || commonName(certificate.subject)).slice(0, 200),
      subject: certificate.subject.replace(/\n/g, ", "),
      issuer: certificate.issuer.replace(/\n/g, ", "),
      not_before: new Date(certificate.validFrom),
      not_after: new Date(certificate.validTo),
      fingerprint: createHash("sha256").update(certificate.raw).digest("hex"),
      sealed: sealCertificate({ key: options.key, id, secret: { p12: options.p12, passphrase: options.passphrase } }),
      created_by: options.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return view(row);
}

export async function listSigningCertificates(db: Kysely<Database>, workspaceId: string): Promise<SigningCertificateView[]> {
  const rows = await db
    .selectFrom("signing_certificates")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(view);
}

export async function deleteSigningCertificate(db: Kysely<Database>, workspaceId: string, id: string): Promise<void> {
  const deleted = isUuid(id)
    ? await db
        .deleteFrom("signing_certificates")
        .where("workspace_id", "=", workspaceId)
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst()
    : undefined;
  if (!deleted) throw apiError("not_found", "certificateNotFound", "No such signing certificate.");
}

/** The key and certificate that sign for `pdf.sign.certificateId`; an id of another workspace is the same 422 as none. */
export async function loadSigningIdentity(
  db: Kysely<Database>,
  options: { workspaceId: string; id: string; key: Buffer },
): Promise<SigningIdentity> {
  const row = isUuid(options.id)
    ? await db
        .selectFrom("signing_certificates")
        .select(["id", "sealed"])
        .where("workspace_id", "=", options.workspaceId)
        .where("id", "=", options.id)
        .executeTakeFirst()
    : undefined;
  if (!row) {
    throw apiError("validation_failed", "certificateUnknown", "pdf.sign.certificateId names no signing certificate of this workspace.", {
      errors: { "pdf.sign.certificateId": ["names no signing certificate of this workspace"] },
      translateErrors: (t) => ({ "pdf.sign.certificateId": [t("fields.certificateUnknown")] }),
    });
  }
  return readPkcs12(openCertificate({ key: options.key, id: row.id, sealed: row.sealed }));
}

function view(row: {
  id: string;
  name: string;
  subject: string;
  issuer: string;
  not_before: Date;
  not_after: Date;
  fingerprint: string;
  created_at: Date;
}): SigningCertificateView {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    issuer: row.issuer,
    notBefore: row.not_before.toISOString(),
    notAfter: row.not_after.toISOString(),
    fingerprint: row.fingerprint,
    createdAt: row.created_at.toISOString(),
  };
}

function commonName(subject: string): string {
  return /(?:^|\n)CN=([^\n]+)/.exec(subject)?.[1] ?? "Certificate";
}
