import { createHash, randomBytes } from "node:crypto";

/** `pjes_` + 256 random bits; stored only as its SHA-256 (a fast hash is enough for that entropy). */
export function newSessionToken(): { token: string; hash: string } {
  const token = `pjes_${randomBytes(32).toString("base64url")}`;
  return { token, hash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Where the designer of a session opens: the token rides in the fragment, so no server or proxy logs it. */
export function sessionUrl(appUrl: string, locale: string, id: string, token: string): string {
  return `${appUrl.replace(/\/$/, "")}${locale === "nl" ? "/nl" : ""}/embed/designer/${id}#token=${token}`;
}
