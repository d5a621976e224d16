/** How a receiver verifies a Paperjet webhook (Standard Webhooks), as shown on /integrations/api and in README. */
export const VERIFY_NODE = `import { createHmac, timingSafeEqual } from "node:crypto";

function verify(secret, headers, body) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signed = \`\${headers["webhook-id"]}.\${headers["webhook-timestamp"]}.\${body}\`; // body: the raw text
  const expected = Buffer.from(\`v1,\${createHmac("sha256", key).update(signed).digest("base64")}\`);
  const fresh = Math.abs(Date.now() / 1000 - Number(headers["webhook-timestamp"])) < 300;
  return fresh && headers["webhook-signature"].split(" ").some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected));
}`;

export const VERIFY_PYTHON = `import base64, hashlib, hmac, time

def verify(secret: str, headers: dict, body: bytes) -> bool:
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{headers['webhook-id']}.{headers['webhook-timestamp']}.".encode() + body
    expected = "v1," + base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    fresh = abs(time.time() - int(headers["webhook-timestamp"])) < 300
    return fresh and any(hmac.compare_digest(s, expected) for s in headers["webhook-signature"].split(" "))`;
