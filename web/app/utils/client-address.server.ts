/**
 * Set by web/server.mjs on every request from the socket address, honouring
 * X-Forwarded-For only from proxies TRUST_PROXY names (default: loopback). It
 * always overwrites what a client sent, so a visitor cannot choose their bucket.
 */
export const CLIENT_ADDRESS_HEADER = "X-Paperjet-Client-Address";

/** The caller's address for rate limits; "unknown" when no server stood in front (route tests). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
