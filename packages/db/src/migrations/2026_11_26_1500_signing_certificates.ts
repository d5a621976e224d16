import { type Kysely, sql } from "kysely";

/**
 * A workspace's signing certificates (PKCS#12 with its passphrase), sealed with AES-256-GCM under a
 * key from web's configuration; what the API page lists (subject, issuer, validity, fingerprint) is
 * kept beside it in clear, so listing never opens the file.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("signing_certificates")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("issuer", "text", (c) => c.notNull())
    .addColumn("not_before", "timestamptz", (c) => c.notNull())
    .addColumn("not_after", "timestamptz", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("sealed", "bytea", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("signing_certificates_workspace").on("signing_certificates").column("workspace_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("signing_certificates").execute();
}
