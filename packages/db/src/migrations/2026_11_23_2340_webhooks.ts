import { type Kysely, sql } from "kysely";

/**
 * Webhooks issue: a workspace's endpoints (each with its own signing secret), the workspace's
 * signing secret for a call's `callbackUrl`, and the delivery log (one message, stable across its
 * attempts, and one row per attempt). The log is pruned after 7 days.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("events", "jsonb", (c) => c.notNull())
    .addColumn("enabled", "boolean", (c) => c.notNull().defaultTo(true))
    // `whsec_` + base64: signing needs the secret itself, so it cannot be stored as a hash.
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("disabled_reason", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("webhook_endpoints_workspace_idx").on("webhook_endpoints").columns(["workspace_id", "created_at"]).execute();

  await db.schema
    .createTable("workspace_signing_secrets")
    .addColumn("workspace_id", "uuid", (c) => c.primaryKey().references("workspaces.id").onDelete("cascade"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("webhook_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    // null: a call's callbackUrl, signed with the workspace's secret.
    .addColumn("endpoint_id", "uuid", (c) => c.references("webhook_endpoints.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("webhook_messages_workspace_idx").on("webhook_messages").columns(["workspace_id", "created_at"]).execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("message_id", "text", (c) => c.notNull().references("webhook_messages.id").onDelete("cascade"))
    .addColumn("attempt", "integer", (c) => c.notNull())
    .addColumn("status_code", "integer")
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    // The first 1 kB of the receiver's answer, or why no answer came.
    .addColumn("response_excerpt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("webhook_deliveries_message_idx").on("webhook_deliveries").columns(["message_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["webhook_deliveries", "webhook_messages", "workspace_signing_secrets", "webhook_endpoints"])
    await db.schema.dropTable(table).execute();
}
