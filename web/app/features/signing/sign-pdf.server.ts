import { createHash, webcrypto } from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import signpdf from "@signpdf/signpdf";
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import * as asn1js from "asn1js";
import { PDFDict, PDFDocument, PDFName, PDFSignature, PDFString, type PDFPage } from "pdf-lib";
import * as pkijs from "pkijs";
import { signerName, type SigningIdentity } from "./read-pkcs12.server";
import { requestTimestamp } from "./request-timestamp.server";

const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  signatureTimeStampToken: "1.2.840.113549.1.9.16.2.14",
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
  /** The signature field to sign in (its name); default the first empty one. */
  field?: string;
  signingTime?: Date;
  /** An RFC 3161 timestamp authority (SIGNING_TSA_URL): its token makes the signature PAdES B-T. */
  timestampUrl?: string;
}): Promise<Buffer> {
  const signingTime = options.signingTime ?? new Date();
  const document = await PDFDocument.load(options.pdf, { updateMetadata: false });
  const place = takeSignatureField(document, options.field);
  pdflibAddPlaceholder({
    pdfDoc: document,
    pdfPage: place?.page,
    widgetRect: place?.rect,
    reason: options.reason ?? "",
    location: options.location ?? "",
    contactInfo: "",
    name: signerName(options.identity),
    signingTime,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: "Paperjet",
  });
  if (place) nameSignatureField(place.page, place.name);
  // @signpdf finds the byte range in the file's text, which object streams would compress away.
  const prepared = Buffer.from(await document.save({ useObjectStreams: false }));
  return signpdf.sign(prepared, new CadesSigner(options.identity, options.timestampUrl), signingTime);
}

/**
 * @signpdf's P12 signer writes a PKCS#7 signature whose signed attributes lack the ESS
 * signing-certificate-v2 that PAdES B-B requires (and carry a signing-time it forbids), and
 * node-forge cannot encode other attributes; so the CMS is built with PKI.js and signed by Node's WebCrypto.
 */
class CadesSigner extends Signer {
  constructor(
    private readonly identity: SigningIdentity,
    private readonly timestampUrl: string | undefined,
  ) {
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
    if (this.timestampUrl) {
      // B-T: a timestamp over the signature value, as the unsigned signature-time-stamp attribute (ETSI EN 319 122-1 5.3).
      const signerInfo = signedData.signerInfos[0]!;
      const token = await requestTimestamp({ url: this.timestampUrl, signature: signerInfo.signature.valueBlock.valueHexView });
      signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
        type: 1,
        attributes: [attribute(OID.signatureTimeStampToken, token.toSchema())],
      });
    }
    const cms = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return Buffer.from(cms.toSchema().toBER(false));
  }
}

function sha256(bytes: Uint8Array): ArrayBuffer {
  const digest = createHash("sha256").update(bytes).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
}

/**
 * The empty signature field (a template's signature field, docs/template-format.md) the signature goes
 * into: taken out of the form, so the signature's own field takes its place, page and rectangle. The
 * engine painted the signature's text there (visible-signature.ts), choosing the field by the same rule.
 */
function takeSignatureField(document: PDFDocument, name: string | undefined) {
  const form = document.getForm();
  const field = form
    .getFields()
    .find(
      (f): f is PDFSignature =>
        f instanceof PDFSignature && !f.acroField.dict.has(PDFName.of("V")) && (name === undefined || f.getName() === name),
    );
  const widget = field?.acroField.getWidgets()[0];
  const page = widget && document.getPages().find((p) => p.ref === widget.P());
  if (!field || !widget || !page) return undefined;
  const { x, y, width, height } = widget.getRectangle();
  const taken = { name: field.getName(), page, rect: [x, y, x + width, y + height] };
  form.removeField(field);
  return taken;
}

/** @signpdf names its field Signature1; the signature keeps the name of the field it was made in. */
function nameSignatureField(page: PDFPage, name: string) {
  const annotations = page.node.Annots();
  const last = annotations?.lookup(annotations.size() - 1, PDFDict);
  last?.set(PDFName.of("T"), PDFString.of(name));
}
