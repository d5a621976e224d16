/** The cookie categories of docs/product.md §4; essential is always on and not stored. */
export const OPTIONAL_CATEGORIES = ["analytics", "marketing", "functional"] as const;
export type ConsentCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type Consent = Record<ConsentCategory, boolean>;

export const CONSENT_COOKIE = "paperjet_consent";
/** Asked again after six months, as Dutch regulators expect. */
export const CONSENT_MAX_AGE = 182 * 24 * 60 * 60;

export interface Tracker {
  id: string;
  category: ConsentCategory;
  src: string;
}

/** The visitor's stored choice, or null when they have not chosen yet (or the cookie is unreadable). */
export function parseConsent(cookieHeader: string | null | undefined): Consent | null {
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return null;
  const params = new URLSearchParams(decodeURIComponent(raw));
  if (params.get("v") !== "1") return null;
  return {
    analytics: params.get("analytics") === "1",
    marketing: params.get("marketing") === "1",
    functional: params.get("functional") === "1",
  };
}

export function serializeConsent(consent: Consent): string {
  const params = new URLSearchParams({ v: "1" });
  for (const category of OPTIONAL_CATEGORIES) params.set(category, consent[category] ? "1" : "0");
  return `${CONSENT_COOKIE}=${encodeURIComponent(params.toString())}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax`;
}
