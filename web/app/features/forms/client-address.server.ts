/**
 * The visitor's address for rate limiting. Behind our load balancer the last
 * `X-Forwarded-For` entry is the one it appended (earlier entries are
 * whatever the client claimed). Without a proxy all visitors share one bucket.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-For");
  const last = forwarded?.split(",").map((part) => part.trim()).filter(Boolean).pop();
  return last || request.headers.get("X-Real-IP") || "direct";
}
