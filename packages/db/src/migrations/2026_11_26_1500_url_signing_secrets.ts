import type { Kysely } from "kysely";

/**
 * Each workspace's URL-signing secret: the HMAC-SHA256 key of its signed image URLs
 * (docs/signed-urls.md). Kept readable like the webhook signing secrets, because the API page
 * shows it for customers to sign URLs in their own code; null until the workspace first asks for one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("workspaces").addColumn("url_signing_secret", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("workspaces").dropColumn("url_signing_secret").execute();
}
