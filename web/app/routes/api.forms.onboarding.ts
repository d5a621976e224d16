import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getOnboarding } from "~/features/onboarding/get-onboarding.server";
import { onboardingAnswersSchema } from "~/features/onboarding/onboarding-survey";
import { saveOnboardingAnswers } from "~/features/onboarding/save-onboarding-answers.server";
import { handleApi, jsonOk, readJson } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { getRequestT } from "~/utils/request-locale.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    const { t } = await getRequestT(request, "app");
    return jsonOk(await getOnboarding({ db: await getDb(), userId: user.id, t }));
  });

// `{ answers: { role, useCase, volume } }` saves the survey; `{ skip: true }` ends onboarding without answers.
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { user } = await requireUser(request);
    const { t } = await getRequestT(request, "app");
    const required = t("onboarding.required");
    const schema = z
      .object({ skip: z.literal(true).optional(), answers: onboardingAnswersSchema(required).optional() })
      .refine((b) => b.skip || b.answers, { path: ["answers"], message: required });
    const body = await readJson(request, schema);
    const db = await getDb();
    await saveOnboardingAnswers({ db, userId: user.id, answers: body.skip ? null : body.answers! });
    return jsonOk(await getOnboarding({ db, userId: user.id, t }));
  });
