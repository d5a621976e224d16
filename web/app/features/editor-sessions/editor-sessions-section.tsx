import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { EditorSessionSummary } from "@paperjet/contracts";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { FormAlert } from "~/components/ui-field";
import { DataTable } from "~/components/ui-table";

export type EditorSessionActionResult = { ok: true; intent: "editor-session-revoke"; message: string } | { ok: false; error: string };

const STATUS_CLASS: Record<EditorSessionSummary["status"], string> = {
  active: "bg-emerald-50 text-emerald-700",
  expired: "bg-slate-100 text-slate-600",
  revoked: "bg-red-50 text-red-700",
};

/** The API page's list of embedded-designer sessions (made by the customer's server with an API key), each revocable while active. */
export function EditorSessionsSection({
  sessions,
  formatDate,
}: {
  sessions: EditorSessionSummary[];
  formatDate: (iso: string) => string | null;
}) {
  const { t } = useTranslation("app");
  const revoke = useFetcher<EditorSessionActionResult>();
  return (
    <section aria-labelledby="editor-sessions-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="editor-sessions-heading" className="text-lg font-semibold text-slate-900">
        {t("editorSessions.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("editorSessions.lead")}</p>
      {revoke.data ? (
        <div className="mt-4">
          {revoke.data.ok ? (
            <FormAlert tone="success">{revoke.data.message}</FormAlert>
          ) : (
            <FormAlert tone="error">{revoke.data.error}</FormAlert>
          )}
        </div>
      ) : null}
      <DataTable
        look="app"
        testId="editor-sessions"
        wrapperClassName="mt-6 overflow-x-auto"
        rows={sessions}
        rowKey={(session) => session.id}
        rowProps={() => ({ "data-testid": "editor-session-row" })}
        empty={
          <p className="mt-6 rounded-xl border-2 border-dashed border-slate-200 px-6 py-8 text-center text-sm text-slate-500">
            {t("editorSessions.empty")}
          </p>
        }
        columns={[
          {
            header: t("editorSessions.colTemplate"),
            headerClassName: "pr-4",
            className: "py-3 pr-4 font-medium text-slate-900",
            cell: (session) => session.templateName,
          },
          {
            header: t("editorSessions.colUser"),
            headerClassName: "pr-4",
            className: "py-3 pr-4 text-slate-600",
            cell: (session) => session.externalUserId ?? "—",
          },
          {
            header: t("editorSessions.colOrigins"),
            headerClassName: "pr-4",
            className: "py-3 pr-4 font-mono text-xs text-slate-600",
            cell: (session) => session.allowedOrigins.join(", "),
          },
          {
            header: t("editorSessions.colStatus"),
            headerClassName: "pr-4",
            className: "py-3 pr-4",
            cell: (session) => (
              <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[session.status]}`}>
                {t(`editorSessions.status.${session.status}`)}
              </span>
            ),
          },
          {
            header: t("editorSessions.colExpires"),
            headerClassName: "pr-4",
            className: "whitespace-nowrap py-3 pr-4 text-slate-600",
            cell: (session) => formatDate(session.revokedAt ?? session.expiresAt),
          },
          {
            header: <span className="sr-only">{t("editorSessions.revoke")}</span>,
            className: "py-3 text-right",
            cell: (session) =>
              session.status === "active" ? (
                <revoke.Form method="post">
                  <CsrfInput />
                  <input type="hidden" name="id" value={session.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    name="intent"
                    value="editor-session-revoke"
                    className="py-1 text-red-600"
                    busy={revoke.state !== "idle" && revoke.formData?.get("id") === session.id}
                  >
                    {t("editorSessions.revoke")}
                  </Button>
                </revoke.Form>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
