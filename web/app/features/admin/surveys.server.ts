import type { Database } from "@paperjet/db";
import type { surveyAggregateSchema, surveySchema } from "@paperjet/contracts";
import { sql, type Kysely } from "kysely";
import type { z } from "zod";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";

export type Survey = z.infer<typeof surveySchema>;
export type SurveyAggregate = z.infer<typeof surveyAggregateSchema>;

/** Each onboarding questionnaire response is a survey, addressed by its uuid. */
function selectSurveys(db: Kysely<Database>) {
  return db
    .selectFrom("onboarding_answers as o")
    .innerJoin("users as u", "u.id", "o.user_id")
    .select(["o.id", "o.answers", "o.handled_at", "o.created_at", "u.id as user_id", "u.name", "u.email"]);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectSurveys>["execute"]>>[number];

function toSurvey(row: Row): Survey {
  return {
    id: row.id,
    user: { id: row.user_id, name: row.name, email: row.email },
    answers: row.answers,
    handledAt: row.handled_at === null ? null : new Date(row.handled_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Every response's answers counted per question and value (most given first), in the database. */
export async function aggregateSurveys(db: Kysely<Database>): Promise<SurveyAggregate> {
  const { rows } = await sql<{ key: string; value: string; n: string }>`
    select a.key, a.value, count(*) as n
      from onboarding_answers o, jsonb_each_text(o.answers) a
     group by a.key, a.value
     order by a.key, count(*) desc, a.value`.execute(db);
  const questions = new Map<string, { value: string; count: number }[]>();
  for (const row of rows) {
    const answers = questions.get(row.key) ?? [];
    answers.push({ value: row.value, count: Number(row.n) });
    questions.set(row.key, answers);
  }
  return [...questions].map(([question, answers]) => ({ question, answers, total: answers.reduce((sum, a) => sum + a.count, 0) }));
}

export async function listSurveys(db: Kysely<Database>, paging: { page: number; perPage: number }) {
  const [rows, count, aggregate] = await Promise.all([
    selectSurveys(db)
      .orderBy("o.created_at", "desc")
      .orderBy("o.id")
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute(),
    db
      .selectFrom("onboarding_answers")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
    aggregateSurveys(db),
  ]);
  return { items: rows.map(toSurvey), total: Number(count.n), page: paging.page, perPage: paging.perPage, aggregate };
}

export async function viewSurvey(db: Kysely<Database>, id: string) {
  const row = isUuid(id) ? await selectSurveys(db).where("o.id", "=", id).executeTakeFirst() : undefined;
  if (!row) throw apiError("not_found", "surveyNotFound", "No such survey.");
  return { survey: toSurvey(row), aggregate: await aggregateSurveys(db) };
}
