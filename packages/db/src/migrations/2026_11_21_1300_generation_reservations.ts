import { type Kysely, sql } from "kysely";

// Generations in flight on a plan with an allowance: counted with the finished ones, so two
// simultaneous calls cannot both take the last unwatermarked generation.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("generation_reservations")
    .addColumn("request_id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("generation_reservations_user_idx")
    .on("generation_reservations")
    .columns(["user_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("generation_reservations").ifExists().execute();
}
