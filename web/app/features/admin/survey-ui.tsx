import { useTranslation } from "react-i18next";
import type { SurveyAggregate } from "./surveys.server";
import { card, Empty } from "./admin-ui";

/** The onboarding questions' own wording (app.json onboarding.questions), the raw value when it has none. */
export function useSurveyLabels() {
  const { t } = useTranslation("app");
  return {
    question: (id: string) => t(`onboarding.questions.${id}.label`, { defaultValue: id }),
    answer: (id: string, value: string) => t(`onboarding.questions.${id}.options.${value}`, { defaultValue: value }),
  };
}

/** Every response's answers per question as bars with counts and shares; `highlight` marks one response's answers. */
export function SurveyAggregateView({ aggregate, highlight }: { aggregate: SurveyAggregate; highlight?: Record<string, string> }) {
  const { t } = useTranslation("app");
  const labels = useSurveyLabels();
  if (!aggregate.length) return <Empty>{t("admin.surveys.noResponses")}</Empty>;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {aggregate.map((q) => (
        <section key={q.question} className={card} aria-label={labels.question(q.question)}>
          <h3 className="text-sm font-semibold text-slate-900">{labels.question(q.question)}</h3>
          <ul className="mt-3 space-y-2">
            {q.answers.map((a) => {
              const share = Math.round((a.count / q.total) * 100);
              const mine = highlight?.[q.question] === a.value;
              return (
                <li key={a.value} className="text-xs text-slate-700">
                  <div className="flex justify-between">
                    <span className={mine ? "font-semibold text-indigo-700" : ""}>
                      {labels.answer(q.question, a.value)}
                      {mine ? ` (${t("admin.surveys.thisResponse")})` : ""}
                    </span>
                    <span>{t("admin.surveys.count", { count: a.count, share })}</span>
                  </div>
                  <div aria-hidden="true" className="mt-1 h-1.5 rounded bg-slate-100">
                    <div className="h-1.5 rounded bg-indigo-500" style={{ width: `${share}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
