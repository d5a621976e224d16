import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** What is sealed of a certificate: the PKCS#12 file and the passphrase that opens it. */
export interface CertificateSecret {
  p12: Buffer;
  passphrase: string;
}

const VERSION = 1;

/**
 * Seals a certificate for the database with AES-256-GCM (Node's crypto): version byte, 12-byte nonce,
 * 16-byte tag, ciphertext. The row's id is the additional data, so a sealed file copied to another
 * row does not open.
 */
export function sealCertificate(options: { key: Buffer; id: string; secret: CertificateSecret }): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", options.key, nonce);
  cipher.setAAD(Buffer.from(options.id));
  const passphrase = Buffer.from(options.secret.passphrase, "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(passphrase.length);
  const sealed = Buffer.concat([cipher.update(Buffer.concat([length, passphrase, options.secret.p12])), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), sealed]);
}

/** Opens what `sealCertificate` sealed; a wrong key, row or a changed byte throws. */
export function openCertificate(options: { key: Buffer; id: string; sealed: Buffer }): CertificateSecret {
  const { sealed } = options;
  if (sealed[0] !== VERSION) throw new Error(`unknown sealed certificate version ${sealed[0]}`);
  const decipher = createDecipheriv("aes-256-gcm", options.key, sealed.subarray(1, 13));
  decipher.setAAD(Buffer.from(options.id));
  decipher.setAuthTag(sealed.subarray(13, 29));
  const plain = Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]);
  const length = plain.readUInt32BE(0);
  return { passphrase: plain.subarray(4, 4 + length).toString("utf8"), p12: plain.subarray(4 + length) };
}
