import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { newUrlSigningSecret } from "./rotate-url-signing-secret.server";

/**
 * The workspace's URL-signing secret, created on first use. Stored readable, like the webhook
 * signing secrets: the API page shows it so customers can sign URLs in their own code.
 */
export async function getUrlSigningSecret(db: Kysely<Database>, workspaceId: string): Promise<string> {
  const row = await db.selectFrom("workspaces").select("url_signing_secret").where("id", "=", workspaceId).executeTakeFirstOrThrow();
  if (row.url_signing_secret) return row.url_signing_secret;
  // Two first uses at once agree on whichever secret was written first.
  await db
    .updateTable("workspaces")
    .set({ url_signing_secret: newUrlSigningSecret() })
    .where("id", "=", workspaceId)
    .where("url_signing_secret", "is", null)
    .execute();
  const created = await db.selectFrom("workspaces").select("url_signing_secret").where("id", "=", workspaceId).executeTakeFirstOrThrow();
  return created.url_signing_secret!;
}
