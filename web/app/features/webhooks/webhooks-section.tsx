import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WebhooksData } from "@paperjet/contracts";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { Field } from "~/components/ui-field";
import { DataTable } from "~/components/ui-table";
import { CopyButton } from "~/features/api/copy-button";

export type WebhookActionResult =
  { ok: true; intent: string; secret?: string; message: string } | { ok: false; intent: string; error: string };

/** A secret shown once, with a copy button. */
function SecretNotice({ secret, rotated, onDismiss }: { secret: string; rotated: boolean; onDismiss: () => void }) {
  const { t } = useTranslation("app");
  return (
    <div className="mt-4 rounded-xl bg-emerald-50 p-4 ring-1 ring-inset ring-emerald-200" role="status" data-testid="new-webhook-secret">
      <p className="text-sm font-semibold text-emerald-900">{t("webhooks.secretTitle")}</p>
      {rotated ? (
        <p className="mt-1 text-sm text-emerald-900" data-testid="rotated-secret-lead">
          {t("webhooks.rotatedLead")}
        </p>
      ) : null}
      <div className="mt-2 flex items-center gap-2">
        <code
          className="min-w-0 flex-1 select-all truncate rounded-lg bg-white px-3 py-2 font-mono text-sm ring-1 ring-inset ring-emerald-200"
          data-testid="new-webhook-secret-value"
        >
          {secret}
        </code>
        <CopyButton text={secret} />
      </div>
      <button type="button" onClick={onDismiss} className="mt-2 text-sm font-medium text-emerald-800 underline">
        {t("apiPage.dismiss")}
      </button>
    </div>
  );
}

