import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, parseConsent, serializeConsent } from "./consent";

describe("consent cookie", () => {
  it("round-trips a choice and is readable among other cookies", () => {
    const cookie = serializeConsent({ analytics: true, marketing: false, functional: true });
    expect(cookie).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const pair = cookie.split(";")[0];
    expect(parseConsent(`lng=nl; ${pair}; __session=abc`)).toEqual({ analytics: true, marketing: false, functional: true });
  });

  it("treats a missing, foreign or future-version cookie as no choice", () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent("lng=en")).toBeNull();
    expect(parseConsent(`${CONSENT_COOKIE}=${encodeURIComponent("v=2&analytics=1")}`)).toBeNull();
    expect(parseConsent(`${CONSENT_COOKIE}=garbage`)).toBeNull();
  });
});
