import { useEffect, useRef, useState } from "react";

/** A thumbnail still being rendered answers 202 without an image: ask again after 3 s, then a little later each time (≈ 80 s in all). */
const RETRIES = 8;
const retryDelayMs = (attempt: number) => Math.min(3_000 * 1.5 ** attempt, 15_000);

function PagePlaceholder({ pages, small }: { pages: number; small?: boolean }) {
  return (
    <div className={`relative ${small ? "h-14 w-10" : "h-28 w-20"}`}>
      {pages > 1 ? <div className={`absolute left-2 top-1 rounded-sm bg-white/70 shadow ${small ? "h-14 w-10" : "h-28 w-20"}`} /> : null}
      <div className="absolute inset-0 space-y-1.5 rounded-sm bg-white p-2 shadow">
        <div className="h-1.5 w-3/4 rounded bg-indigo-300" />
        <div className="h-1 w-full rounded bg-slate-200" />
        <div className="h-1 w-5/6 rounded bg-slate-200" />
      </div>
    </div>
  );
}

/**
 * The first page of a template or library design, rendered by the worker (GET
 * /api/templates/{id}/thumbnail): a new version is a new URL, so a saved change shows and an
 * unchanged one comes from the browser's cache. A generic page stands in while it loads or if it fails.
 */
export function TemplateThumbnail({ id, version, pages, small }: { id: string; version: number; pages: number; small?: boolean }) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  // On a full page load the image may have loaded (or failed) before hydration, when no onLoad ran:
  // read the element's own state once the component is live.
  useEffect(() => {
    const img = image.current;
    if (state === "loading" && img?.complete) setState(img.naturalWidth > 0 ? "loaded" : "failed");
  }, [state, attempt]);
  useEffect(() => {
    if (state !== "failed" || attempt >= RETRIES) return;
    const timer = setTimeout(() => {
      setAttempt((a) => a + 1);
      setState("loading");
    }, retryDelayMs(attempt));
    return () => clearTimeout(timer);
  }, [state, attempt]);
  return (
    <div
      aria-hidden="true"
      className={`relative flex shrink-0 items-center justify-center overflow-hidden bg-gradient-to-br from-slate-100 to-slate-200 ${small ? "h-16 w-14 rounded-lg" : "h-36 rounded-t-xl"}`}
    >
      {state === "loaded" ? null : <PagePlaceholder pages={pages} small={small} />}
      {state === "failed" ? null : (
        <img
          ref={image}
          src={`/api/templates/${id}/thumbnail?v=${version}${attempt ? `&attempt=${attempt}` : ""}`}
          alt=""
          loading="lazy"
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
          className={`${state === "loaded" ? "" : "absolute opacity-0"} rounded-sm bg-white object-contain shadow ${small ? "max-h-14 max-w-12" : "max-h-32 max-w-[85%]"}`}
          data-testid="template-thumbnail"
        />
      )}
    </div>
  );
}
