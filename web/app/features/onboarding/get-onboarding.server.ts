import type { Kysely } from "kysely";
import type { TFunction } from "i18next";
import type { Database } from "@paperjet/db";
import { ONBOARDING_QUESTIONS, QUESTION_IDS } from "./onboarding-survey";

/** The survey in the caller's language, their answers so far, and whether onboarding is done. */
export async function getOnboarding({ db, userId, t }: { db: Kysely<Database>; userId: number; t: TFunction }) {
  const [user, row] = await Promise.all([
    db.selectFrom("users").select("onboarded_at").where("id", "=", userId).executeTakeFirstOrThrow(),
    db.selectFrom("onboarding_answers").select("answers").where("user_id", "=", userId).executeTakeFirst(),
  ]);
  return {
    survey: {
      questions: QUESTION_IDS.map((id) => ({
        id,
        label: t(`onboarding.questions.${id}.label`),
        options: ONBOARDING_QUESTIONS[id].map((value) => ({ value, label: t(`onboarding.questions.${id}.options.${value}`) })),
      })),
    },
    answers: (row?.answers as Record<string, string> | undefined) ?? null,
    completed: user.onboarded_at !== null,
  };
}
