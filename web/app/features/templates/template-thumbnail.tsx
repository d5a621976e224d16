import { useEffect, useRef, useState } from "react";

/**
 * How many thumbnails a page asks for at once. A thumbnail not rendered yet is answered only when
 * its render is done, and a browser keeps six connections per host: the rest stay free for the
 * page's forms and navigation. Stored and cached ones come back at once, so the queue moves fast.
 */
const CONCURRENT_THUMBNAILS = 3;
let running = 0;
const waiting: (() => void)[] = [];

/** Resolves with a `release` when this card may start its request. */
function takeTurn(): { ready: Promise<void>; release: () => void } {
  let released = false;
  let granted = false;
  let grant!: () => void;
  const ready = new Promise<void>((resolve) => (grant = resolve));
  const start = () => {
    granted = true;
    running++;
    grant();
  };
  if (running < CONCURRENT_THUMBNAILS) start();
  else waiting.push(start);
  return {
    ready,
    release() {
      if (released) return;
      released = true;
      if (!granted) {
        const index = waiting.indexOf(start);
        if (index >= 0) waiting.splice(index, 1);
        return;
      }
      running--;
      waiting.shift()?.();
    },
  };
}

function PagePlaceholder({ pages, small }: { pages: number; small?: boolean }) {
  return (
    <div className={`relative ${small ? "h-14 w-10" : "h-28 w-20"}`} data-testid="thumbnail-placeholder">
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
 * /api/templates/{id}/thumbnail, which answers once the render is done): a new version is a new URL,
 * so a saved change shows and an unchanged one comes from the browser's cache. A generic page stands
 * in while it loads or if it fails.
 *
 * The image is requested only after hydration, in turn (see CONCURRENT_THUMBNAILS): an image in the
 * server's HTML may finish loading before React attaches `onLoad`, which left every card of a full
 * page load on its placeholder. `complete` is checked as well, for an answer from the memory cache.
 */
export function TemplateThumbnail({ id, version, pages, small }: { id: string; version: number; pages: number; small?: boolean }) {
  const [state, setState] = useState<"waiting" | "loading" | "loaded" | "failed">("waiting");
  const release = useRef<() => void>(() => {});
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setState("waiting");
    const turn = takeTurn();
    release.current = turn.release;
    let live = true;
    void turn.ready.then(() => live && setState("loading"));
    return () => {
      live = false;
      turn.release();
    };
  }, [id, version]);

  useEffect(() => {
    const img = image.current;
    if (state !== "loading" || !img?.complete) return;
    settle(img.naturalWidth > 0 ? "loaded" : "failed");
  });

  function settle(next: "loaded" | "failed") {
    release.current();
    setState(next);
  }

  return (
    <div
      aria-hidden="true"
      className={`relative flex shrink-0 items-center justify-center overflow-hidden bg-gradient-to-br from-slate-100 to-slate-200 ${small ? "h-16 w-14 rounded-lg" : "h-36 rounded-t-xl"}`}
    >
      {state === "loaded" ? null : <PagePlaceholder pages={pages} small={small} />}
      {state === "loading" || state === "loaded" ? (
        <img
          ref={image}
          src={`/api/templates/${id}/thumbnail?v=${version}`}
          alt=""
          onLoad={() => settle("loaded")}
          onError={() => settle("failed")}
          className={`${state === "loaded" ? "" : "absolute opacity-0"} rounded-sm bg-white object-contain shadow ${small ? "max-h-14 max-w-12" : "max-h-32 max-w-[85%]"}`}
          data-testid="template-thumbnail"
        />
      ) : null}
    </div>
  );
}
