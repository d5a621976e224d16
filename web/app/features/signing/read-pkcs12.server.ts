import { createHash, createPrivateKey, X509Certificate } from "node:crypto";
import forge from "node-forge";

/** What a PKCS#12 file holds, ready for signing: the key, the certificate matching it, and the rest of its chain. */
export interface SigningIdentity {
  /** PKCS#8 DER. */
  privateKey: Buffer;
  certificate: X509Certificate;
  /** Issuers the file carries, DER, without the signer's own certificate. */
  chain: Buffer[];
}

export class Pkcs12Error extends Error {}

/**
 * Opens a PKCS#12 file (.p12/.pfx) with node-forge, the parser @signpdf's own P12 signer uses (Node
 * has none of its own). A wrong passphrase, a file that is no PKCS#12, or one without an RSA key and
 * its certificate is a `Pkcs12Error` (the upload answers 422 with it).
 */
export function readPkcs12(options: { p12: Uint8Array; passphrase: string }): SigningIdentity {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(options.p12).toString("binary"))),
      false,
      options.passphrase,
    );
  } catch (error) {
    throw new Pkcs12Error(
      /Invalid password|MAC could not be verified|PKCS#12 MAC/i.test(String(error)) ? "wrong passphrase" : "not a PKCS#12 file",
      { cause: error },
    );
  }
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Pkcs12Error("no RSA private key in the file");
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).flatMap((bag) =>
    bag.cert ? [bag.cert] : [],
  );
  const der = (cert: forge.pki.Certificate) => Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), "binary");
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(key)).export({ type: "pkcs8", format: "der" });
  const publicOf = (cert: forge.pki.Certificate) => (cert.publicKey as forge.pki.rsa.PublicKey).n?.compareTo(key.n) === 0;
  const own = certs.find(publicOf);
  if (!own) throw new Pkcs12Error("no certificate for the private key in the file");
  const ownDer = der(own);
  const fingerprint = createHash("sha256").update(ownDer).digest("hex");
  return {
    privateKey,
    certificate: new X509Certificate(ownDer),
    chain: certs.map(der).filter((c) => createHash("sha256").update(c).digest("hex") !== fingerprint),
  };
}

/** The signer as people know them: the certificate subject's common name. */
export function signerName(identity: SigningIdentity): string {
  return /(?:^|\n)CN=([^\n]+)/.exec(identity.certificate.subject)?.[1] ?? "Paperjet";
}
