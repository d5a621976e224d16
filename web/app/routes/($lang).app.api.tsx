import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AppError, SQL_INTEGER_MAX } from "@paperjet/contracts";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { Dialog } from "~/components/ui-dialog";
import { DataTable } from "~/components/ui-table";
import { Field, FormAlert } from "~/components/ui-field";
import { createApiKey } from "~/features/api/create-api-key.server";
import { listApiKeys } from "~/features/api/list-api-keys.server";
import { revokeApiKey } from "~/features/api/revoke-api-key.server";
import { CopyButton } from "~/features/api/copy-button";
import { SnippetModal } from "~/features/api/snippet-modal";
import { useRootData } from "~/features/auth/use-user";
import { listTemplates } from "~/features/templates/list-templates.server";
import { listApiCalls } from "~/features/usage/list-api-calls.server";
import { loadWebhooks } from "~/features/webhooks/list-webhook-messages.server";
import { webhookAction } from "~/features/webhooks/webhook-page-actions.server";
import { WebhooksSection, type WebhookActionResult } from "~/features/webhooks/webhooks-section";
import { editorSessionAction } from "~/features/editor-sessions/editor-session-page-actions.server";
import { EditorSessionsSection, type EditorSessionActionResult } from "~/features/editor-sessions/editor-sessions-section";
import { listEditorSessions } from "~/features/editor-sessions/list-editor-sessions.server";
import { getUrlSigningSecret } from "~/features/signed-urls/get-url-signing-secret.server";
import { rotateUrlSigningSecret } from "~/features/signed-urls/rotate-url-signing-secret.server";
import { SignedUrlsSection } from "~/features/signed-urls/signed-urls-section";
import { requireAppUserPage } from "~/features/auth/auth.server";
import { can } from "~/features/workspaces/permissions";
import { requirePagePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { formatDateTime } from "~/utils/format";
import { getPageT } from "~/utils/page-i18n.server";
import { useLocale } from "~/utils/use-locale";
import { validationMessages } from "~/utils/validation-messages";
import { readForm } from "~/utils/read-body.server";

export const handle = { i18n: ["app"] };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = await getPageT(params, "app");
  const { workspace } = await requireAppUserPage(request);
  const db = await getDb();
  // A hand-edited page past the last shows none; past PostgreSQL's integers the offset would fail the query.
  const page = Math.min(Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1), SQL_INTEGER_MAX);
  // Each section shows what the caller's role may read; the rest says who can see it.
  const [keys, templates, calls, webhooks, editorSessions, urlSigningSecret] = await Promise.all([
    can(workspace.role, "api-keys:manage") ? listApiKeys({ db, workspaceId: workspace.id }) : null,
    listTemplates({ db, workspaceId: workspace.id }),
    can(workspace.role, "api-calls:read") ? listApiCalls({ db, workspaceId: workspace.id, page, perPage: 10 }) : null,
    can(workspace.role, "webhooks:manage") ? loadWebhooks(db, workspace.id) : null,
    can(workspace.role, "api-keys:manage") ? listEditorSessions({ db, workspaceId: workspace.id, limit: 20 }) : null,
    // The URL-signing secret is as powerful as a key for rendering: the same role sees it.
    can(workspace.role, "api-keys:manage") ? getUrlSigningSecret(db, workspace.id) : null,
  ]);
  return {
    title: t("apiPage.title"),
    keys,
    templates: templates.map(({ id, name }) => ({ id, name })),
    calls,
    webhooks,
    editorSessions,
    urlSigningSecret,
    baseUrl: env().APP_URL,
    canSaveVersion: can(workspace.role, "templates:write"),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "API" }];

type ActionResult =
  | { ok: true; intent: "create"; apiKey: string; name: string }
  | { ok: true; intent: "revoke"; message: string }
  | { ok: true; intent: "url-secret-rotate" }
  | { ok: false; error: string };

