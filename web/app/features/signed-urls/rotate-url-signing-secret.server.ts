import { randomBytes } from "node:crypto";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";

/** A new URL-signing secret: `pjus_` + 32 random bytes, base64url; the HMAC key is the whole string's UTF-8 bytes. */
export function newUrlSigningSecret(): string {
  return `pjus_${randomBytes(32).toString("base64url")}`;
}

/** Replaces the workspace's URL-signing secret: every URL signed with the old one answers 403 from now on. */
export async function rotateUrlSigningSecret(db: Kysely<Database>, workspaceId: string): Promise<string> {
  const secret = newUrlSigningSecret();
  await db.updateTable("workspaces").set({ url_signing_secret: secret, updated_at: new Date() }).where("id", "=", workspaceId).execute();
  return secret;
}
