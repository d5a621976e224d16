import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Standard Webhooks, as Paperjet signs deliveries: `v1,` + base64 HMAC-SHA256 of
 * `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64 after `whsec_`; a timestamp more
 * than 5 minutes off is refused (a replayed message). Header names in lower case, as Node gives them.
 */
export function verifyWebhook(secret: string, headers: Record<string, unknown>, body: string, now = Date.now()): boolean {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (typeof id !== "string" || typeof timestamp !== "string" || typeof signatures !== "string" || !secret.startsWith("whsec_"))
    return false;
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
