import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui-button";
import { Dialog } from "~/components/ui-dialog";
import { Icon } from "./ui/icons.tsx";

/**
 * "Save version" (decision 080): the draft becomes the next version, which API calls without `version`
 * then use; an optional note says why. Always offered: with nothing new since the latest version the dialog
 * says so, and a version of the same content (a milestone with a note) is still the person's choice.
 */
export function SaveVersion({
  latestVersion,
  hasChanges,
  conflict,
  onSave,
}: {
  latestVersion: number;
  /** The draft (stored or still to store) differs from the latest version. */
  hasChanges: boolean;
  /** Someone else changed the draft: the conflict dialog takes over from this one. */
  conflict: boolean;
  onSave: (note: string) => Promise<number>;
}) {
  const { t } = useTranslation("designer");
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  useEffect(() => {
    if (conflict) setOpen(false);
  }, [conflict]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const version = await onSave(note);
      setSaved(version);
      setNote("");
      setOpen(false);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <span role="status" aria-live="polite" className="text-xs text-emerald-700" data-testid="save-version-status">
        {saved !== null && !hasChanges ? t("saveVersion.saved", { n: saved }) : ""}
      </span>
      <Button
        variant="secondary"
        className="py-1.5"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        data-testid="save-version"
      >
        <Icon name="saveVersion" /> {t("saveVersion.button")}
      </Button>
      <Dialog
        open={open}
        onClose={() => busy || setOpen(false)}
        title={t("saveVersion.title")}
        description={t(hasChanges ? "saveVersion.description" : "saveVersion.nothingNew", { n: latestVersion + 1, latest: latestVersion })}
        testId="save-version-dialog"
      >
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          <div>
            <label htmlFor={noteId} className="block text-sm font-medium text-slate-700">
              {t("saveVersion.note")}
            </label>
            <textarea
              id={noteId}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={500}
              rows={3}
              placeholder={t("saveVersion.notePlaceholder")}
              className="mt-1 block w-full rounded-md border-0 px-2 py-1.5 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600"
              data-testid="save-version-note"
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-700" data-testid="save-version-error">
              {t("saveVersion.failed", { message: error })}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {t("saveVersion.cancel")}
            </Button>
            <Button type="submit" busy={busy} busyLabel={t("saveVersion.saving")} data-testid="save-version-submit">
              {t("saveVersion.submit")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
