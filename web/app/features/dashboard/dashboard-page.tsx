import { useEffect, useState, useSyncExternalStore } from "react";
import { Form, Link, useFetcher, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button, buttonClass } from "~/components/ui-button";
import { Dialog } from "~/components/ui-dialog";
import { PlusIcon } from "~/components/ui-plus-icon";
import { Field, FormAlert } from "~/components/ui-field";
import { ToastProvider, useToast } from "~/components/ui-toast";
import { useFormat } from "~/utils/use-format";
import { useLocalizedPath } from "~/utils/use-locale";
import type { TemplateActionResult } from "./apply-template-action.server";
import { DashboardTour } from "./dashboard-tour";
import { partOfDay } from "./part-of-day";
import type { dashboardLoader } from "./dashboard-route.server";
import { TemplateThumbnail } from "~/features/templates/template-thumbnail";
import { DELETE_FETCHER, TemplateCard } from "./template-card";

/** Nothing to subscribe to: the greeting keeps the part of the day the page was opened in. */
const noUpdates = () => () => {};

function StatCard({
  label,
  value,
  hint,
  progress,
  testId,
}: {
  label: string;
  value: string;
  hint: string;
  progress?: number;
  testId: string;
}) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">{value}</p>
      {progress !== undefined ? (
        <div
          className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          aria-label={label}
        >
          <div
            className={`h-full rounded-full ${progress >= 100 ? "bg-amber-500" : "bg-indigo-500"}`}
            style={{ width: `${Math.min(progress, 100)}%` }}
          />
        </div>
      ) : null}
      <p className="mt-2 text-xs text-slate-500">{hint}</p>
    </div>
  );
}

function CreateTemplateDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation("app");
  const fetcher = useFetcher<TemplateActionResult>();
  const openDesigner = useOpenDesigner();
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok && result.intent === "create") {
      onCreated(result.templateId!);
      openDesigner(result.templateId!);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, result]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("templates.createTitle")}
      description={t("templates.createLead")}
      testId="create-template-dialog"
    >
      <fetcher.Form method="post" className="space-y-4" noValidate>
        <CsrfInput />
        {result && !result.ok && result.message ? <FormAlert>{result.message}</FormAlert> : null}
        <Field
          label={t("templates.name")}
          name="name"
          defaultValue={t("templates.defaultName")}
          error={result && !result.ok ? result.fieldErrors?.name : undefined}
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("templates.cancel")}
          </Button>
          <Button type="submit" name="intent" value="create" busy={fetcher.state !== "idle"} busyLabel={t("templates.creating")}>
            {t("templates.create")}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

/** A new template, from scratch or a library design, opens in the designer: that is where work starts. */
function useOpenDesigner() {
  const navigate = useNavigate();
  const to = useLocalizedPath();
  return (templateId: string) => navigate(to(`/app/designer/${templateId}`));
}

function DesignCard({ design, canWrite }: { design: { id: string; name: string; version: number; pageCount: number }; canWrite: boolean }) {
  const { t } = useTranslation("app");
  const fetcher = useFetcher<TemplateActionResult>();
  const openDesigner = useOpenDesigner();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.templateId) openDesigner(fetcher.data.templateId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  return (
    <li
      className="flex min-w-0 items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="design-card"
    >
      <TemplateThumbnail id={design.id} version={design.version} pages={design.pageCount} small />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{design.name}</p>
        <p className="text-xs text-slate-500">{t("dashboard.pages", { count: design.pageCount })}</p>
      </div>
      {canWrite ? (
        <fetcher.Form method="post">
          <CsrfInput />
          <input type="hidden" name="id" value={design.id} />
          <Button
            type="submit"
            variant="secondary"
            name="intent"
            value="use-design"
            busy={fetcher.state !== "idle"}
            className="whitespace-nowrap !px-3 !py-1.5 !text-xs"
          >
            {t("dashboard.useDesign")}
          </Button>
        </fetcher.Form>
      ) : null}
    </li>
  );
}

function DeleteNotice() {
  const deleter = useFetcher<TemplateActionResult>({ key: DELETE_FETCHER });
  const toast = useToast();
  useEffect(() => {
    if (deleter.state === "idle" && deleter.data?.message) toast(deleter.data.message, deleter.data.ok ? "success" : "error");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deleter.state, deleter.data]);
  return null;
}

