import { memo, useEffect, useState, type DragEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Engine, LaidOutDocument } from "@paperjet/engine";
import type { TemplateDocument } from "@paperjet/template";
import * as cmd from "../state/commands.ts";
import type { DesignerStore } from "../state/designer-store.ts";
import { layoutWholeDocument, MAX_CANVAS_PAGES } from "./document-view.ts";

/** How long the strip waits after the last edit before it lays out and paints its thumbnails again. */
const SETTLE_MS = 250;
/** Thumbnails are this tall (px), so the strip keeps one height whatever the page sizes. */
const THUMB_HEIGHT = 52;

interface PageStripProps {
  store: DesignerStore;
  engine: Engine;
  document: TemplateDocument;
  page: number;
  data: Record<string, unknown>;
  images: Record<string, string>;
}

interface Thumb {
  number: number;
  templatePage: number;
  generated: boolean;
  svg: string;
  aspect: number;
}

/**
 * Every page of the document as a thumbnail, in order: the designed pages and the pages their data
 * generates (marked, and not movable). A click shows the page on the canvas; a designed page is
 * reordered by dragging it onto another or with Alt+← / Alt+→.
 */
export function PageStrip({ store, engine, document, page, data, images }: PageStripProps) {
  const thumbs = useSettledThumbs(engine, document, data, images);
  return <StripList store={store} thumbs={thumbs} page={page} pageCount={document.pages.length} />;
}

/** The thumbnails: drawn again only when they or the current page change, not on each frame of a drag on the canvas. */
const StripList = memo(function StripList({
  store,
  thumbs,
  page,
  pageCount,
}: {
  store: DesignerStore;
  thumbs: Thumb[];
  page: number;
  pageCount: number;
}) {
  const { t } = useTranslation("designer");
  const [dragged, setDragged] = useState<number | null>(null);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= pageCount || from === to) return;
    store.apply(t("history.movePage"), cmd.movePage(from, to));
    store.setPage(to);
  };
  const show = (thumb: Thumb) => {
    store.setPage(thumb.templatePage);
    // After the canvas has drawn that designed page and its generated ones.
    requestAnimationFrame(() =>
      window.document
        .querySelector(`[data-testid="canvas-scroller"] [data-number="${thumb.number}"]`)
        ?.scrollIntoView({ block: "start", behavior: "smooth" }),
    );
  };
  const onKeyDown = (event: KeyboardEvent, thumb: Thumb) => {
    if (!event.altKey || thumb.generated) return;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      move(thumb.templatePage, thumb.templatePage + (event.key === "ArrowLeft" ? -1 : 1));
    }
  };
  const dropOn = (event: DragEvent, thumb: Thumb) => {
    event.preventDefault();
    if (dragged !== null && !thumb.generated) move(dragged, thumb.templatePage);
    setDragged(null);
  };

  return (
    <nav className="h-full" aria-label={t("pageStrip.label")}>
      <ol className="flex h-full items-center gap-2 overflow-x-auto px-3" data-testid="page-strip">
        {thumbs.map((thumb) => (
          <li key={thumb.number} className="shrink-0">
            <button
              type="button"
              draggable={!thumb.generated}
              onDragStart={(event) => {
                setDragged(thumb.templatePage);
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("application/x-paperjet-page", String(thumb.templatePage));
              }}
              onDragOver={(event) => {
                if (dragged !== null && !thumb.generated) event.preventDefault();
              }}
              onDrop={(event) => dropOn(event, thumb)}
              onDragEnd={() => setDragged(null)}
              onClick={() => show(thumb)}
              onKeyDown={(event) => onKeyDown(event, thumb)}
              aria-current={thumb.templatePage === page && !thumb.generated ? "page" : undefined}
              aria-label={
                thumb.generated
                  ? t("pageStrip.generated", { number: thumb.number, page: thumb.templatePage + 1 })
                  : t("pageStrip.designed", { number: thumb.number, page: thumb.templatePage + 1 })
              }
              className={`block rounded p-0.5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                thumb.templatePage === page ? "ring-2 ring-indigo-400" : "ring-1 ring-slate-200"
              } ${thumb.generated ? "" : "cursor-grab"}`}
              data-testid={thumb.generated ? "strip-generated" : "strip-page"}
              data-number={thumb.number}
            >
              <span
                className="block bg-white [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
                style={{ width: THUMB_HEIGHT * thumb.aspect, height: THUMB_HEIGHT }}
                aria-hidden="true"
                dangerouslySetInnerHTML={{ __html: thumb.svg }}
              />
              <span className={`mt-0.5 block text-center text-[10px] ${thumb.generated ? "italic text-slate-600" : "text-slate-700"}`}>
                {thumb.generated ? t("pageStrip.generatedShort", { number: thumb.number }) : thumb.number}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
});

/** The thumbnails, laid out and painted once the document has not changed for SETTLE_MS (not on every frame of a drag). */
function useSettledThumbs(engine: Engine, document: TemplateDocument, data: Record<string, unknown>, images: Record<string, string>) {
  const [thumbs, setThumbs] = useState<Thumb[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => {
      let laid: LaidOutDocument;
      try {
        laid = layoutWholeDocument({ engine, document, data, images });
      } catch {
        // The canvas says why it cannot lay the document out; the strip keeps its last thumbnails.
        return;
      }
      const perDesigned = new Map<number, number>();
      const shown = laid.pages.filter((p) => {
        const seen = perDesigned.get(p.templatePage) ?? 0;
        perDesigned.set(p.templatePage, seen + 1);
        return seen <= MAX_CANVAS_PAGES;
      });
      setThumbs(
        shown.map((p, i) => ({
          number: p.number,
          templatePage: p.templatePage,
          generated: i > 0 && shown[i - 1]!.templatePage === p.templatePage,
          svg: engine.paint(p, { idPrefix: "pjthumb" }),
          aspect: p.widthMm / p.heightMm,
        })),
      );
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [engine, document, data, images]);
  return thumbs;
}
