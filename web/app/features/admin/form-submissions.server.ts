import type { Database } from "@paperjet/db";
import type { adminFormSubmissionSchema, formSubmissionsRequestSchema, FORM_SUBMISSION_KINDS } from "@paperjet/contracts";
import { sql, type Kysely } from "kysely";
import type { z } from "zod";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";
import type { Actor } from "./admin-route.server";
import { runAdminWrite } from "./admin-writes.server";

export type FormSubmission = z.infer<typeof adminFormSubmissionSchema>;
type Kind = (typeof FORM_SUBMISSION_KINDS)[number];
type SubmissionsQuery = z.output<typeof formSubmissionsRequestSchema>;
interface Row {
  id: string;
  kind: Kind;
  email: string | null;
  locale: string | null;
  user_id: number | null;
  data: Record<string, unknown>;
  handled_at: Date | string | null;
  created_at: Date | string;
}

/**
 * Every kind of submission in one list: the public forms (contact, book-a-demo → `demo`, newsletter)
 * from form_submissions, feature suggestions, and onboarding answers — each addressed by a uuid.
 */
const ALL = sql`(
  select f.id, case f.kind when 'book_a_demo' then 'demo' else f.kind end as kind, f.email, f.locale, null::integer as user_id, f.data, f.handled_at, f.created_at, 'form_submissions' as source
    from form_submissions f
  union all
  select s.uuid, 'suggestion', u.email, s.locale, s.user_id, jsonb_build_object('message', s.message), s.handled_at, s.created_at, 'suggestions'
    from suggestions s left join users u on u.id = s.user_id
  union all
  select o.id, 'onboarding', u.email, u.locale, o.user_id, o.answers, o.handled_at, o.created_at, 'onboarding_answers'
    from onboarding_answers o join users u on u.id = o.user_id
) as submissions`;

/** One line an admin can scan: the message, the company and date, or the answers. */
function summarize(kind: Kind, data: Record<string, unknown>, email: string | null): string {
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
  if (kind === "contact" || kind === "suggestion") return text("message");
  if (kind === "demo") return [text("companyName"), text("jobTitle"), text("preferredDate")].filter(Boolean).join(" · ");
  if (kind === "onboarding")
    return Object.entries(data)
      .map(([question, answer]) => `${question}: ${String(answer)}`)
      .join(" · ");
  return email ?? "";
}

function toSubmission(row: Row): FormSubmission {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    locale: row.locale,
    summary: summarize(row.kind, row.data, row.email).slice(0, 300),
    data: row.data,
    handledAt: row.handled_at === null ? null : new Date(row.handled_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One page of submissions, newest first, of one kind and/or only open or handled ones. */
export async function listFormSubmissions(db: Kysely<Database>, filters: SubmissionsQuery) {
  const kind = filters.kind ?? null;
  const handled = filters.handled ?? null;
  const where = sql`where (${kind}::text is null or kind = ${kind}) and (${handled}::boolean is null or (handled_at is not null) = ${handled})`;
  const [rows, count] = await Promise.all([
    sql<Row>`select * from ${ALL} ${where} order by created_at desc, id limit ${filters.perPage} offset ${(filters.page - 1) * filters.perPage}`.execute(
      db,
    ),
    sql<{ n: string }>`select count(*) as n from ${ALL} ${where}`.execute(db),
  ]);
  return { items: rows.rows.map(toSubmission), total: Number(count.rows[0]!.n), page: filters.page, perPage: filters.perPage };
}

async function findRow(db: Kysely<Database>, id: string): Promise<Row & { source: string }> {
  const row = isUuid(id)
    ? (await sql<Row & { source: string }>`select * from ${ALL} where id = ${id}::uuid`.execute(db)).rows[0]
    : undefined;
  if (!row) throw apiError("not_found", "formSubmissionNotFound", "No such form submission.");
  return row;
}

export async function viewFormSubmission(db: Kysely<Database>, id: string): Promise<FormSubmission> {
  return toSubmission(await findRow(db, id));
}

/** Marks a submission handled (or open again); audited like every admin write. */
export async function setFormSubmissionHandled(
  db: Kysely<Database>,
  options: { actor: Actor; id: string; handled: boolean },
): Promise<FormSubmission> {
  return runAdminWrite(
    db,
    { actor: options.actor, action: options.handled ? "form_submission.handle" : "form_submission.reopen", targetType: "form_submission" },
    async (trx) => {
      const before = await findRow(trx, options.id);
      const handledAt = options.handled ? (before.handled_at ?? new Date()) : null;
      if (before.source === "suggestions")
        await trx.updateTable("suggestions").set({ handled_at: handledAt }).where("uuid", "=", before.id).execute();
      else if (before.source === "onboarding_answers")
        await trx.updateTable("onboarding_answers").set({ handled_at: handledAt }).where("id", "=", before.id).execute();
      else await trx.updateTable("form_submissions").set({ handled_at: handledAt }).where("id", "=", before.id).execute();
      const after = await findRow(trx, options.id);
      const state = (row: Row) => ({ kind: row.kind, handledAt: row.handled_at === null ? null : new Date(row.handled_at).toISOString() });
      return {
        targetId: before.id,
        subjectUserId: before.user_id,
        before: state(before),
        after: state(after),
        result: toSubmission(after),
      };
    },
  );
}

/** A page's "mark handled" form (HandledButton). */
export function setFormSubmissionHandledFromForm(db: Kysely<Database>, actor: Actor, form: FormData) {
  return setFormSubmissionHandled(db, { actor, id: String(form.get("id") ?? ""), handled: form.get("handled") !== "false" });
}
