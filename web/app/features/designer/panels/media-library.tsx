import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Tooltip } from "~/components/ui-tooltip";
import type { MediaJson } from "../../media/media-json.ts";
import { ApiError, apiJson } from "~/utils/api-client";
import { useDesigner } from "../designer-context.tsx";
import { iconButtonClass } from "../ui/fields.tsx";
import { validationMessages } from "~/utils/validation-messages";
import { isLocale } from "~/utils/locale";
import { MEDIA_DRAG_TYPE } from "../ui/drag-types.ts";
import { Spinner } from "~/components/ui-button";

const PER_PAGE = 12;

/** The user's uploads: upload (button or drop), pick one as an image source, delete. */
export function MediaLibrary({ selected, onPick, compact }: { selected?: string; onPick?: (src: string) => void; compact?: boolean }) {
  const { t, i18n } = useTranslation("designer");
  const { csrfToken, rememberMedia, uploadMaxBytes } = useDesigner();
  const [items, setItems] = useState<MediaJson[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const locale = isLocale(i18n.language) ? i18n.language : "en";

  const load = useCallback(
    async (p: number) => {
      const body = await apiJson<{ media: MediaJson[]; total: number }>("/api/uploads/index", {
        method: "POST",
        json: { page: p, perPage: PER_PAGE },
        csrfToken,
        retry: false,
      });
      body.media.forEach(rememberMedia);
      setItems((prev) => (p === 1 ? body.media : [...prev, ...body.media]));
      setTotal(body.total);
      setPage(p);
    },
    [csrfToken, rememberMedia],
  );
  useEffect(() => {
    load(1).catch((e) => setError((e as Error).message));
  }, [load]);

  const upload = async (file: File) => {
    setError(null);
    if (file.size > uploadMaxBytes) {
      setError(validationMessages(locale).uploadTooLarge());
      return;
    }
    setBusy(true);
    try {
      const form = new FormData();
      form.set("file", file);
      const body = await apiJson<{ media: MediaJson }>("/api/uploads", { method: "POST", body: form, csrfToken, retry: false });
      rememberMedia(body.media);
      setItems((prev) => [body.media, ...prev]);
      setTotal((n) => n + 1);
      onPick?.(body.media.src);
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 413 && !e.problem.errors?.file?.[0]?.includes("pixels")
          ? validationMessages(locale).uploadTooLarge()
          : (e as Error).message,
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  const remove = async (media: MediaJson) => {
    if (!window.confirm(t("media.confirmDelete"))) return;
    await apiJson("/api/uploads/destroy", { method: "POST", json: { id: media.id }, csrfToken, retry: false });
    setItems((prev) => prev.filter((m) => m.id !== media.id));
    setTotal((n) => n - 1);
  };

  return (
    <div
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes("Files")) e.preventDefault();
      }}
      onDrop={(e) => {
        const file = e.dataTransfer.files[0];
        if (!file) return;
        e.preventDefault();
        void upload(file);
      }}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={`${iconButtonClass} ring-1 ring-slate-300`}
          onClick={() => input.current?.click()}
          disabled={busy}
          data-testid="upload-button"
        >
          {busy ? <Spinner /> : null}
          {t("media.upload")}
        </button>
        <span className="text-xs text-slate-500">{t("media.formats")}</span>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
          className="sr-only"
          data-testid="upload-input"
          onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])}
          tabIndex={-1}
          aria-hidden="true"
        />
      </div>
      {error ? (
        <p role="alert" className="mt-2 rounded bg-red-50 px-2 py-1 text-xs text-red-700" data-testid="upload-error">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-2 text-xs text-slate-500">{t("media.empty")}</p>
      ) : (
        <ul className={`mt-2 grid gap-2 ${compact ? "grid-cols-3" : "grid-cols-2"}`}>
          {items.map((m) => (
            <li key={m.id} className="group relative">
              <Tooltip label={t("media.use", { name: m.name ?? m.id })}>
                <button
                  type="button"
                  onClick={() => onPick?.(m.src)}
                  // The designer's canvas takes an upload dropped on it as a new image at that place.
                  draggable={onPick !== undefined}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = "copy";
                    event.dataTransfer.setData(MEDIA_DRAG_TYPE, m.src);
                  }}
                  aria-pressed={selected === m.src}
                  data-testid="media-item"
                  aria-label={t("media.use", { name: m.name ?? m.id })}
                  className="block aspect-square w-full overflow-hidden rounded-md bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:12px_12px] ring-1 ring-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:ring-2 aria-pressed:ring-indigo-600"
                >
                  <img src={m.url} alt="" className="h-full w-full object-contain" loading="lazy" />
                </button>
              </Tooltip>
              {!compact ? (
                <Tooltip label={t("media.delete", { name: m.name ?? m.id })}>
                  <button
                    type="button"
                    onClick={() => remove(m)}
                    className="absolute right-1 top-1 rounded bg-white/90 px-1 text-xs text-red-700 opacity-0 shadow group-hover:opacity-100 focus:opacity-100"
                    aria-label={t("media.delete", { name: m.name ?? m.id })}
                  >
                    ✕
                  </button>
                </Tooltip>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {items.length < total ? (
        <button type="button" className={`${iconButtonClass} mt-2 w-full`} onClick={() => load(page + 1)}>
          {t("media.more")}
        </button>
      ) : null}
    </div>
  );
}