/** The dashboard of /app and /app/dashboard. */
export function DashboardPage() {
  const { t } = useTranslation("app");
  const to = useLocalizedPath();
  const format = useFormat();
  const data = useLoaderData<typeof dashboardLoader>();
  const navigation = useNavigation();
  const [creating, setCreating] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const { stats } = data;
  // Hydrated with the server's greeting (Amsterdam's clock), then the one of the visitor's own clock.
  const greetingTime = useSyncExternalStore(
    noUpdates,
    () => partOfDay(new Date()),
    () => data.partOfDay,
  );
  const searching = navigation.state === "loading" && navigation.location?.search.includes("q=");

  return (
    <ToastProvider>
      <div className="mx-auto max-w-6xl space-y-10">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900" data-testid="greeting">
              {data.greetings[greetingTime]}
            </h1>
            <p className="mt-1 text-sm text-slate-600">{t("dashboard.lead")}</p>
          </div>
          {data.canWrite ? (
            <Button type="button" onClick={() => setCreating(true)} data-testid="new-blank" data-tour="create">
              <PlusIcon /> {t("dashboard.newBlank")}
            </Button>
          ) : (
            <p className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700" data-testid="read-only-badge">
              {t("dashboard.readOnly")}
            </p>
          )}
        </header>

        {data.trialDaysLeft !== null || data.watermarking ? (
          <p
            role="status"
            data-testid="plan-notice"
            className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 text-sm ${data.watermarking ? "bg-amber-50 text-amber-900 ring-1 ring-amber-200" : "bg-indigo-50 text-indigo-900 ring-1 ring-indigo-200"}`}
          >
            <span>
              {data.watermarking ? t("dashboard.plan.watermarking") : t("dashboard.plan.trial", { count: data.trialDaysLeft ?? 0 })}
            </span>
            <Link
              to={to("/app/settings/plan")}
              className="font-semibold underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {t("dashboard.plan.choose")}
            </Link>
          </p>
        ) : null}

        <section className="grid gap-4 sm:grid-cols-3" aria-label={t("dashboard.stats.documents")} data-tour="usage">
          <StatCard
            testId="stat-documents"
            label={t("dashboard.stats.documents")}
            value={
              stats.allowance === null
                ? format.number(stats.documentsThisMonth)
                : `${format.number(stats.documentsThisMonth)} / ${format.number(stats.allowance)}`
            }
            hint={
              stats.allowance === null
                ? t("dashboard.stats.unlimited")
                : stats.cleanLeft === null
                  ? t("dashboard.stats.ofAllowance", { allowance: stats.allowance })
                  : stats.cleanLeft > 0
                    ? t("dashboard.stats.cleanLeft", { allowance: stats.allowance, count: stats.cleanLeft })
                    : t("dashboard.stats.cleanUsed", { allowance: stats.allowance })
            }
            progress={stats.allowance === null ? undefined : (stats.documentsThisMonth / stats.allowance) * 100}
          />
          <StatCard
            testId="stat-calls"
            label={t("dashboard.stats.apiCalls")}
            value={format.number(stats.apiCallsThisMonth)}
            hint={t("dashboard.stats.apiCallsHint", { total: stats.apiCallsTotal })}
          />
          <StatCard
            testId="stat-templates"
            label={t("dashboard.stats.templates")}
            value={format.number(stats.templates)}
            hint={t("dashboard.stats.templatesHint")}
          />
        </section>

        <section aria-labelledby="latest-heading" className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="latest-heading" className="text-lg font-semibold text-slate-900">
              {t("dashboard.latest")}
            </h2>
            <Form method="get" role="search" className="flex items-center gap-2">
              <label htmlFor="template-search" className="sr-only">
                {t("dashboard.search")}
              </label>
              <input
                id="template-search"
                type="search"
                name="q"
                defaultValue={data.search?.query ?? ""}
                placeholder={t("dashboard.searchPlaceholder")}
                className="w-64 rounded-lg border-0 px-3 py-2 text-sm shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600"
              />
              <Button type="submit" variant="secondary" busy={searching}>
                {t("dashboard.search").split(" ")[0]}
              </Button>
            </Form>
          </div>
          {data.search ? (
            <p className="text-sm text-slate-600" role="status" data-testid="search-count">
              {t("dashboard.results", { count: data.search.total, query: data.search.query })}{" "}
              <Link to={to("/app/dashboard")} className="font-medium text-indigo-600 hover:text-indigo-500">
                {t("dashboard.clearSearch")}
              </Link>
            </p>
          ) : null}
          {data.templates.length ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="template-list">
              {data.templates.map((template) => (
                <TemplateCard key={template.id} template={template} highlight={template.id === createdId} canWrite={data.canWrite} />
              ))}
            </ul>
          ) : (
            <div
              className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center"
              data-testid="templates-empty"
            >
              <h3 className="text-sm font-semibold text-slate-900">{data.search ? t("dashboard.noResults") : t("dashboard.emptyTitle")}</h3>
              {data.search || !data.canWrite ? null : (
                <>
                  <p className="mt-1 text-sm text-slate-500">{t("dashboard.emptyText")}</p>
                  <button type="button" onClick={() => setCreating(true)} className={buttonClass("primary", "mt-6")}>
                    {t("dashboard.newBlank")}
                  </button>
                </>
              )}
            </div>
          )}
        </section>

        <section aria-labelledby="library-heading" className="space-y-4">
          <div>
            <h2 id="library-heading" className="text-lg font-semibold text-slate-900">
              {t("dashboard.library")}
            </h2>
            <p className="text-sm text-slate-600">{t("dashboard.libraryLead")}</p>
          </div>
          {data.designs.length ? (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {data.designs.map((design) => (
                <DesignCard key={design.id} design={design} canWrite={data.canWrite} />
              ))}
            </ul>
          ) : (
            <p className="rounded-xl bg-white px-6 py-8 text-center text-sm text-slate-500 ring-1 ring-slate-200">
              {t("dashboard.libraryEmpty")}
            </p>
          )}
        </section>
      </div>
      <DeleteNotice />
      <CreateTemplateDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreatedId} />
      {data.showTour && data.canWrite ? <DashboardTour /> : null}
    </ToastProvider>
  );
}
