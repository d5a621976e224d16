import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui-button";
import { apiJson } from "~/utils/api-client";

interface DraftState {
  revision: number;
  version: number;
  hasChanges: boolean;
}

/**
 * Above a template's integration snippet: whether the designer's draft has changes that API calls do
 * not see (they use the latest version, decision 080), with "Save version" for those who may save.
 */
export function DraftNotice({
  templateId,
  csrfToken,
  canSave,
  onSaved,
}: {
  templateId: string;
  csrfToken: string;
  canSave: boolean;
  /** A new version: what the snippet's calls now render. */
  onSaved: () => void;
}) {
  const { t } = useTranslation("app");
  const [draft, setDraft] = useState<DraftState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  useEffect(() => {
    setDraft(null);
    setSaved(null);
    const controller = new AbortController();
    apiJson<{ draft: DraftState }>(`/api/templates/${templateId}/draft`, { signal: controller.signal })
      .then((data) => setDraft(data.draft))
      .catch(() => undefined);
    return () => controller.abort();
  }, [templateId]);
  const save = async () => {
    if (!draft) return;
    setBusy(true);
    setError(null);
    try {
      const body = await apiJson<{ template: { version: number }; draft: DraftState }>(`/api/templates/${templateId}/versions`, {
        method: "POST",
        json: { revision: draft.revision },
        csrfToken,
        retry: false,
      });
      setDraft(body.draft);
      setSaved(body.template.version);
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  if (saved !== null)
    return (
      <p role="status" className="mb-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800" data-testid="draft-notice" data-state="saved">
        {t("apiPage.draftSaved", { n: saved })}
      </p>
    );
  if (!draft?.hasChanges) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200 sm:flex-row sm:items-center"
      data-testid="draft-notice"
      data-state="changes"
    >
      <p className="min-w-0 flex-1">
        {t("apiPage.draftChanges", { n: draft.version })}
        {error ? (
          <span role="alert" className="mt-1 block text-red-700">
            {t("apiPage.draftSaveFailed", { message: error })}
          </span>
        ) : null}
      </p>
      {canSave ? (
        <Button type="button" onClick={() => void save()} busy={busy} busyLabel={t("apiPage.draftSaving")} data-testid="draft-save-version">
          {t("apiPage.draftSaveVersion")}
        </Button>
      ) : null}
    </div>
  );
}
