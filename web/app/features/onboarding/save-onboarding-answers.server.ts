import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { fillCrmContact } from "~/features/crm/crm-contacts.server";
import type { OnboardingAnswers } from "./onboarding-survey";

/**
 * Stores the survey (answering again replaces the answers) and marks the user
 * onboarded, so the survey is not shown again. `answers: null` is "skip".
 */
export async function saveOnboardingAnswers({
  db,
  userId,
  answers,
}: {
  db: Kysely<Database>;
  userId: number;
  answers: OnboardingAnswers | null;
}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (answers) {
      await trx
        .insertInto("onboarding_answers")
        .values({ user_id: userId, answers: JSON.stringify(answers) })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ answers: JSON.stringify(answers), created_at: new Date() }))
        .execute();
      // The role they gave is the CRM record's job title until they (or a demo form) say more.
      await fillCrmContact(trx, { userIds: [userId], source: "onboarding", fields: { jobTitle: answers.role ?? null } });
    }
    await trx.updateTable("users").set({ onboarded_at: new Date() }).where("id", "=", userId).where("onboarded_at", "is", null).execute();
  });
}
