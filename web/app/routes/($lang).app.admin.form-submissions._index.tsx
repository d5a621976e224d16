import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FORM_SUBMISSION_KINDS, formSubmissionsRequestSchema } from "@paperjet/contracts";
import { z } from "zod";
import { adminPage, filtersFromUrl, pageWrite } from "~/features/admin/admin-page.server";
import { ActionNotice, ApplyButton, card, Empty, filterLabel, input, PageHeader, Pager } from "~/features/admin/admin-ui";
import { DataTable } from "~/components/ui-table";
import { listFormSubmissions, setFormSubmissionHandledFromForm } from "~/features/admin/form-submissions.server";
import { HandledButton } from "~/features/admin/submission-ui";
import { readForm } from "~/utils/read-body.server";
import { useLocalizedPath } from "~/utils/use-locale";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app"] };

// In the URL, `handled` is the text "true" or "false".
const urlFilters = formSubmissionsRequestSchema.extend({
  handled: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const filters = filtersFromUrl(args.request, urlFilters);
  return { title: t("admin.submissions.title"), filters, result: await listFormSubmissions(db, filters) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Form submissions" }];

export async function action(args: ActionFunctionArgs) {
  const { db, actor } = await adminPage(args);
  const form = await readForm(args.request);
  return pageWrite(args.request, () => setFormSubmissionHandledFromForm(db, actor, form));
}

export default function AdminFormSubmissions() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const to = useLocalizedPath();
  const { filters, result } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <PageHeader title={t("admin.nav.formSubmissions")} />
      <ActionNotice result={done} okText={t("admin.user.saved")} />
      <Form method="get" className={`${card} grid gap-3 sm:grid-cols-3`}>
        <label className={filterLabel}>
          {t("admin.submissions.kind")}
          <select name="kind" defaultValue={filters.kind ?? ""} className={input}>
            <option value="">{t("admin.submissions.anyKind")}</option>
            {FORM_SUBMISSION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.submissions.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={filterLabel}>
          {t("admin.submissions.state")}
          <select name="handled" defaultValue={filters.handled === undefined ? "" : String(filters.handled)} className={input}>
            <option value="">{t("admin.submissions.anyState")}</option>
            <option value="false">{t("admin.submissions.open")}</option>
            <option value="true">{t("admin.submissions.handled")}</option>
          </select>
        </label>
        <ApplyButton />
      </Form>
      <section className={card}>
        <DataTable
          wrapperClassName="overflow-x-auto"
          rows={result.items}
          rowKey={(item) => item.id}
          empty={<Empty>{t("admin.submissions.empty")}</Empty>}
          columns={[
            {
              header: t("admin.submissions.when"),
              cell: (item) => (
                <Link to={to(`/app/admin/form-submissions/${item.id}`)} className="font-medium text-indigo-600 hover:underline">
                  {format.dateTime(item.createdAt)}
                </Link>
              ),
            },
            { header: t("admin.submissions.kind"), cell: (item) => t(`admin.submissions.kinds.${item.kind}`) },
            { header: t("admin.submissions.email"), cell: (item) => item.email ?? "—" },
            { header: t("admin.submissions.summary"), className: "max-w-md truncate", cell: (item) => item.summary },
            {
              header: t("admin.submissions.state"),
              cell: (item) => (
                <div className="flex items-center gap-2">
                  <span>{item.handledAt ? t("admin.submissions.handled") : t("admin.submissions.open")}</span>
                  <HandledButton id={item.id} handled={item.handledAt !== null} />
                </div>
              ),
            },
          ]}
        />
        <Pager page={result.page} perPage={result.perPage} total={result.total} />
      </section>
    </div>
  );
}
