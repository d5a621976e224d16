import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { reloadAfterSaving } from "~/utils/before-reload";
import { CHUNK_FAILED_EVENT } from "~/utils/chunk-recovery";
import { useNewBuild } from "~/utils/use-new-build";
import { Button } from "./ui-button";

/**
 * Offers a reload when a newer build is live (docs/product.md §7) or when a part of the app could not
 * be loaded and the automatic reload was already spent (§8). Reloading saves the designer's work first.
 */
export function NewBuildNotice() {
  const { t } = useTranslation("common");
  const newer = useNewBuild();
  const [chunkFailed, setChunkFailed] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    const failed = () => setChunkFailed(true);
    window.addEventListener(CHUNK_FAILED_EVENT, failed);
    return () => window.removeEventListener(CHUNK_FAILED_EVENT, failed);
  }, []);
  if (!chunkFailed && (!newer || dismissed)) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="new-build-notice"
      className="fixed bottom-4 left-4 z-[60] flex max-w-sm flex-wrap items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-2xl"
    >
      <p className="min-w-0 flex-1">{chunkFailed ? t("ui.chunkError") : t("ui.newBuild.text")}</p>
      <Button
        type="button"
        className="!px-3 !py-1.5"
        busy={reloading}
        busyLabel={t("ui.newBuild.saving")}
        data-testid="new-build-reload"
        onClick={() => {
          setReloading(true);
          void reloadAfterSaving();
        }}
      >
        {t("ui.newBuild.reload")}
      </Button>
      {chunkFailed ? null : (
        <Button
          type="button"
          variant="ghost"
          className="!px-2 !py-1.5 !text-slate-300 hover:!bg-slate-800"
          onClick={() => setDismissed(true)}
        >
          {t("ui.newBuild.later")}
        </Button>
      )}
    </div>
  );
}