export async function action({
  request,
  params,
}: ActionFunctionArgs): Promise<ActionResult | WebhookActionResult | EditorSessionActionResult> {
  // Read from a copy: the guards below read the CSRF field from the request itself.
  const form = await readForm(request.clone());
  if (String(form.get("intent") ?? "").match(/^(webhook-|signing-secret)/)) return webhookAction(request, params, form);
  if (form.get("intent") === "editor-session-revoke") return editorSessionAction(request, params, form);
  const { locale, t } = await getPageT(params, "app");
  const { user, workspace } = await requirePagePermission(request, "api-keys:manage");
  const db = await getDb();
  const intent = form.get("intent");
  if (intent === "create") {
    const name = String(form.get("name") ?? "").trim();
    if (name.length > 100) return { ok: false, error: validationMessages(locale).maxLength(100) };
    const { apiKey, key } = await createApiKey({ db, workspaceId: workspace.id, userId: user.id, name });
    return { ok: true, intent, apiKey, name: key.name };
  }
  if (intent === "revoke") {
    const id = String(form.get("id") ?? "");
    const name = String(form.get("name") ?? "");
    try {
      await revokeApiKey({ db, workspaceId: workspace.id, keyId: id });
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") return { ok: false, error: error.message };
      throw error;
    }
    return { ok: true, intent, message: t("apiPage.revoked", { name }) };
  }
  if (intent === "url-secret-rotate") {
    await rotateUrlSigningSecret(db, workspace.id);
    return { ok: true, intent };
  }
  return { ok: false, error: "Unknown action." };
}

function useDateTime() {
  const locale = useLocale();
  return (iso: string | null) => (iso ? `${formatDateTime(iso, locale)} UTC` : null);
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function KeysSection({ keys, onCreated }: { keys: NonNullable<LoaderData["keys"]>; onCreated: (apiKey: string) => void }) {
  const { t } = useTranslation("app");
  const create = useFetcher<ActionResult>();
  const revoke = useFetcher<ActionResult>();
  const formatDate = useDateTime();
  const [shown, setShown] = useState<{ apiKey: string; name: string } | null>(null);
  const [confirm, setConfirm] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    if (create.state === "idle" && create.data?.ok && create.data.intent === "create") {
      setShown({ apiKey: create.data.apiKey, name: create.data.name });
      onCreated(create.data.apiKey);
    }
  }, [create.state, create.data]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (revoke.state === "idle" && revoke.data) setConfirm(null);
  }, [revoke.state, revoke.data]);

  return (
    <section aria-labelledby="keys-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="keys-heading" className="text-lg font-semibold text-slate-900">
        {t("apiPage.keys")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("apiPage.keysLead")}</p>

      <create.Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={() => setShown(null)}>
        <CsrfInput />
        <div className="flex-1">
          <Field
            label={t("apiPage.keyName")}
            name="name"
            placeholder={t("apiPage.keyNamePlaceholder")}
            maxLength={100}
            error={create.data && !create.data.ok ? create.data.error : undefined}
          />
        </div>
        <Button type="submit" name="intent" value="create" busy={create.state !== "idle"} busyLabel={t("apiPage.creatingKey")}>
          {t("apiPage.createKey")}
        </Button>
      </create.Form>

      {shown ? (
        <div className="mt-6 rounded-xl bg-emerald-50 p-4 ring-1 ring-inset ring-emerald-200" role="status" data-testid="new-api-key">
          <p className="text-sm font-semibold text-emerald-900">{t("apiPage.newKeyTitle")}</p>
          <p className="mt-1 text-sm text-emerald-800">{t("apiPage.newKeyText")}</p>
          <div className="mt-3 flex items-center gap-2">
            <code
              className="min-w-0 flex-1 select-all truncate rounded-lg bg-white px-3 py-2 font-mono text-sm text-slate-900 ring-1 ring-inset ring-emerald-200"
              data-testid="new-api-key-value"
            >
              {shown.apiKey}
            </code>
            <CopyButton text={shown.apiKey} />
          </div>
          <button
            type="button"
            onClick={() => setShown(null)}
            className="mt-3 text-sm font-medium text-emerald-800 underline hover:text-emerald-900"
          >
            {t("apiPage.dismiss")}
          </button>
        </div>
      ) : null}

      {revoke.data?.ok && revoke.data.intent === "revoke" ? (
        <div className="mt-6">
          <FormAlert tone="success">{revoke.data.message}</FormAlert>
        </div>
      ) : null}

      <DataTable
        look="app"
        testId="api-keys"
        wrapperClassName="mt-6 overflow-x-auto"
        rows={keys}
        rowKey={(key) => key.id}
        rowProps={() => ({ "data-testid": "api-key-row" })}
        empty={
          <p className="mt-6 rounded-xl border-2 border-dashed border-slate-200 px-6 py-8 text-center text-sm text-slate-500">
            {t("apiPage.noKeys")}
          </p>
        }
        columns={[
          {
            header: t("apiPage.colName"),
            headerClassName: "pr-4",
            className: "py-3 pr-4 font-medium text-slate-900",
            cell: (key) => key.name,
          },
          {
            header: t("apiPage.colKey"),
            headerClassName: "pr-4",
            className: "py-3 pr-4 font-mono text-slate-600",
            testId: "api-key-prefix",
            cell: (key) => `${key.prefix}_…`,
          },
          {
            header: t("apiPage.colCreated"),
            headerClassName: "pr-4",
            className: "py-3 pr-4 text-slate-600",
            cell: (key) => formatDate(key.createdAt),
          },
          {
            header: t("apiPage.colCreatedBy"),
            headerClassName: "pr-4",
            className: "py-3 pr-4 text-slate-600",
            testId: "api-key-created-by",
            cell: (key) => key.createdBy ?? t("apiPage.formerMember"),
          },
          {
            header: t("apiPage.colLastUsed"),
            headerClassName: "pr-4",
            className: "py-3 pr-4 text-slate-600",
            cell: (key) => formatDate(key.lastUsedAt) ?? t("apiPage.never"),
          },
          {
            header: <span className="sr-only">{t("apiPage.revoke")}</span>,
            className: "py-3 text-right",
            cell: (key) => (
              <button
                type="button"
                onClick={() => setConfirm({ id: key.id, name: key.name })}
                className="rounded-md px-2 py-1 text-sm font-medium text-red-600 hover:bg-red-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-red-600"
              >
                {t("apiPage.revoke")}
              </button>
            ),
          },
        ]}
      />

      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t("apiPage.revokeTitle", { name: confirm?.name ?? "" })}
        description={t("apiPage.revokeText")}
      >
        <revoke.Form method="post" className="flex justify-end gap-3">
          <CsrfInput />
          <input type="hidden" name="id" value={confirm?.id ?? ""} />
          <input type="hidden" name="name" value={confirm?.name ?? ""} />
          <Button type="button" variant="secondary" onClick={() => setConfirm(null)}>
            {t("templates.cancel")}
          </Button>
          <Button type="submit" variant="danger" name="intent" value="revoke" busy={revoke.state !== "idle"}>
            {t("apiPage.revokeConfirm")}
          </Button>
        </revoke.Form>
      </Dialog>
    </section>
  );
}

