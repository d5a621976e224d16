import type { Kysely } from "kysely";

/**
 * Issue 26: a plan change is quoted before it is made, so a downgrade can wait for the end of the
 * paid period (`scheduled_plan`/`scheduled_period`) and the unused part of a period that ends early
 * is kept as a credit (`credit_balance`, minor units) for the next invoices; the billing contact
 * gains what an invoice needs for a business (company, address, VAT ID), and an invoice records the
 * credit taken off it and whether its VAT is reverse-charged; a webhook endpoint's
 * replaced secret stays valid for a while (`previous_secret` until `previous_secret_expires_at`)
 * so receivers can switch without missing deliveries.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("subscriptions")
    .addColumn("scheduled_plan", "text")
    .addColumn("scheduled_period", "text")
    .addColumn("credit_balance", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("customer_company", "text")
    .addColumn("customer_address", "text")
    .addColumn("customer_vat_id", "text")
    .execute();
  await db.schema
    .alterTable("invoices")
    .addColumn("credit_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reverse_charge", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable("webhook_endpoints")
    .addColumn("previous_secret", "text")
    .addColumn("previous_secret_expires_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("webhook_endpoints").dropColumn("previous_secret").dropColumn("previous_secret_expires_at").execute();
  await db.schema.alterTable("invoices").dropColumn("credit_amount").dropColumn("reverse_charge").execute();
  await db.schema
    .alterTable("subscriptions")
    .dropColumn("scheduled_plan")
    .dropColumn("scheduled_period")
    .dropColumn("credit_balance")
    .dropColumn("customer_company")
    .dropColumn("customer_address")
    .dropColumn("customer_vat_id")
    .execute();
}