function IntentButton({
  intent,
  fields,
  label,
  variant = "secondary",
  onSecret,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  variant?: "secondary" | "danger";
  onSecret?: (secret: string) => void;
}) {
  const fetcher = useFetcher<WebhookActionResult>();
  // A new secret exists only in this answer: hand it up to be shown once.
  const secret = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.secret : undefined;
  useEffect(() => {
    if (secret) onSecret?.(secret);
  }, [secret]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <fetcher.Form method="post" className="inline">
      <CsrfInput />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant={variant}
        busy={fetcher.state !== "idle"}
        className="!px-2.5 !py-1 !text-xs"
      >
        {label}
      </Button>
      {fetcher.data && !fetcher.data.ok ? (
        <span role="alert" className="ml-2 text-xs text-red-600">
          {fetcher.data.error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

/** Webhooks on the API page: endpoints, the workspace's signing secret and the delivery log. */
export function WebhooksSection({ webhooks, formatDate }: { webhooks: WebhooksData; formatDate: (iso: string) => string | null }) {
  const { t } = useTranslation("app");
  const create = useFetcher<WebhookActionResult>();
  const signing = useFetcher<WebhookActionResult>();
  const revalidator = useRevalidator();
  const [secret, setSecret] = useState<string | null>(null);
  const [rotatedFor, setRotatedFor] = useState<string | null>(null);
  useEffect(() => {
    for (const f of [create, signing])
      if (f.state === "idle" && f.data?.ok && f.data.secret) {
        setSecret(f.data.secret);
        setRotatedFor(null);
      }
  }, [create.state, create.data, signing.state, signing.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const urls = new Map(webhooks.endpoints.map((e) => [e.id, e.url]));

  return (
    <section aria-labelledby="webhooks-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="webhooks">
      <h2 id="webhooks-heading" className="text-lg font-semibold text-slate-900">
        {t("webhooks.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("webhooks.lead")}</p>

      <create.Form method="post" className="mt-6 grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end" onSubmit={() => setSecret(null)}>
        <CsrfInput />
        <Field
          label={t("webhooks.url")}
          name="url"
          type="url"
          required
          placeholder="https://example.com/paperjet"
          error={create.data && !create.data.ok ? create.data.error : undefined}
        />
        <Field label={t("webhooks.description")} name="description" maxLength={200} />
        <Button type="submit" name="intent" value="webhook-create" busy={create.state !== "idle"}>
          {t("webhooks.add")}
        </Button>
      </create.Form>

      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <span data-testid="signing-secret-state">
          {webhooks.hasSigningSecret ? t("webhooks.signingSecretSet") : t("webhooks.signingSecretMissing")}
        </span>
        <signing.Form method="post" onSubmit={() => setSecret(null)}>
          <CsrfInput />
          <Button
            type="submit"
            name="intent"
            value="signing-secret"
            variant="secondary"
            busy={signing.state !== "idle"}
            className="!px-2.5 !py-1 !text-xs"
          >
            {webhooks.hasSigningSecret ? t("webhooks.rotateSigningSecret") : t("webhooks.createSigningSecret")}
          </Button>
        </signing.Form>
      </div>
      {secret && !rotatedFor ? <SecretNotice secret={secret} rotated={false} onDismiss={() => setSecret(null)} /> : null}

      {webhooks.endpoints.length ? (
        <ul className="mt-6 divide-y divide-slate-100" data-testid="webhook-endpoints">
          {webhooks.endpoints.map((endpoint) => (
            <li key={endpoint.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="webhook-endpoint">
              <div className="min-w-0 flex-1">
                <p className="truncate font-mono text-sm text-slate-900">{endpoint.url}</p>
                <p className="text-xs text-slate-500">
                  {endpoint.description ? `${endpoint.description} · ` : ""}
                  {endpoint.events.join(", ")}
                </p>
                <p className={`text-xs font-semibold ${endpoint.enabled ? "text-emerald-700" : "text-red-700"}`}>
                  {endpoint.enabled ? t("webhooks.enabled") : t("webhooks.disabled", { reason: endpoint.disabledReason ?? "" })}
                </p>
              </div>
              <IntentButton intent="webhook-test" fields={{ id: endpoint.id }} label={t("webhooks.sendTest")} />
              <IntentButton
                intent="webhook-toggle"
                fields={{ id: endpoint.id, enabled: String(!endpoint.enabled) }}
                label={endpoint.enabled ? t("webhooks.disable") : t("webhooks.enable")}
              />
              <IntentButton
                intent="webhook-rotate"
                fields={{ id: endpoint.id }}
                label={t("webhooks.rotate")}
                onSecret={(value) => {
                  setSecret(value);
                  setRotatedFor(endpoint.id);
                }}
              />
              <IntentButton intent="webhook-delete" fields={{ id: endpoint.id }} label={t("webhooks.delete")} variant="danger" />
              {secret && rotatedFor === endpoint.id ? (
                <div className="w-full">
                  <SecretNotice secret={secret} rotated onDismiss={() => setSecret(null)} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl border-2 border-dashed border-slate-200 px-6 py-6 text-center text-sm text-slate-500">
          {t("webhooks.noEndpoints")}
        </p>
      )}

      <div className="mt-8 flex items-baseline justify-between">
        <h3 className="text-base font-semibold text-slate-900">{t("webhooks.log")}</h3>
        <Button
          type="button"
          variant="secondary"
          onClick={() => revalidator.revalidate()}
          busy={revalidator.state !== "idle"}
          className="!px-2.5 !py-1 !text-xs"
        >
          {t("webhooks.refresh")}
        </Button>
      </div>
      <DataTable
        look="app"
        testId="webhook-log"
        wrapperClassName="mt-3 overflow-x-auto"
        // One row per delivery attempt; a message not yet tried has one row of its own.
        rows={webhooks.messages.flatMap((message) =>
          (message.attempts.length ? message.attempts : [null]).map((attempt, i) => ({ message, attempt, i })),
        )}
        rowKey={({ message, i }) => `${message.id}-${i}`}
        rowProps={() => ({ "data-testid": "webhook-attempt" })}
        empty={<p className="mt-3 text-sm text-slate-500">{t("webhooks.logEmpty")}</p>}
        columns={[
          {
            header: t("apiPage.colTime"),
            headerClassName: "pr-4",
            className: "whitespace-nowrap py-2 pr-4 text-slate-600",
            cell: ({ message, attempt }) => formatDate(attempt?.at ?? message.createdAt),
          },
          {
            header: t("webhooks.event"),
            headerClassName: "pr-4",
            className: "py-2 pr-4",
            cell: ({ message }) => (
              <>
                <span className="font-mono text-xs text-slate-900">{message.eventType}</span>
                <span className="block max-w-[16rem] truncate text-xs text-slate-500">
                  {message.endpointId ? urls.get(message.endpointId) : message.url}
                </span>
              </>
            ),
          },
          {
            header: t("webhooks.status"),
            headerClassName: "pr-4",
            className: "py-2 pr-4",
            testId: "webhook-attempt-status",
            cell: ({ attempt }) => (
              <>
                {attempt ? (
                  <span
                    className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${attempt.statusCode && attempt.statusCode < 300 ? "bg-emerald-50 text-emerald-700" : "bg-red-50 text-red-700"}`}
                  >
                    {attempt.statusCode ?? t("webhooks.noAnswer")}
                  </span>
                ) : (
                  <span className="text-xs text-slate-500">{t("webhooks.pending")}</span>
                )}
                {attempt ? <span className="ml-1 text-xs text-slate-500">#{attempt.attempt}</span> : null}
              </>
            ),
          },
          {
            header: t("apiPage.colDuration"),
            headerClassName: "pr-4 text-right",
            className: "py-2 pr-4 text-right tabular-nums text-slate-600",
            cell: ({ attempt }) => (attempt ? `${attempt.durationMs} ms` : ""),
          },
          {
            header: t("webhooks.answer"),
            headerClassName: "pr-4",
            className: "max-w-[18rem] py-2 pr-4",
            cell: ({ attempt }) => (
              <code className="block truncate text-xs text-slate-600" title={attempt?.response || attempt?.error || ""}>
                {attempt?.error ?? attempt?.response ?? ""}
              </code>
            ),
          },
          {
            header: <span className="sr-only">{t("webhooks.redeliver")}</span>,
            className: "py-2 text-right",
            cell: ({ message, i }) =>
              i === 0 ? (
                <IntentButton intent="webhook-redeliver" fields={{ messageId: message.id }} label={t("webhooks.redeliver")} />
              ) : null,
          },
        ]}
      />
    </section>
  );
}