/** `apiKey`: the key created on this page (shown once), written into the snippets. */
function SnippetSection({ apiKey }: { apiKey?: string }) {
  const { t } = useTranslation("app");
  const { templates, baseUrl, canSaveVersion } = useLoaderData<typeof loader>();
  const csrfToken = useRootData()?.csrfToken ?? "";
  const [selected, setSelected] = useState(templates[0]?.id ?? "");
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  return (
    <section aria-labelledby="snippets-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="snippets-heading" className="text-lg font-semibold text-slate-900">
        {t("apiPage.snippets")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("apiPage.snippetsLead")}</p>
      {templates.length ? (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="snippet-template" className="block text-sm font-medium text-slate-800">
              {t("apiPage.chooseTemplate")}
            </label>
            <select
              id="snippet-template"
              value={selected}
              onChange={(e) => setSelected(e.target.value)}
              className="mt-1.5 block w-full rounded-lg border-0 px-3 py-2 text-sm shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600"
            >
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="button" variant="secondary" onClick={() => setOpen(templates.find((x) => x.id === selected) ?? null)}>
            {t("apiPage.showSnippet")}
          </Button>
        </div>
      ) : (
        <p className="mt-6 text-sm text-slate-500">{t("apiPage.noTemplates")}</p>
      )}
      <SnippetModal
        template={open}
        baseUrl={baseUrl}
        apiKey={apiKey}
        csrfToken={csrfToken}
        canSaveVersion={canSaveVersion}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}

function CallsSection({ calls }: { calls: NonNullable<LoaderData["calls"]> }) {
  const { t } = useTranslation("app");
  const { templates } = useLoaderData<typeof loader>();
  const formatDate = useDateTime();
  const names = new Map(templates.map((x) => [x.id, x.name]));
  return (
    <section aria-labelledby="calls-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="calls-heading" className="text-lg font-semibold text-slate-900">
          {t("apiPage.calls")}
        </h2>
        <p className="text-sm text-slate-500" data-testid="calls-totals">
          {t("apiPage.callsInTotal", { count: calls.total })} · {t("apiPage.documentsThisMonth", { count: calls.generated.thisMonth })}
        </p>
      </div>
      {calls.calls.length ? (
        <>
          <DataTable
            look="app"
            testId="api-calls"
            wrapperClassName="mt-4 overflow-x-auto"
            rows={calls.calls}
            rowKey={(call) => call.id}
            columns={[
              {
                header: t("apiPage.colTime"),
                headerClassName: "pr-4",
                className: "whitespace-nowrap py-2.5 pr-4 text-slate-600",
                cell: (call) => formatDate(call.createdAt),
              },
              {
                header: t("apiPage.colTemplate"),
                headerClassName: "pr-4",
                className: "py-2.5 pr-4 text-slate-900",
                cell: (call) => (call.templateId && names.get(call.templateId)) ?? call.templateId ?? "—",
              },
              {
                header: t("apiPage.colStatus"),
                headerClassName: "pr-4",
                className: "py-2.5 pr-4",
                cell: (call) => (
                  <>
                    <span
                      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${call.status < 300 ? "bg-emerald-50 text-emerald-700" : call.status < 500 ? "bg-amber-50 text-amber-700" : "bg-red-50 text-red-700"}`}
                    >
                      {call.status}
                    </span>
                    {call.test ? <span className="ml-1 text-xs text-slate-500">{t("apiPage.test")}</span> : null}
                    {call.watermarked ? <span className="ml-1 text-xs text-slate-500">{t("apiPage.watermarked")}</span> : null}
                  </>
                ),
              },
              {
                header: t("apiPage.colFormat"),
                headerClassName: "pr-4",
                className: "py-2.5 pr-4 uppercase text-slate-600",
                cell: (call) => call.format,
              },
              {
                header: t("apiPage.colPages"),
                headerClassName: "pr-4 text-right",
                className: "py-2.5 pr-4 text-right tabular-nums text-slate-600",
                cell: (call) => call.pages,
              },
              {
                header: t("apiPage.colDuration"),
                headerClassName: "text-right",
                className: "py-2.5 text-right tabular-nums text-slate-600",
                cell: (call) => `${call.durationMs} ms`,
              },
            ]}
          />
          {calls.totalPages > 1 ? (
            <nav className="mt-4 flex items-center justify-between text-sm" aria-label={t("apiPage.calls")}>
              {calls.page > 1 ? (
                <Link to={`?page=${calls.page - 1}`} className="font-medium text-indigo-600">
                  {t("apiPage.previous")}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-slate-500">{t("apiPage.pageOf", { page: calls.page, pages: calls.totalPages })}</span>
              {calls.page < calls.totalPages ? (
                <Link to={`?page=${calls.page + 1}`} className="font-medium text-indigo-600">
                  {t("apiPage.next")}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      ) : (
        <p className="mt-4 rounded-xl border-2 border-dashed border-slate-200 px-6 py-8 text-center text-sm text-slate-500">
          {t("apiPage.callsEmpty")}
        </p>
      )}
    </section>
  );
}

/** What a role that may not see a section reads in its place. */
function RoleNote({ id, text }: { id: string; text: string }) {
  return (
    <p className="rounded-2xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200" data-testid={id}>
      {text}
    </p>
  );
}

export default function ApiPage() {
  const { t } = useTranslation("app");
  const { keys, calls, webhooks, editorSessions, urlSigningSecret } = useLoaderData<typeof loader>();
  const formatDate = useDateTime();
  const [createdKey, setCreatedKey] = useState<string>();
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("apiPage.heading")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("apiPage.lead")}</p>
      </header>
      {keys ? (
        <KeysSection keys={keys} onCreated={setCreatedKey} />
      ) : (
        <RoleNote id="keys-role-note" text={t("workspaces.keysAdminsOnly")} />
      )}
      <SnippetSection apiKey={createdKey} />
      {calls ? <CallsSection calls={calls} /> : <RoleNote id="calls-role-note" text={t("workspaces.callsEditorsOnly")} />}
      {urlSigningSecret ? <SignedUrlsSection secret={urlSigningSecret} /> : null}
      {editorSessions ? <EditorSessionsSection sessions={editorSessions} formatDate={formatDate} /> : null}
      {webhooks ? (
        <WebhooksSection webhooks={webhooks} formatDate={formatDate} />
      ) : (
        <RoleNote id="webhooks-role-note" text={t("webhooks.adminsOnly")} />
      )}
    </div>
  );
}
