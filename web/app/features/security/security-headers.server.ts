import { randomBytes } from "node:crypto";
import { trackerOrigins } from "~/features/consent/trackers.server";
import { env } from "~/config/env.server";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The headers every HTML page carries. Scripts run only from our origin or
 * with this response's nonce (no 'unsafe-inline'), plus the configured
 * tracker origins, which the cookie bar loads after consent. Pages may be
 * framed by our own origin only — except a page whose route already set its
 * own `frame-ancestors` (the embedded designer: its editor session's origins),
 * which keeps that and gets no X-Frame-Options. The Vite dev server injects
 * inline scripts and a websocket, so development gets a looser script policy.
 */
export function setSecurityHeaders(headers: Headers, nonce: string): void {
  const routeFraming = /(?:^|;)\s*frame-ancestors ([^;]+)/.exec(headers.get("Content-Security-Policy") ?? "")?.[1]?.trim();
  const { NODE_ENV, APP_URL } = env();
  const trackers = trackerOrigins();
  const development = NODE_ENV === "development";
  const script = development ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", `'nonce-${nonce}'`];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [...script, ...trackers],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...trackers, ...(development ? ["ws:", "wss:"] : [])],
    // Our own pages only (the SDK's live demo frames the embedded designer), plus the trackers.
    "frame-src": ["'self'", ...trackers],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": [routeFraming ?? "'self'"],
  };
  headers.set(
    "Content-Security-Policy",
    Object.entries(directives)
      .map(([name, values]) => `${name} ${values.join(" ")}`)
      .join("; "),
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (routeFraming) headers.delete("X-Frame-Options");
  else headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (APP_URL.startsWith("https://")) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

// Signed-in pages (and the sign-in pages): never stored, so after a logout the browser's Back
// button cannot show the account's dashboard from its cache (issue 23.8).
const PRIVATE_PAGE = /^(\/nl)?\/(app|onboarding|auth|invitations)(\/|\.data$|$)/;

/** `Cache-Control: no-store` on the documents and data requests of private pages. */
export function setPageCaching(headers: Headers, pathname: string): void {
  if (PRIVATE_PAGE.test(pathname)) headers.set("Cache-Control", "no-store");
}
