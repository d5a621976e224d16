import { createHmac, timingSafeEqual } from "node:crypto";
import { SIGNATURE_PARAM, SIGNED_URL_PATH, type RenderFormat } from "@paperjet/contracts";

export interface SignedUrlParams {
  templateId: string;
  format: RenderFormat;
  data?: Record<string, unknown>;
  version?: number;
  /** Unix seconds. */
  expires?: number;
  page?: number;
  scale?: number;
  quality?: number;
}

/** Hex HMAC-SHA256 of `pathAndQuery` (the URL's path and query before `&signature=`), keyed with the secret's UTF-8 bytes. */
export function signPathAndQuery(secret: string, pathAndQuery: string): string {
  return createHmac("sha256", secret).update(pathAndQuery).digest("hex");
}

/** Whether `signature` (hex) is the one of `pathAndQuery`, compared in constant time. */
export function verifyPathAndQuery(secret: string, pathAndQuery: string, signature: string): boolean {
  const expected = Buffer.from(signPathAndQuery(secret, pathAndQuery), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A signed URL, built exactly as docs/signed-urls.md tells customers to: the parameters in this
 * order, `data` as base64url of its JSON, the signature last.
 */
export function signUrl(options: { baseUrl: string; secret: string; params: SignedUrlParams }): string {
  const { templateId, data, ...rest } = options.params;
  const query = new URLSearchParams();
  query.set("format", rest.format);
  if (data !== undefined) query.set("data", Buffer.from(JSON.stringify(data)).toString("base64url"));
  for (const key of ["version", "expires", "page", "scale", "quality"] as const)
    if (rest[key] !== undefined) query.set(key, String(rest[key]));
  const pathAndQuery = `${SIGNED_URL_PATH}${templateId}?${query.toString()}`;
  return `${options.baseUrl.replace(/\/$/, "")}${pathAndQuery}&${SIGNATURE_PARAM}=${signPathAndQuery(options.secret, pathAndQuery)}`;
}
