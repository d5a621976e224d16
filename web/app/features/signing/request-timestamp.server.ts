import { createHash, randomBytes, webcrypto } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { apiError } from "~/utils/api-error-locale.server";

const SHA256 = "2.16.840.1.101.3.4.2.1";
// PKI.js parses the authority's answer with a crypto engine; Node's WebCrypto, once per process.
pkijs.setEngine("node", new pkijs.CryptoEngine({ name: "node", crypto: webcrypto as unknown as Crypto }));
/** How long a signing call waits for the timestamp authority. */
const TIMEOUT_MS = 10_000;

/**
 * An RFC 3161 timestamp token over `signature` (a CMS signature value) from the timestamp authority at
 * `url`: what PAdES B-T adds to a B-B signature as its signature-time-stamp attribute. The answer must be
 * granted and must stamp exactly this signature with this request's nonce; anything else is a 503, since
 * the signed PDF without it would not be what the configuration promises.
 */
export async function requestTimestamp(options: { url: string; signature: Uint8Array }): Promise<pkijs.ContentInfo> {
  const digest = createHash("sha256").update(options.signature).digest();
  // A positive 64-bit nonce in minimal DER (first byte 0x40..0x7f), which the authority echoes byte for byte.
  const nonceBytes = randomBytes(8);
  nonceBytes[0] = (nonceBytes[0]! & 0x3f) | 0x40;
  const nonce = new asn1js.Integer({ valueHex: nonceBytes });
  const query = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: digest }),
    }),
    nonce,
    certReq: true,
  });
  const unavailable = (reason: string, cause?: unknown) =>
    apiError("dependency_down", "timestampUnavailable", "The timestamp authority did not stamp the signature; try again later.", {
      extra: { reason },
      cause,
    });
  let answer: Response;
  try {
    answer = await fetch(options.url, {
      method: "POST",
      headers: { "Content-Type": "application/timestamp-query" },
      body: Buffer.from(query.toSchema().toBER(false)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw unavailable("no answer", error);
  }
  if (!answer.ok) throw unavailable(`HTTP ${answer.status}`);
  let response: pkijs.TimeStampResp;
  try {
    response = pkijs.TimeStampResp.fromBER(new Uint8Array(await answer.arrayBuffer()));
  } catch (error) {
    throw unavailable("not a timestamp response", error);
  }
  // PKIStatus 0 granted, 1 grantedWithMods; every other status carries no token.
  if (response.status.status > 1 || !response.timeStampToken) throw unavailable(`status ${response.status.status}`);
  const signed = new pkijs.SignedData({ schema: response.timeStampToken.content });
  const info = pkijs.TSTInfo.fromBER(new Uint8Array(signed.encapContentInfo.eContent!.valueBlock.valueHexView));
  const stamped = Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView);
  const echoed = info.nonce && Buffer.from(info.nonce.valueBlock.valueHexView);
  if (!stamped.equals(digest) || !echoed?.equals(nonceBytes)) {
    throw unavailable("the token stamps something else");
  }
  return response.timeStampToken;
}
