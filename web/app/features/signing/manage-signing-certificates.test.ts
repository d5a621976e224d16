import { randomBytes } from "node:crypto";
import { AppError } from "@paperjet/contracts";
import type { DatabaseHandle } from "@paperjet/db";
import { createTestDatabase } from "@paperjet/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAccount } from "../../../tests/support/test-accounts";
import {
  addSigningCertificate,
  deleteSigningCertificate,
  listSigningCertificates,
  loadSigningIdentity,
} from "./manage-signing-certificates.server";
import { openCertificate } from "./seal-certificate.server";
import { makeTestPkcs12 } from "../../../tests/support/test-certificate";

let database: DatabaseHandle;
let p12: Buffer;
const key = randomBytes(32);
const passphrase = "correct horse battery";

beforeAll(async () => {
  database = await createTestDatabase();
  p12 = makeTestPkcs12({ subject: "/CN=ACME Signing/O=ACME B.V.", passphrase: passphrase });
}, 180_000);
afterAll(async () => {
  await database?.close();
});

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, errors: (error as AppError).errors };
};

describe("signing certificates", () => {
  it("stores a certificate sealed, lists it without secrets, and opens it for its own workspace only", async () => {
    const { db } = database;
    const owner = await createTestAccount(db);
    const other = await createTestAccount(db);
    const added = await addSigningCertificate(db, { workspaceId: owner.workspaceId, userId: owner.userId, p12, passphrase, key });
    expect(added).toMatchObject({
      name: "ACME Signing",
      subject: expect.stringContaining("CN=ACME Signing"),
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(Date.parse(added.notAfter)).toBeGreaterThan(Date.now());
    expect(await listSigningCertificates(db, owner.workspaceId)).toEqual([added]);
    expect(await listSigningCertificates(db, other.workspaceId)).toEqual([]);

    const row = await db.selectFrom("signing_certificates").selectAll().where("id", "=", added.id).executeTakeFirstOrThrow();
    expect(row.sealed.includes(p12.subarray(0, 64))).toBe(false);
    expect(row.sealed.includes(Buffer.from(passphrase))).toBe(false);
    expect(() => openCertificate({ key: randomBytes(32), id: row.id, sealed: row.sealed })).toThrow();
    expect(() => openCertificate({ key, id: other.workspaceId, sealed: row.sealed })).toThrow();

    const identity = await loadSigningIdentity(db, { workspaceId: owner.workspaceId, id: added.id, key });
    expect(identity.certificate.subject).toContain("CN=ACME Signing");
    expect(await failure(loadSigningIdentity(db, { workspaceId: other.workspaceId, id: added.id, key }))).toEqual({
      code: "validation_failed",
      errors: { "pdf.sign.certificateId": ["names no signing certificate of this workspace"] },
    });

    expect(await failure(deleteSigningCertificate(db, other.workspaceId, added.id))).toMatchObject({ code: "not_found" });
    await deleteSigningCertificate(db, owner.workspaceId, added.id);
    expect(await listSigningCertificates(db, owner.workspaceId)).toEqual([]);
  });

  it("refuses a wrong passphrase and a file that is no certificate with 422 naming the field", async () => {
    const { db } = database;
    const owner = await createTestAccount(db);
    expect(
      await failure(addSigningCertificate(db, { workspaceId: owner.workspaceId, userId: owner.userId, p12, passphrase: "wrong", key })),
    ).toEqual({ code: "validation_failed", errors: { passphrase: ["does not open this certificate file"] } });
    expect(
      await failure(
        addSigningCertificate(db, { workspaceId: owner.workspaceId, userId: owner.userId, p12: Buffer.from("hello"), passphrase, key }),
      ),
    ).toEqual({ code: "validation_failed", errors: { file: ["is not a PKCS#12 certificate with an RSA key: not a PKCS#12 file"] } });
    expect(await listSigningCertificates(db, owner.workspaceId)).toEqual([]);
  });
});
