import { createHmac, timingSafeEqual } from "node:crypto";

/** A header of Zapier's `rawRequest`, which may prefix names with `Http-` and changes their case. */
function header(headers: Record<string, string>, name: string): string | undefined {
  const wanted = new Set([name.toLowerCase(), `http-${name.toLowerCase()}`]);
  return Object.entries(headers).find(([key]) => wanted.has(key.toLowerCase()))?.[1];
}

/**
 * Standard Webhooks, as Paperjet signs deliveries: `v1,` + base64 HMAC-SHA256 of
 * `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64 after `whsec_`; a timestamp more
 * than 5 minutes off is refused (a replayed message).
 */
export function verifyWebhook(secret: string, headers: Record<string, string>, body: string, now = Date.now()): boolean {
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestamp || !signatures || !secret.startsWith("whsec_")) return false;
  if (!(Math.abs(now / 1000 - Number(timestamp)) < 300)) return false;
  const expected = Buffer.from(
    `v1,${createHmac("sha256", Buffer.from(secret.slice(6), "base64"))
      .update(`${id}.${timestamp}.${body}`)
      .digest("base64")}`,
  );
  return signatures
    .split(" ")
    .some((signature) => signature.length === expected.length && timingSafeEqual(Buffer.from(signature), expected));
}
