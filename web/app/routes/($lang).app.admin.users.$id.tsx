import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PLAN_IDS, workspacePlanRequestSchema } from "@paperjet/contracts";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { adminPage, orNotFoundPage, pageWrite } from "~/features/admin/admin-page.server";
import { parseUserId, viewAdminUser } from "~/features/admin/admin-users.server";
import { ActionNotice, AuditTable, card, Empty, Facts, input, PageHeader } from "~/features/admin/admin-ui";
import { DataTable } from "~/components/ui-table";
import { changeWorkspacePlan } from "~/features/admin/change-workspace-plan.server";
import { setUserDisabled } from "~/features/admin/set-user-disabled.server";
import { readForm } from "~/utils/read-body.server";
import { useLocalizedPath } from "~/utils/use-locale";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const view = await orNotFoundPage(async () => viewAdminUser(db, parseUserId(args.params.id)));
  return { title: t("admin.user.title", { name: view.user.name }), ...view };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "User" }];

export async function action(args: ActionFunctionArgs) {
  const { db, actor } = await adminPage(args);
  const form = await readForm(args.request);
  const userId = await orNotFoundPage(async () => parseUserId(args.params.id));
  return pageWrite(args.request, async () => {
    const intent = form.get("intent");
    if (intent === "disable" || intent === "enable") return setUserDisabled(db, { actor, userId, disabled: intent === "disable" });
    const { plan } = workspacePlanRequestSchema.parse({ plan: form.get("plan") });
    return changeWorkspacePlan(db, { actor, workspaceId: String(form.get("workspaceId") ?? ""), plan });
  });
}

