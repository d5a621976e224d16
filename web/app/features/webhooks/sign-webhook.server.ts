import { createHmac, randomBytes } from "node:crypto";

/** A new signing secret: `whsec_` + 32 random bytes in base64 (Standard Webhooks). */
export function createSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-signature` is `v1,` + base64
 * HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed with the base64-decoded part after `whsec_`.
 * With several secrets (a rotation's old one still valid) each gives one signature, separated by
 * spaces, so a receiver that still has the old secret, or already the new one, verifies.
 */
export function signWebhook(options: { secrets: string[]; messageId: string; timestamp: number; body: string }): Record<string, string> {
  const signatures = options.secrets.map((secret) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
    return `v1,${createHmac("sha256", key).update(`${options.messageId}.${options.timestamp}.${options.body}`).digest("base64")}`;
  });
  return { "webhook-id": options.messageId, "webhook-timestamp": String(options.timestamp), "webhook-signature": signatures.join(" ") };
}
