import { createHmac, randomBytes } from "node:crypto";

/** A new signing secret: `whsec_` + 32 random bytes in base64 (Standard Webhooks). */
export function createSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-signature` is `v1,` + base64
 * HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed with the base64-decoded part after `whsec_`.
 */
export function signWebhook(options: { secret: string; messageId: string; timestamp: number; body: string }): Record<string, string> {
  const key = Buffer.from(options.secret.replace(/^whsec_/, ""), "base64");
  const signature = createHmac("sha256", key).update(`${options.messageId}.${options.timestamp}.${options.body}`).digest("base64");
  return { "webhook-id": options.messageId, "webhook-timestamp": String(options.timestamp), "webhook-signature": `v1,${signature}` };
}
