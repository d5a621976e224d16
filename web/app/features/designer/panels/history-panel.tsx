import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateDocument } from "@paperjet/template";
import { useDesigner } from "../designer-context.tsx";
import { replaceDocument } from "../state/commands.ts";
import { iconButtonClass } from "../ui/fields.tsx";
import { apiJson } from "~/utils/api-client";
import { formatDateTime } from "~/utils/format";
import { DEFAULT_LOCALE, isLocale } from "~/utils/locale";

export interface VersionSummary {
  version: number;
  name: string;
  createdAt: string;
  createdBy: string | null;
  externalUserId?: string | null;
  note: string | null;
}

/**
 * The draft's state and the saved versions, newest first, each with its time, author and note. Preview
 * shows one in the preview pane; restore puts its document into the draft as a new change (one undo
 * step; autosave stores the draft, and a version is made only with "Save version", decision 080).
 */
export function HistoryPanel({
  latestVersion,
  draftHasChanges,
  onPreview,
  onCompare,
}: {
  /** The latest saved version: what API calls without `version` use. */
  latestVersion: number;
  /** The draft differs from it. */
  draftHasChanges: boolean;
  onPreview: (doc: TemplateDocument, version: number) => void;
  /** Opens the comparison of `version` with another one, or with the draft; `versions` newest first. */
  onCompare: (version: number, versions: number[]) => void;
}) {
  const { t, i18n } = useTranslation("designer");
  const { store, templateId, csrfToken } = useDesigner();
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    // Server failures are retried until the panel closes.
    const controller = new AbortController();
    apiJson<{ versions: VersionSummary[] }>(`/api/templates/${templateId}/versions`, { signal: controller.signal })
      .then((data) => setVersions(data.versions))
      .catch((e) => controller.signal.aborted || setError((e as Error).message));
    return () => controller.abort();
  }, [templateId]);
  useEffect(load, [load, latestVersion]);
  const fetchVersion = async (version: number) =>
    (
      await apiJson<{ template: { document: TemplateDocument } }>(`/api/templates/${templateId}/version/${version}`, {
        method: "GET",
        csrfToken,
        retry: false,
      })
    ).template.document;
  // The designer's own clock: a save is shown in the time zone of the person looking at it.
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const format = (value: Date | string) => formatDateTime(value, locale, { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  return (
    <div className="p-3">
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
      {versions === null && !error ? <p className="text-xs text-slate-500">{t("library.loading")}</p> : null}
      <p
        className={`mb-2 rounded-lg p-2 text-xs ${draftHasChanges ? "bg-amber-50 text-amber-900" : "bg-slate-50 text-slate-600"}`}
        data-testid="draft-state"
        data-changes={draftHasChanges}
      >
        {t(draftHasChanges ? "versions.draftChanged" : "versions.draftSame", { n: latestVersion })}
      </p>
      <ol className="space-y-2" data-testid="version-list">
        {versions?.map((v) => (
          <li key={v.version} className="rounded-lg p-2 ring-1 ring-slate-200" data-testid="version-item" data-version={v.version}>
            <div className="flex items-baseline justify-between">
              <span className="text-sm font-medium text-slate-800">{t("versions.version", { n: v.version })}</span>
              {v.version === latestVersion ? (
                <span className="rounded bg-emerald-50 px-1.5 text-xs text-emerald-700">{t("versions.current")}</span>
              ) : null}
            </div>
            <time dateTime={v.createdAt} className="block text-xs text-slate-500">
              {format(v.createdAt)}
              {v.createdBy || v.externalUserId ? ` · ${v.createdBy ?? v.externalUserId}` : ""}
            </time>
            {v.note ? (
              <p className="mt-1 break-words text-xs text-slate-700" data-testid="version-note">
                {v.note}
              </p>
            ) : null}
            <div className="mt-1 flex gap-1">
              <button
                type="button"
                className={`${iconButtonClass} text-xs`}
                onClick={async () => onPreview(await fetchVersion(v.version), v.version)}
                data-testid="version-preview"
              >
                {t("versions.preview")}
              </button>
              <button
                type="button"
                className={`${iconButtonClass} text-xs`}
                // The latest version restored over a changed draft throws the draft's changes away (one undo brings them back).
                disabled={v.version === latestVersion && !draftHasChanges}
                data-testid="version-restore"
                onClick={async () => {
                  const doc = await fetchVersion(v.version);
                  store.apply(t("history.restore", { n: v.version }), replaceDocument(doc));
                }}
              >
                {t("versions.restore")}
              </button>
              <button
                type="button"
                className={`${iconButtonClass} text-xs`}
                data-testid="version-compare"
                onClick={() =>
                  onCompare(
                    v.version,
                    versions.map((x) => x.version),
                  )
                }
              >
                {t("versions.compare")}
              </button>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
