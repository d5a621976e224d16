import { afterEach, describe, expect, it, vi } from "vitest";

process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";

async function headersFor(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { setSecurityHeaders } = await import("./security-headers.server");
  const headers = new Headers();
  setSecurityHeaders(headers, "abc123");
  return headers;
}

describe("security headers", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("allows scripts only from our origin and with the nonce in production, plus configured trackers", async () => {
    const headers = await headersFor({
      NODE_ENV: "production",
      ANALYTICS_SCRIPT_URL: "https://stats.example.com/a.js",
      LIVE_CHAT_SCRIPT_URL: "https://chat.example.net/c.js",
    });
    const csp = headers.get("Content-Security-Policy")!;
    expect(csp).toContain("script-src 'self' 'nonce-abc123' https://stats.example.com https://chat.example.net;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("adds HSTS on https and no tracker origins when none are configured", async () => {
    const headers = await headersFor({ NODE_ENV: "production", APP_URL: "https://paperjet.example" });
    expect(headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-abc123';");
    expect(headers.get("Content-Security-Policy")).toContain("frame-src 'self';");
  });
});

describe("framing", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("lets only our own origin frame a page, unless its route named the origins (the embedded designer)", async () => {
    const page = await headersFor({ NODE_ENV: "production" });
    expect(page.get("Content-Security-Policy")).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
    expect(page.get("X-Frame-Options")).toBe("SAMEORIGIN");

    const { setSecurityHeaders } = await import("./security-headers.server");
    const embed = new Headers({
      "Content-Security-Policy": "frame-ancestors https://host.example http://127.0.0.1:3102",
      "X-Frame-Options": "SAMEORIGIN",
    });
    setSecurityHeaders(embed, "abc123");
    const csp = embed.get("Content-Security-Policy")!;
    expect(csp).toContain("frame-ancestors https://host.example http://127.0.0.1:3102");
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp.match(/frame-ancestors/g)).toHaveLength(1);
    expect(embed.get("X-Frame-Options")).toBeNull();
  });
});

describe("page caching", () => {
  it("marks signed-in and sign-in pages (documents and data requests) no-store, and leaves public pages alone", async () => {
    const { setPageCaching } = await import("./security-headers.server");
    const cached = (pathname: string) => {
      const headers = new Headers();
      setPageCaching(headers, pathname);
      return headers.get("Cache-Control");
    };
    for (const path of [
      "/app",
      "/app/dashboard",
      "/nl/app/settings/team",
      "/app/dashboard.data",
      "/onboarding",
      "/auth/login",
      "/nl/invitations/abc",
    ])
      expect(cached(path), path).toBe("no-store");
    for (const path of ["/", "/nl", "/pricing", "/nl/blog/some-post", "/apple", "/application"]) expect(cached(path), path).toBeNull();
  });
});
