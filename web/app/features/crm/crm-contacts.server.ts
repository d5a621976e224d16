import type { Database } from "@paperjet/db";
import type { crmContactSchema, crmFieldsSchema, LIFECYCLE_STAGES } from "@paperjet/contracts";
import { sql, type Kysely } from "kysely";
import type { z } from "zod";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";

export type CrmContact = z.infer<typeof crmContactSchema>;
export type CrmFields = z.output<typeof crmFieldsSchema>;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];
/** Where a record's values came from (the user's own edits are `user`). */
export type CrmSource = "signup" | "onboarding" | "contact" | "book_a_demo" | "payment_details" | "subscription" | "user";

const COLUMNS = { company: "company", jobTitle: "job_title", phone: "phone", country: "country", heardFrom: "heard_from" } as const;
// The stage only moves forward: a later sign of interest never turns a customer back into a lead.
const FORWARD = sql<string>`case when array_position(array['lead','trial','customer'], excluded.lifecycle_stage) > array_position(array['lead','trial','customer'], crm_contacts.lifecycle_stage) then excluded.lifecycle_stage else crm_contacts.lifecycle_stage end`;
const WITH_SOURCE = (source: CrmSource) =>
  sql<string>`case when crm_contacts.sources ? ${source} then crm_contacts.sources else crm_contacts.sources || jsonb_build_array(${source}::text) end`;

function toColumns(fields: Partial<CrmFields>): Record<string, string | null> {
  const columns: Record<string, string | null> = {};
  for (const [key, column] of Object.entries(COLUMNS)) {
    const value = fields[key as keyof CrmFields];
    if (value !== undefined) columns[column] = value;
  }
  return columns;
}

type Row = Awaited<ReturnType<typeof findRow>>;
function findRow(db: Kysely<Database>, userId: number) {
  return db.selectFrom("crm_contacts").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

function toCrmContact(row: NonNullable<Row>): CrmContact {
  return {
    id: row.id,
    userId: row.user_id,
    company: row.company,
    jobTitle: row.job_title,
    phone: row.phone,
    country: row.country,
    heardFrom: row.heard_from,
    lifecycleStage: row.lifecycle_stage as LifecycleStage,
    sources: row.sources,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * What the product learns about a user fills their record: only fields still empty (what the user
 * typed or edited wins), the source is noted once, and the stage moves forward only. Creates the
 * record when the user has none yet.
 */
export async function fillCrmContact(
  db: Kysely<Database>,
  options: { userIds: number[]; source: CrmSource; fields?: Partial<CrmFields>; stage?: LifecycleStage },
): Promise<void> {
  if (!options.userIds.length) return;
  const columns = toColumns(options.fields ?? {});
  const keep = Object.fromEntries(
    Object.keys(columns).map((column) => [column, sql`coalesce(crm_contacts.${sql.ref(column)}, excluded.${sql.ref(column)})`]),
  );
  await db
    .insertInto("crm_contacts")
    .values(
      options.userIds.map((userId) => ({
        user_id: userId,
        ...columns,
        lifecycle_stage: options.stage ?? "lead",
        sources: JSON.stringify([options.source]),
      })),
    )
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ ...keep, lifecycle_stage: FORWARD, sources: WITH_SOURCE(options.source), updated_at: sql`now()` }),
    )
    .execute();
}

/** A form sent with a user's address fills that user's record; a visitor without an account is picked up at sign-up. */
export async function fillCrmContactByEmail(
  db: Kysely<Database>,
  options: { email: string; source: CrmSource; fields: Partial<CrmFields> },
): Promise<void> {
  const user = await db
    .selectFrom("users")
    .select("id")
    .where(sql`lower(email)`, "=", options.email.trim().toLowerCase())
    .executeTakeFirst();
  if (user) await fillCrmContact(db, { userIds: [user.id], source: options.source, fields: options.fields });
}

/** The owners of a workspace: billing facts (payment details, a paid plan) are about them. */
export async function fillCrmContactOfWorkspace(
  db: Kysely<Database>,
  options: { workspaceId: string; source: CrmSource; fields?: Partial<CrmFields>; stage?: LifecycleStage },
): Promise<void> {
  const owners = await db
    .selectFrom("workspace_members")
    .select("user_id")
    .where("workspace_id", "=", options.workspaceId)
    .where("role", "=", "owner")
    .execute();
  await fillCrmContact(db, { ...options, userIds: owners.map((o) => o.user_id) });
}

/**
 * A new account's record (in the sign-up transaction): a trial when its first workspace started one,
 * else a lead; the contact and demo forms this address sent before signing up fill it.
 */
export async function startCrmContact(db: Kysely<Database>, options: { userId: number; email: string }): Promise<void> {
  const trial = await db.selectFrom("subscriptions").select("workspace_id").where("trial_user_id", "=", options.userId).executeTakeFirst();
  await fillCrmContact(db, { userIds: [options.userId], source: "signup", stage: trial ? "trial" : "lead" });
  const forms = await db
    .selectFrom("form_submissions")
    .select(["kind", "data"])
    .where(sql`lower(email)`, "=", options.email.trim().toLowerCase())
    .where("kind", "in", ["contact", "book_a_demo"])
    .orderBy("created_at", "desc")
    .execute();
  for (const form of forms)
    await fillCrmContact(db, { userIds: [options.userId], source: form.kind as CrmSource, fields: crmFieldsOfForm(form.kind, form.data) });
}

/** The CRM fields a contact or demo form carries. */
export function crmFieldsOfForm(kind: string, data: Record<string, unknown>): Partial<CrmFields> {
  const text = (key: string) => (typeof data[key] === "string" && data[key] ? (data[key] as string) : undefined);
  if (kind === "book_a_demo") return { company: text("companyName"), jobTitle: text("jobTitle"), phone: text("phone") };
  return { company: text("company"), phone: text("phone"), country: text("country"), heardFrom: text("heardFrom") };
}

export async function findCrmContact(db: Kysely<Database>, userId: number): Promise<CrmContact | null> {
  const row = await findRow(db, userId);
  return row ? toCrmContact(row) : null;
}

/** `POST /api/crm/store`: the caller's own record, created when missing; given fields replace what was there. */
export async function storeOwnCrmContact(db: Kysely<Database>, options: { userId: number; fields: CrmFields }): Promise<CrmContact> {
  const columns = toColumns(options.fields);
  const row = await db
    .insertInto("crm_contacts")
    .values({ user_id: options.userId, ...columns, sources: JSON.stringify(["user"]) })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...columns, sources: WITH_SOURCE("user"), updated_at: sql`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCrmContact(row);
}

/** `POST /api/crm/update`: a record by id, only by its own user (anyone else's is "not found"). */
export async function updateOwnCrmContact(
  db: Kysely<Database>,
  options: { userId: number; id: string; fields: CrmFields },
): Promise<CrmContact> {
  const columns = toColumns(options.fields);
  const row = isUuid(options.id)
    ? await db
        .updateTable("crm_contacts")
        .set({
          ...columns,
          sources: sql`case when sources ? 'user' then sources else sources || '["user"]'::jsonb end`,
          updated_at: sql`now()`,
        })
        .where("id", "=", options.id)
        .where("user_id", "=", options.userId)
        .returningAll()
        .executeTakeFirst()
    : undefined;
  if (!row) throw apiError("not_found", "crmContactNotFound", "No such contact record.");
  return toCrmContact(row);
}
