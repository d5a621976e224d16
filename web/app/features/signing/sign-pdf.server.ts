import { createHash, webcrypto } from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import signpdf from "@signpdf/signpdf";
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import * as asn1js from "asn1js";
import { PDFDocument } from "pdf-lib";
import * as pkijs from "pkijs";
import type { SigningIdentity } from "./read-pkcs12.server";

const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
};
/** Room for the CMS in the file: the certificate chain and an RSA-4096 signature fit with a large margin. */
const SIGNATURE_LENGTH = 16_384;

/**
 * Signs a finished PDF as PAdES B-B (ETSI EN 319 142-1): a CAdES detached signature (subFilter
 * ETSI.CAdES.detached) over the file's byte range, added by @signpdf with a pdf-lib placeholder
 * (docs/decisions/061). The signing time is the signature dictionary's /M, as B-B asks, not a CMS
 * attribute.
 */
export async function signPdf(options: {
  pdf: Uint8Array;
  identity: SigningIdentity;
  reason?: string;
  location?: string;
  signingTime?: Date;
}): Promise<Buffer> {
  const signingTime = options.signingTime ?? new Date();
  const document = await PDFDocument.load(options.pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: options.reason ?? "",
    location: options.location ?? "",
    contactInfo: "",
    name: commonName(options.identity.certificate.subject),
    signingTime,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: "Paperjet",
  });
  // @signpdf finds the byte range in the file's text, which object streams would compress away.
  const prepared = Buffer.from(await document.save({ useObjectStreams: false }));
  return signpdf.sign(prepared, new CadesSigner(options.identity), signingTime);
}

/**
 * @signpdf's P12 signer writes a PKCS#7 signature whose signed attributes lack the ESS
 * signing-certificate-v2 that PAdES B-B requires (and carry a signing-time it forbids), and
 * node-forge cannot encode other attributes; so the CMS is built with PKI.js and signed by Node's WebCrypto.
 */
class CadesSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }

  async sign(content: Buffer): Promise<Buffer> {
    const engine = new pkijs.CryptoEngine({ name: "node", crypto: webcrypto as unknown as Crypto });
    const own = pkijs.Certificate.fromBER(this.identity.certificate.raw);
    const attribute = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 with the default hash (SHA-256)
    // leaves hashAlgorithm out (RFC 5035) and names the certificate by issuer and serial.
    const essCertId = new asn1js.Sequence({
      value: [
        new asn1js.OctetString({ valueHex: sha256(this.identity.certificate.raw) }),
        new asn1js.Sequence({
          value: [
            new asn1js.Sequence({
              value: [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [own.issuer.toSchema()] })],
            }),
            own.serialNumber,
          ],
        }),
      ],
    });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      certificates: [own, ...this.identity.chain.map((der) => pkijs.Certificate.fromBER(new Uint8Array(der)))],
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: own.issuer, serialNumber: own.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
              attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: sha256(content) })),
              attribute(OID.signingCertificateV2, new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertId] })] })),
            ],
          }),
        }),
      ],
    });
    const key = await webcrypto.subtle.importKey(
      "pkcs8",
      new Uint8Array(this.identity.privateKey),
      { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
      false,
      ["sign"],
    );
    await signedData.sign(key as unknown as CryptoKey, 0, "SHA-256", undefined, engine);
    const cms = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return Buffer.from(cms.toSchema().toBER(false));
  }
}

function sha256(bytes: Uint8Array): ArrayBuffer {
  const digest = createHash("sha256").update(bytes).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
}

function commonName(subject: string): string {
  return /(?:^|\n)CN=([^\n]+)/.exec(subject)?.[1] ?? "Paperjet";
}
