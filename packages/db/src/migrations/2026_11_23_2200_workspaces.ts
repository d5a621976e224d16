import { type Kysely, sql } from "kysely";

/**
 * Workspaces issue: what a customer owns moves from a user to a workspace.
 * Every existing user gets a personal workspace that owns what the user owned
 * (and keeps the user's plan); the user is its owner. Who made a thing stays
 * as `created_by`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("workspaces")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("plan", "text", (c) => c.notNull().defaultTo("free"))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("workspace_members")
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'admin', 'editor', 'viewer')`))
    .addColumn("joined_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("workspace_members_pk", ["workspace_id", "user_id"])
    .execute();
  await db.schema.createIndex("workspace_members_user_idx").on("workspace_members").columns(["user_id", "joined_at"]).execute();

  await db.schema
    .createTable("invitations")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'admin', 'editor', 'viewer')`))
    // SHA-256 of the link's token: a leaked table does not reveal working links.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("accepted_at", "timestamptz")
    .addColumn("accepted_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("revoked_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("invitations_workspace_idx").on("invitations").columns(["workspace_id", "created_at"]).execute();

  // The current workspace of a browser session and of the bearer tokens issued with it.
  await db.schema
    .alterTable("sessions")
    .addColumn("workspace_id", "uuid", (c) => c.references("workspaces.id").onDelete("set null"))
    .execute();

  // One personal workspace per existing user; created_by tells them apart while the rows are moved.
  await sql`insert into workspaces (name, plan, created_by, created_at) select name, plan, id, created_at from users`.execute(db);
  await sql`insert into workspace_members (workspace_id, user_id, role, joined_at) select id, created_by, 'owner', created_at from workspaces`.execute(
    db,
  );

  for (const table of ["templates", "media", "api_keys"]) {
    await db.schema
      .alterTable(table)
      .addColumn("workspace_id", "uuid", (c) => c.references("workspaces.id").onDelete("cascade"))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .execute();
    await sql`update ${sql.table(table)} t set workspace_id = w.id, created_by = t.user_id from workspaces w where w.created_by = t.user_id`.execute(
      db,
    );
    await db.schema.alterTable(table).dropColumn("user_id").execute();
  }
  // Library templates have no workspace; every other row has one from here on.
  for (const table of ["media", "api_keys"])
    await db.schema
      .alterTable(table)
      .alterColumn("workspace_id", (c) => c.setNotNull())
      .execute();
  await db.schema.createIndex("templates_workspace_updated_idx").on("templates").columns(["workspace_id", "updated_at"]).execute();
  await db.schema.createIndex("media_workspace_idx").on("media").columns(["workspace_id", "created_at"]).execute();
  await db.schema.createIndex("api_keys_workspace_idx").on("api_keys").column("workspace_id").execute();

  for (const table of ["api_calls", "idempotency_keys", "generation_reservations"]) {
    await db.schema
      .alterTable(table)
      .addColumn("workspace_id", "uuid", (c) => c.references("workspaces.id").onDelete("cascade"))
      .execute();
    await sql`update ${sql.table(table)} t set workspace_id = w.id from workspaces w where w.created_by = t.user_id`.execute(db);
    await db.schema
      .alterTable(table)
      .alterColumn("workspace_id", (c) => c.setNotNull())
      .execute();
    await db.schema.alterTable(table).dropColumn("user_id").execute();
  }
  await db.schema.createIndex("api_calls_workspace_created_idx").on("api_calls").columns(["workspace_id", "created_at"]).execute();
  await db.schema.alterTable("idempotency_keys").addPrimaryKeyConstraint("idempotency_keys_pk", ["workspace_id", "key"]).execute();
  await db.schema
    .createIndex("generation_reservations_workspace_idx")
    .on("generation_reservations")
    .columns(["workspace_id", "created_at"])
    .execute();

  await db.schema.alterTable("users").dropColumn("plan").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to one owner per row: each workspace's rows go to its creator (rows of workspaces whose
  // creator is gone are dropped, as they would have been with the user).
  await db.schema
    .alterTable("users")
    .addColumn("plan", "text", (c) => c.notNull().defaultTo("free"))
    .execute();
  await sql`update users u set plan = w.plan from workspaces w where w.created_by = u.id`.execute(db);

  for (const table of ["api_calls", "idempotency_keys", "generation_reservations"]) {
    await db.schema
      .alterTable(table)
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
      .execute();
    await sql`update ${sql.table(table)} t set user_id = w.created_by from workspaces w where w.id = t.workspace_id`.execute(db);
    await sql`delete from ${sql.table(table)} where user_id is null`.execute(db);
    await db.schema
      .alterTable(table)
      .alterColumn("user_id", (c) => c.setNotNull())
      .execute();
    await db.schema.alterTable(table).dropColumn("workspace_id").execute();
  }
  await db.schema.alterTable("idempotency_keys").addPrimaryKeyConstraint("idempotency_keys_pk", ["user_id", "key"]).execute();

  for (const table of ["templates", "media", "api_keys"]) {
    await db.schema
      .alterTable(table)
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
      .execute();
    await sql`update ${sql.table(table)} t set user_id = w.created_by from workspaces w where w.id = t.workspace_id`.execute(db);
    await sql`delete from ${sql.table(table)} where user_id is null and workspace_id is not null`.execute(db);
    await db.schema.alterTable(table).dropColumn("workspace_id").execute();
    await db.schema.alterTable(table).dropColumn("created_by").execute();
  }
  for (const table of ["media", "api_keys"])
    await db.schema
      .alterTable(table)
      .alterColumn("user_id", (c) => c.setNotNull())
      .execute();
  await db.schema.createIndex("templates_user_updated_idx").on("templates").columns(["user_id", "updated_at"]).execute();
  await db.schema.createIndex("media_user_idx").on("media").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("api_calls_user_created_idx").on("api_calls").columns(["user_id", "created_at"]).execute();
  await db.schema
    .createIndex("generation_reservations_user_idx")
    .on("generation_reservations")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema.alterTable("sessions").dropColumn("workspace_id").execute();
  await db.schema.dropTable("invitations").execute();
  await db.schema.dropTable("workspace_members").execute();
  await db.schema.dropTable("workspaces").execute();
}
