import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { WebhookVerificationError, verifyWebhook } from "./index.ts";

// Signed as Standard Webhooks defines it, and as web/app/features/webhooks/sign-webhook.server.ts does.
const secret = `whsec_${randomBytes(24).toString("base64")}`;
const sign = (key: string, id: string, timestamp: number, body: string) =>
  `v1,${createHmac("sha256", Buffer.from(key.replace(/^whsec_/, ""), "base64"))
    .update(`${id}.${timestamp}.${body}`)
    .digest("base64")}`;
const body = JSON.stringify({
  type: "document.succeeded",
  timestamp: new Date().toISOString(),
  data: { jobId: "job_1", status: "succeeded" },
});
const now = Math.floor(Date.now() / 1000);
const headers = (overrides: Record<string, string> = {}) => ({
  "webhook-id": "msg_1",
  "webhook-timestamp": String(now),
  "webhook-signature": sign(secret, "msg_1", now, body),
  ...overrides,
});

describe("verifyWebhook", () => {
  it("accepts a delivery and returns its payload, from a header record, a Headers object or bytes", async () => {
    await expect(verifyWebhook(secret, headers(), body)).resolves.toMatchObject({ type: "document.succeeded", data: { jobId: "job_1" } });
    await expect(verifyWebhook(secret, new Headers(headers()), new TextEncoder().encode(body))).resolves.toMatchObject({
      type: "document.succeeded",
    });
    const upper = Object.fromEntries(Object.entries(headers()).map(([k, v]) => [k.replace(/^w/, "W"), v]));
    await expect(verifyWebhook(secret, upper, body)).resolves.toMatchObject({ type: "document.succeeded" });
  });

  it("accepts when any of several space-separated signatures matches (a secret being rotated)", async () => {
    const other = `whsec_${randomBytes(24).toString("base64")}`;
    await expect(
      verifyWebhook(
        secret,
        headers({ "webhook-signature": `${sign(other, "msg_1", now, body)} ${sign(secret, "msg_1", now, body)}` }),
        body,
      ),
    ).resolves.toBeTruthy();
  });

  it("rejects a tampered body, id or timestamp, another secret, a stale timestamp and missing headers", async () => {
    await expect(verifyWebhook(secret, headers(), body.replace("job_1", "job_2"))).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(verifyWebhook(secret, headers({ "webhook-id": "msg_2" }), body)).rejects.toThrow(/signature/);
    await expect(verifyWebhook(secret, headers({ "webhook-timestamp": String(now + 1) }), body)).rejects.toThrow(/signature/);
    await expect(verifyWebhook(`whsec_${randomBytes(24).toString("base64")}`, headers(), body)).rejects.toThrow(/signature/);
    const old = now - 301;
    await expect(
      verifyWebhook(secret, headers({ "webhook-timestamp": String(old), "webhook-signature": sign(secret, "msg_1", old, body) }), body),
    ).rejects.toThrow(/timestamp/);
    await expect(verifyWebhook(secret, { "webhook-id": "msg_1", "webhook-timestamp": String(now) }, body)).rejects.toThrow(
      /webhook-signature/,
    );
    await expect(
      verifyWebhook(secret, headers({ "webhook-signature": sign(secret, "msg_1", now, body).replace("v1,", "v2,") }), body),
    ).rejects.toThrow(/signature/);
  });
});
