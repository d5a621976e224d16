import { WebhookVerificationError } from "./errors.js";
import type { components } from "./openapi.js";

/** The body of every delivery (`document.succeeded`, `document.failed`, `batch.succeeded`, `batch.failed`, `webhook.test`). */
export type WebhookPayload = components["schemas"]["WebhookPayload"];

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

function header(headers: WebhookHeaders, name: string): string {
  const value =
    headers instanceof Headers
      ? headers.get(name)
      : (headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]);
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) throw new WebhookVerificationError(`The ${name} header is missing.`);
  return text;
}

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Compares without stopping at the first difference, so the time taken says nothing about the signature. */
function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Checks a Paperjet webhook (Standard Webhooks) and returns its payload. `secret` is the endpoint's (or the
 * workspace's callbackUrl) `whsec_…` secret; `rawBody` is the request body exactly as received — parse
 * it only after this passes. `webhook-signature` may hold several space-separated `v1,<base64>` entries
 * (during a secret rotation); one matching HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` suffices.
 * A timestamp more than `toleranceSeconds` (default 300) away from now is refused, against replays.
 * Throws WebhookVerificationError otherwise.
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  rawBody: string | Uint8Array,
  options: { toleranceSeconds?: number; now?: Date } = {},
): Promise<WebhookPayload> {
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  const seconds = Number(timestamp);
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (!/^\d+$/.test(timestamp) || Math.abs(now - seconds) > (options.toleranceSeconds ?? 300))
    throw new WebhookVerificationError("The webhook-timestamp is missing, malformed or too far from now.");

  const body = typeof rawBody === "string" ? new TextEncoder().encode(rawBody) : rawBody;
  const prefix = new TextEncoder().encode(`${id}.${timestamp}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix);
  signed.set(body, prefix.length);
  let keyBytes: Uint8Array;
  try {
    keyBytes = base64ToBytes(secret.replace(/^whsec_/, ""));
  } catch {
    throw new WebhookVerificationError("The secret is not a whsec_ secret.");
  }
  const key = await crypto.subtle.importKey("raw", keyBytes as BufferSource, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const expected = bytesToBase64(new Uint8Array(await crypto.subtle.sign("HMAC", key, signed as BufferSource)));
  const matches = signatures.split(" ").some((entry) => {
    const [version, signature] = entry.split(",", 2);
    return version === "v1" && signature !== undefined && equalInConstantTime(signature, expected);
  });
  if (!matches) throw new WebhookVerificationError("No signature in webhook-signature matches the body.");
  try {
    return JSON.parse(new TextDecoder().decode(body)) as WebhookPayload;
  } catch {
    throw new WebhookVerificationError("The body is not JSON.");
  }
}
