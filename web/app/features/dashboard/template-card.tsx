import { useEffect, useState } from "react";
import { Link, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { Dialog } from "~/components/ui-dialog";
import { Dropdown } from "~/components/ui-dropdown";
import { MenuItem } from "~/components/ui-menu-items";
import { Tooltip } from "~/components/ui-tooltip";
import { Field, FormAlert } from "~/components/ui-field";
import { useToast } from "~/components/ui-toast";
import { TemplateThumbnail } from "~/features/templates/template-thumbnail";
import type { TemplateSummary } from "~/features/templates/templates.server";
import { useFormat } from "~/utils/use-format";
import { useLocalizedPath } from "~/utils/use-locale";
import type { TemplateActionResult } from "./apply-template-action.server";

export const DELETE_FETCHER = "delete-template";

/** A template in the list with its actions: open and rename, then duplicate and delete (confirmed) in its "more" dropdown. */
export function TemplateCard({
  template,
  highlight,
  canWrite = true,
}: {
  template: TemplateSummary;
  highlight?: boolean;
  canWrite?: boolean;
}) {
  const { t } = useTranslation("app");
  const to = useLocalizedPath();
  const format = useFormat();
  const fetcher = useFetcher<TemplateActionResult>();
  // Shared with the page: the card is gone once deleted, so the page reports the result.
  const deleter = useFetcher<TemplateActionResult>({ key: DELETE_FETCHER });
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      setDialog(null);
      toast(result.message);
    } else if (result.message && !dialog) {
      toast(result.message, "error");
    }
    // Only when a submission finishes, not when the dialog changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, result]);

  return (
    <li
      data-testid="template-card"
      data-template-id={template.id}
      className={`group flex min-w-0 flex-col rounded-xl bg-white shadow-sm ring-1 transition hover:shadow-md ${highlight ? "ring-2 ring-indigo-500" : "ring-slate-200"}`}
    >
      <Tooltip label={t("templates.openNamed", { name: template.name })}>
        <Link
          to={to(`/app/designer/${template.id}`)}
          aria-label={t("templates.openNamed", { name: template.name })}
          className="rounded-t-xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <TemplateThumbnail id={template.id} version={template.version} pages={template.pageCount} />
        </Link>
      </Tooltip>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="truncate text-sm font-semibold text-slate-900" data-testid="template-name" title={template.name}>
          {template.name}
        </h3>
        <p className="text-xs text-slate-500">
          {t("dashboard.pages", { count: template.pageCount })} · {t("dashboard.version", { version: template.version })} ·{" "}
          {t("dashboard.updated", { date: format.date(template.updatedAt) })}
        </p>
        <div className="mt-3 flex flex-wrap gap-1" role="group" aria-label={t("templates.actions", { name: template.name })}>
          <Link
            to={to(`/app/designer/${template.id}`)}
            className="rounded-md px-2 py-1 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t("dashboard.open")}
          </Link>
          {canWrite ? (
            <>
              <button
                type="button"
                onClick={() => setDialog("rename")}
                className="rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {t("templates.rename")}
              </button>
              <fetcher.Form method="post" id={`duplicate-${template.id}`} className="hidden">
                <CsrfInput />
                <input type="hidden" name="id" value={template.id} />
                <input type="hidden" name="intent" value="duplicate" />
              </fetcher.Form>
              <span className="ml-auto inline-flex">
                <Dropdown
                  placement="bottom-end"
                  label={t("templates.more", { name: template.name })}
                  tooltip={t("templates.moreTooltip")}
                  testId="template-actions"
                  panelClassName="w-44"
                  buttonClassName="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
                  button={
                    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                      <path d="M4 10a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm7.5 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0ZM19 10a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
                    </svg>
                  }
                >
                  <MenuItem form={`duplicate-${template.id}`} disabled={busy}>
                    {t("templates.duplicate")}
                  </MenuItem>
                  <MenuItem onSelect={() => setDialog("delete")}>
                    <span className="text-red-600">{t("templates.delete")}</span>
                  </MenuItem>
                </Dropdown>
              </span>
            </>
          ) : null}
        </div>
      </div>

      <Dialog open={dialog === "rename"} onClose={() => setDialog(null)} title={t("templates.renameTitle")}>
        <fetcher.Form method="post" className="space-y-4" noValidate>
          <CsrfInput />
          <input type="hidden" name="id" value={template.id} />
          <input type="hidden" name="version" value={template.version} />
          {result && !result.ok && result.message ? <FormAlert>{result.message}</FormAlert> : null}
          <Field
            label={t("templates.name")}
            name="name"
            defaultValue={template.name}
            error={result && !result.ok ? result.fieldErrors?.name : undefined}
            autoFocus
          />
          <div className="flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setDialog(null)}>
              {t("templates.cancel")}
            </Button>
            <Button type="submit" name="intent" value="rename" busy={busy} busyLabel={t("templates.saving")}>
              {t("templates.save")}
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>

      <Dialog
        open={dialog === "delete"}
        onClose={() => setDialog(null)}
        title={t("templates.deleteTitle", { name: template.name })}
        description={t("templates.deleteText")}
      >
        <deleter.Form method="post" className="flex justify-end gap-3">
          <CsrfInput />
          <input type="hidden" name="id" value={template.id} />
          <Button type="button" variant="secondary" onClick={() => setDialog(null)}>
            {t("templates.cancel")}
          </Button>
          <Button
            type="submit"
            variant="danger"
            name="intent"
            value="delete"
            busy={deleter.state !== "idle"}
            busyLabel={t("templates.deleting")}
          >
            {t("templates.deleteConfirm")}
          </Button>
        </deleter.Form>
      </Dialog>
    </li>
  );
}
