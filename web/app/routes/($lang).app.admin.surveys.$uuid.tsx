import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPage, orNotFoundPage } from "~/features/admin/admin-page.server";
import { card, PageHeader } from "~/features/admin/admin-ui";
import { SurveyAggregateView, useSurveyLabels } from "~/features/admin/survey-ui";
import { viewSurvey } from "~/features/admin/surveys.server";
import { useLocalizedPath } from "~/utils/use-locale";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const view = await orNotFoundPage(() => viewSurvey(db, args.params.uuid ?? ""));
  return { title: t("admin.surveys.viewTitle", { email: view.survey.user.email }), ...view };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Survey" }];

export default function AdminSurvey() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const to = useLocalizedPath();
  const labels = useSurveyLabels();
  const { survey, aggregate } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t("admin.surveys.responseOf", { name: survey.user.name })}
        back={{ to: "/app/admin/surveys", label: t("admin.surveys.back") }}
      />
      <section className={card}>
        <p className="text-sm text-slate-600">
          <Link to={to(`/app/admin/users/${survey.user.id}`)} className="text-indigo-600 hover:underline">
            {survey.user.email}
          </Link>{" "}
          · {format.dateTime(survey.createdAt)}
        </p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          {Object.entries(survey.answers).map(([question, answer]) => (
            <div key={question}>
              <dt className="text-xs font-medium text-slate-500">{labels.question(question)}</dt>
              <dd className="text-sm text-slate-900">{labels.answer(question, answer)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="aggregate-heading" className="space-y-3">
        <h2 id="aggregate-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.surveys.allResponses")}
        </h2>
        <SurveyAggregateView aggregate={aggregate} highlight={survey.answers} />
      </section>
    </div>
  );
}
