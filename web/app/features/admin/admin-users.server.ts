import type { Database } from "@paperjet/db";
import type { adminUserSchema, adminUserViewSchema, usersIndexRequestSchema } from "@paperjet/contracts";
import { sql, type Kysely } from "kysely";
import type { z } from "zod";
import { apiError } from "~/utils/api-error-locale.server";
import { loadSubscription } from "~/features/billing/subscriptions.server";
import { findCrmContact } from "~/features/crm/crm-contacts.server";
import { containsPattern } from "~/utils/contains-pattern";
import { dayAfter, dayStart } from "./admin-lists.server";
import { listAuditLog } from "./audit-log.server";

export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUserView = z.infer<typeof adminUserViewSchema>;
type UsersQuery = z.output<typeof usersIndexRequestSchema>;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function selectAdminUsers(db: Kysely<Database>) {
  return db
    .selectFrom("users")
    .select([
      "users.id",
      "users.name",
      "users.email",
      "users.role",
      "users.locale",
      "users.email_verified_at",
      "users.disabled_at",
      "users.onboarded_at",
      "users.created_at",
      sql<
        string[]
      >`coalesce((select array_agg(distinct w.plan order by w.plan) from workspace_members m join workspaces w on w.id = m.workspace_id where m.user_id = users.id), '{}')`.as(
        "plans",
      ),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>["execute"]>>[number];

function toAdminUser(row: Row): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    locale: row.locale,
    emailVerified: row.email_verified_at !== null,
    disabledAt: isoOrNull(row.disabled_at),
    createdAt: iso(row.created_at),
    plans: row.plans,
  };
}

const SORT_COLUMNS = { createdAt: "users.created_at", name: "users.name", email: "users.email" } as const;

/** One page of users: search in name and e-mail, a plan any of their workspaces is on, a sign-up date range. */
export async function listAdminUsers(db: Kysely<Database>, filters: UsersQuery) {
  let query = selectAdminUsers(db);
  if (filters.query) {
    const like = containsPattern(filters.query);
    query = query.where((eb) => eb.or([eb("users.name", "ilike", like), eb("users.email", "ilike", like)]));
  }
  if (filters.plan) {
    const plan = filters.plan;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("workspace_members")
          .innerJoin("workspaces", "workspaces.id", "workspace_members.workspace_id")
          .whereRef("workspace_members.user_id", "=", "users.id")
          .where("workspaces.plan", "=", plan)
          .select(sql`1`.as("one")),
      ),
    );
  }
  if (filters.createdFrom) query = query.where("users.created_at", ">=", dayStart(filters.createdFrom));
  if (filters.createdTo) query = query.where("users.created_at", "<", dayAfter(filters.createdTo));
  const [rows, count] = await Promise.all([
    query
      .orderBy(SORT_COLUMNS[filters.sort], filters.order)
      .orderBy("users.id", filters.order)
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAdminUser), total: Number(count.n), page: filters.page, perPage: filters.perPage };
}

/** A user id from a path: anything but a positive integer is an unknown user. */
export function parseUserId(value: string | undefined): number {
  const id = /^\d{1,9}$/.test(value ?? "") ? Number(value) : 0;
  if (id < 1) throw apiError("not_found", "adminUserNotFound", "No such user.");
  return id;
}

export async function findAdminUser(db: Kysely<Database>, id: number): Promise<AdminUser> {
  const row = await selectAdminUsers(db).where("users.id", "=", id).executeTakeFirst();
  if (!row) throw apiError("not_found", "adminUserNotFound", "No such user.");
  return toAdminUser(row);
}

/** Everything the admin page of one user shows. */
export async function viewAdminUser(db: Kysely<Database>, id: number): Promise<AdminUserView> {
  const row = await selectAdminUsers(db).where("users.id", "=", id).executeTakeFirst();
  if (!row) throw apiError("not_found", "adminUserNotFound", "No such user.");
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [workspaces, apiCalls, templates, onboarding, audit, crm] = await Promise.all([
    db
      .selectFrom("workspace_members")
      .innerJoin("workspaces", "workspaces.id", "workspace_members.workspace_id")
      .select([
        "workspaces.id",
        "workspaces.name",
        "workspaces.plan",
        "workspace_members.role",
        // Counted as the plan counts them (count-generations.server.ts): successful, not test, not a replay.
        sql<string>`(select count(*) from api_calls c where c.workspace_id = workspaces.id and c.status = 200 and not c.test and not c.replay and c.created_at >= ${monthStart})`.as(
          "generations",
        ),
      ])
      .where("workspace_members.user_id", "=", id)
      .orderBy("workspace_members.joined_at")
      .execute(),
    db
      .selectFrom("api_calls")
      .innerJoin("workspace_members", "workspace_members.workspace_id", "api_calls.workspace_id")
      .select([
        "api_calls.id",
        "api_calls.workspace_id",
        "api_calls.template_id",
        "api_calls.format",
        "api_calls.status",
        "api_calls.pages",
        "api_calls.duration_ms",
        "api_calls.created_at",
      ])
      .where("workspace_members.user_id", "=", id)
      .orderBy("api_calls.created_at", "desc")
      .limit(10)
      .execute(),
    db
      .selectFrom("templates")
      .select(["id", "name", "workspace_id", "version", "updated_at"])
      .where("created_by", "=", id)
      .where("deleted_at", "is", null)
      .orderBy("updated_at", "desc")
      .limit(20)
      .execute(),
    db
      .selectFrom("onboarding_answers")
      .select(["id", "answers", "created_at"])
      .where("user_id", "=", id)
      .orderBy("created_at", "desc")
      .executeTakeFirst(),
    listAuditLog(db, { page: 1, perPage: 20, userId: id }),
    findCrmContact(db, id),
  ]);
  const subscriptions = await Promise.all(workspaces.map((w) => loadSubscription(db, w.id, now)));
  return {
    user: { ...toAdminUser(row), onboardedAt: isoOrNull(row.onboarded_at) },
    workspaces: workspaces.map((w, i) => {
      const s = subscriptions[i]!;
      const subscription = {
        provider: s.provider,
        period: s.period,
        status: s.status,
        trialEndsAt: s.trialEndsAt,
        currentPeriodEnd: s.currentPeriodEnd,
      };
      return { id: w.id, name: w.name, plan: s.plan, role: w.role, generationsThisMonth: Number(w.generations), subscription };
    }),
    apiCalls: apiCalls.map((c) => ({
      id: String(c.id),
      workspaceId: c.workspace_id,
      templateId: c.template_id,
      format: c.format,
      status: c.status,
      pages: c.pages,
      durationMs: c.duration_ms,
      createdAt: iso(c.created_at),
    })),
    templates: templates.map((t) => ({
      id: t.id,
      name: t.name,
      workspaceId: t.workspace_id,
      version: t.version,
      updatedAt: iso(t.updated_at),
    })),
    onboarding: onboarding ? { id: onboarding.id, answers: onboarding.answers, createdAt: iso(onboarding.created_at) } : null,
    audit: audit.items,
    crm,
  };
}
