import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPage, orNotFoundPage, pageWrite } from "~/features/admin/admin-page.server";
import { ActionNotice, card, PageHeader } from "~/features/admin/admin-ui";
import { setFormSubmissionHandledFromForm, viewFormSubmission } from "~/features/admin/form-submissions.server";
import { HandledButton } from "~/features/admin/submission-ui";
import { readForm } from "~/utils/read-body.server";
import { useLocalizedPath } from "~/utils/use-locale";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const submission = await orNotFoundPage(() => viewFormSubmission(db, args.params.uuid ?? ""));
  return { title: t("admin.submissions.viewTitle", { kind: t(`admin.submissions.kinds.${submission.kind}`) }), submission };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Form submission" }];

export async function action(args: ActionFunctionArgs) {
  const { db, actor } = await adminPage(args);
  const form = await readForm(args.request);
  return pageWrite(args.request, () => setFormSubmissionHandledFromForm(db, actor, form));
}

export default function AdminFormSubmission() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const to = useLocalizedPath();
  const { submission } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <PageHeader
        title={`${t(`admin.submissions.kinds.${submission.kind}`)} · ${submission.email ?? "—"}`}
        back={{ to: "/app/admin/form-submissions", label: t("admin.submissions.back") }}
        actions={<HandledButton id={submission.id} handled={submission.handledAt !== null} />}
      />
      <ActionNotice result={done} okText={t("admin.user.saved")} />
      <section className={card}>
        <p className="text-sm text-slate-600">
          {t("admin.submissions.received", { date: format.dateTime(submission.createdAt) })} ·{" "}
          {submission.handledAt
            ? t("admin.submissions.handledAt", { date: format.dateTime(submission.handledAt) })
            : t("admin.submissions.open")}
        </p>
        {submission.kind === "onboarding" ? (
          <p className="mt-2 text-sm">
            <Link to={to(`/app/admin/surveys/${submission.id}`)} className="text-indigo-600 hover:underline">
              {t("admin.submissions.asSurvey")}
            </Link>
          </p>
        ) : null}
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {Object.entries(submission.data).map(([field, value]) => (
            <div key={field}>
              <dt className="text-xs font-medium text-slate-500">{field}</dt>
              <dd className="whitespace-pre-wrap text-sm text-slate-900">
                {value === null || value === undefined || value === "" ? "—" : String(value)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