export default function AdminUser() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const { user, workspaces, apiCalls, templates, onboarding, audit, crm } = useLoaderData<typeof loader>();
  const to = useLocalizedPath();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const yesNo = (value: boolean) => (value ? t("admin.user.yes") : t("admin.user.no"));
  const profile: [string, string][] = [
    [t("admin.usersPage.email"), user.email],
    [t("admin.user.role"), user.role],
    [t("admin.user.locale"), user.locale],
    [t("admin.user.verified"), yesNo(user.emailVerified)],
    [t("admin.usersPage.created"), format.date(user.createdAt)],
    [t("admin.user.onboarded"), user.onboardedAt ? format.date(user.onboardedAt) : t("admin.user.no")],
  ];
  return (
    <div className="space-y-6">
      <PageHeader
        title={user.name}
        back={{ to: "/app/admin/users", label: t("admin.user.back") }}
        actions={
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value={user.disabledAt ? "enable" : "disable"} />
            <Button variant={user.disabledAt ? "primary" : "danger"} busy={busy}>
              {user.disabledAt ? t("admin.user.enable") : t("admin.user.disable")}
            </Button>
          </Form>
        }
      />
      <ActionNotice result={result} okText={t("admin.user.saved")} />
      {user.disabledAt ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("admin.user.disabledSince", { date: format.dateTime(user.disabledAt) })}
        </p>
      ) : null}
      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900">{t("admin.user.profile")}</h2>
        <Facts items={profile} />
      </section>
      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900">{t("admin.user.workspaces")}</h2>
        {workspaces.length ? (
          <ul className="mt-3 divide-y divide-slate-100">
            {workspaces.map((w) => (
              <li key={w.id} className="flex flex-wrap items-end justify-between gap-3 py-3">
                <div>
                  <p className="text-sm font-medium text-slate-900">{w.name}</p>
                  <p className="text-xs text-slate-500">
                    {w.role} · {t("admin.user.usage")}: {w.generationsThisMonth}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t("admin.user.subscription", {
                      plan: w.plan,
                      status: w.subscription.status,
                      period: t(`admin.user.period.${w.subscription.period}`),
                      provider: w.subscription.provider,
                    })}
                    {w.subscription.trialEndsAt && w.subscription.status === "in_trial"
                      ? ` · ${t("admin.user.trialEnds", { date: format.date(w.subscription.trialEndsAt) })}`
                      : ""}
                    {w.subscription.currentPeriodEnd && w.subscription.status !== "in_trial"
                      ? ` · ${t("admin.user.periodEnds", { date: format.date(w.subscription.currentPeriodEnd) })}`
                      : ""}
                  </p>
                </div>
                <Form method="post" className="flex items-end gap-2">
                  <CsrfInput />
                  <input type="hidden" name="workspaceId" value={w.id} />
                  <label className="text-xs font-medium text-slate-600">
                    {t("admin.user.planOf", { name: w.name })}
                    <select name="plan" defaultValue={w.plan} className={input}>
                      {PLAN_IDS.map((plan) => (
                        <option key={plan} value={plan}>
                          {plan}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button variant="secondary" busy={busy}>
                    {t("admin.user.changePlan")}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t("admin.user.noWorkspaces")}</Empty>
        )}
      </section>
      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900">{t("admin.user.apiCalls")}</h2>
        <DataTable
          wrapperClassName="mt-3"
          rows={apiCalls}
          rowKey={(c) => c.id}
          empty={<Empty>{t("admin.user.noCalls")}</Empty>}
          columns={[
            { header: t("admin.user.when"), cell: (c) => format.dateTime(c.createdAt) },
            { header: t("admin.user.status"), cell: (c) => c.status },
            { header: t("admin.user.format"), cell: (c) => c.format },
            { header: t("admin.user.pages"), cell: (c) => c.pages },
            { header: t("admin.user.duration"), cell: (c) => `${c.durationMs} ms` },
          ]}
        />
      </section>
      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900">{t("admin.user.templates")}</h2>
        {templates.length ? (
          <ul className="mt-3 divide-y divide-slate-100">
            {templates.map((tpl) => (
              <li key={tpl.id} className="py-2 text-sm text-slate-800">
                {tpl.name} · {t("admin.user.version")} {tpl.version} · {t("admin.user.updated")} {format.date(tpl.updatedAt)}
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t("admin.user.noTemplates")}</Empty>
        )}
      </section>
      <section className={card} aria-labelledby="crm-heading">
        <h2 id="crm-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.crm.heading")}
        </h2>
        {crm ? (
          <Facts
            items={(
              [
                ["stage", t(`admin.crm.stages.${crm.lifecycleStage}`)],
                ["company", crm.company],
                ["jobTitle", crm.jobTitle],
                ["phone", crm.phone],
                ["country", crm.country],
                ["heardFrom", crm.heardFrom],
                ["sources", crm.sources.join(", ")],
                ["updated", format.dateTime(crm.updatedAt)],
              ] as const
            ).map(([key, value]) => [
              t(`admin.crm.${key}`),
              <span key={key} data-testid={`crm-${key}`}>
                {value || "—"}
              </span>,
            ])}
          />
        ) : (
          <Empty>{t("admin.crm.none")}</Empty>
        )}
      </section>
      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900">{t("admin.user.onboarding")}</h2>
        {onboarding ? (
          <p className="mt-1 text-sm">
            <Link to={to(`/app/admin/surveys/${onboarding.id}`)} className="text-indigo-600 hover:underline">
              {t("admin.user.viewSurvey")}
            </Link>
          </p>
        ) : null}
        {onboarding ? (
          <dl className="mt-3 grid gap-2 sm:grid-cols-2">
            {Object.entries(onboarding.answers).map(([question, answer]) => (
              <div key={question}>
                <dt className="text-xs font-medium text-slate-500">{question}</dt>
                <dd className="text-sm text-slate-900">{answer}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Empty>{t("admin.user.noOnboarding")}</Empty>
        )}
      </section>
      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900">{t("admin.audit.heading")}</h2>
        <AuditTable entries={audit} />
      </section>
    </div>
  );
}
