import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { surveysRequestSchema } from "@paperjet/contracts";
import { adminPage, filtersFromUrl } from "~/features/admin/admin-page.server";
import { card, Empty, PageHeader, Pager } from "~/features/admin/admin-ui";
import { DataTable } from "~/components/ui-table";
import { SurveyAggregateView, useSurveyLabels } from "~/features/admin/survey-ui";
import { listSurveys } from "~/features/admin/surveys.server";
import { useLocalizedPath } from "~/utils/use-locale";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  return { title: t("admin.surveys.title"), result: await listSurveys(db, filtersFromUrl(args.request, surveysRequestSchema)) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Surveys" }];

export default function AdminSurveys() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const to = useLocalizedPath();
  const labels = useSurveyLabels();
  const { result } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader title={t("admin.nav.surveys")} />
      <section aria-labelledby="aggregate-heading" className="space-y-3">
        <h2 id="aggregate-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.surveys.aggregate", { count: result.total })}
        </h2>
        <SurveyAggregateView aggregate={result.aggregate} />
      </section>
      <section className={card} aria-labelledby="responses-heading">
        <h2 id="responses-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.surveys.responses")}
        </h2>
        <DataTable
          wrapperClassName="overflow-x-auto"
          rows={result.items}
          rowKey={(survey) => survey.id}
          empty={<Empty>{t("admin.surveys.noResponses")}</Empty>}
          columns={[
            {
              header: t("admin.surveys.when"),
              cell: (survey) => (
                <Link to={to(`/app/admin/surveys/${survey.id}`)} className="font-medium text-indigo-600 hover:underline">
                  {format.dateTime(survey.createdAt)}
                </Link>
              ),
            },
            { header: t("admin.surveys.user"), cell: (survey) => survey.user.email },
            {
              header: t("admin.surveys.answers"),
              cell: (survey) =>
                Object.entries(survey.answers)
                  .map(([q, a]) => labels.answer(q, a))
                  .join(" · "),
            },
          ]}
        />
        <Pager page={result.page} perPage={result.perPage} total={result.total} />
      </section>
    </div>
  );
}
