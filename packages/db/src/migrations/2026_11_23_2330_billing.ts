import { type Kysely, sql } from "kysely";

// Billing (issue 22): each workspace's subscription (plan, period, Chargebee's status words, the trial,
// the billing contact and the provider's ids), the invoices of the manual provider (and Chargebee's,
// mirrored by webhook) and the provider events already applied (webhooks are idempotent by event id).
// `workspaces.plan` stays the plan the subscription is on; a trial past its end counts as Free.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("subscriptions")
    .addColumn("workspace_id", "uuid", (c) => c.primaryKey().references("workspaces.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull().defaultTo("manual"))
    .addColumn("plan", "text", (c) => c.notNull().defaultTo("free"))
    .addColumn("period", "text", (c) => c.notNull().defaultTo("monthly"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("trial_ends_at", "timestamptz")
    // One trial per user: the owner whose first workspace took it (unique, so a race cannot take two).
    .addColumn("trial_user_id", "integer", (c) => c.unique().references("users.id").onDelete("set null"))
    .addColumn("current_period_start", "timestamptz")
    .addColumn("current_period_end", "timestamptz")
    .addColumn("customer_first_name", "text")
    .addColumn("customer_last_name", "text")
    .addColumn("customer_email", "text")
    .addColumn("customer_country", "text")
    .addColumn("provider_customer_id", "text")
    .addColumn("provider_subscription_id", "text")
    // Chargebee's resource_version of the last subscription state applied: an older event changes nothing.
    .addColumn("provider_version", "bigint")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into subscriptions (workspace_id, plan, status) select id, plan, 'active' from workspaces`.execute(db);

  await sql`create sequence invoice_number_seq`.execute(db);
  await db.schema
    .createTable("invoices")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_invoice_id", "text")
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("issued_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("period_start", "timestamptz", (c) => c.notNull())
    .addColumn("period_end", "timestamptz", (c) => c.notNull())
    .addColumn("net_amount", "integer", (c) => c.notNull())
    .addColumn("vat_rate", "numeric", (c) => c.notNull())
    .addColumn("vat_amount", "integer", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    // What the PDF shows, fixed when the invoice was issued: the customer and the operator's details.
    .addColumn("customer", "jsonb", (c) => c.notNull())
    .addColumn("operator", "jsonb", (c) => c.notNull())
    .addColumn("status_changed_at", "timestamptz")
    .addColumn("status_changed_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("invoices_provider_invoice_unique", ["provider", "provider_invoice_id"])
    .execute();
  await db.schema.createIndex("invoices_workspace_idx").on("invoices").columns(["workspace_id", "issued_at"]).execute();

  await db.schema
    .createTable("billing_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("billing_events").ifExists().execute();
  await db.schema.dropTable("invoices").ifExists().execute();
  await sql`drop sequence if exists invoice_number_seq`.execute(db);
  await db.schema.dropTable("subscriptions").ifExists().execute();
}
