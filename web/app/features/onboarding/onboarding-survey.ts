import { z } from "zod";

/** The onboarding survey's questions and their answer values (labels live in app.json under onboarding.questions). */
export const ONBOARDING_QUESTIONS = {
  role: ["developer", "product", "designer", "operations", "founder", "other"],
  useCase: ["invoices", "reports", "certificates", "labels", "marketing", "other"],
  volume: ["lt100", "lt1000", "lt10000", "more"],
} as const;

export type OnboardingQuestion = keyof typeof ONBOARDING_QUESTIONS;
export const QUESTION_IDS = Object.keys(ONBOARDING_QUESTIONS) as OnboardingQuestion[];

export function onboardingAnswersSchema(requiredMessage: string) {
  const answer = (values: readonly [string, ...string[]]) => z.enum(values, { errorMap: () => ({ message: requiredMessage }) });
  return z.object({
    role: answer(ONBOARDING_QUESTIONS.role),
    useCase: answer(ONBOARDING_QUESTIONS.useCase),
    volume: answer(ONBOARDING_QUESTIONS.volume),
  });
}
export type OnboardingAnswers = z.infer<ReturnType<typeof onboardingAnswersSchema>>;
