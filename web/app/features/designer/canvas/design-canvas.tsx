import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";
import { useTranslation } from "react-i18next";
import type { Engine } from "@paperjet/engine";
import { pageSizeMm, type Element, type TemplateDocument } from "@paperjet/template";
import * as cmd from "../state/commands.ts";
import type { DesignerStore } from "../state/designer-store.ts";
import { canvasSelectable } from "../state/element-tree.ts";
import { boundsOf, containsPoint, intersects, rotatedBounds, type Box } from "../state/geometry.ts";
import { hiddenByData } from "./hidden-by-data.ts";
import { renderEditPage } from "./render-page.ts";
import { Ruler } from "./rulers.tsx";
import { snapBox, snapTargets, type Guide } from "./snapping.ts";
import { HANDLES, resizeBox, rotationTowards, scaleBoxes, type Handle } from "./transform.ts";

/** CSS pixels per millimetre at 100 %. */
export const PX_PER_MM = 96 / 25.4;
const PAD = 32;
const SNAP_PX = 6;

type Gesture =
  | { kind: "move"; ids: string[]; x: number; y: number; bounds: Box; targets: ReturnType<typeof snapTargets>; active: boolean }
  | { kind: "resize"; ids: string[]; handle: Handle; x: number; y: number; boxes: Map<string, Box & { rotation?: number }>; bounds: Box }
  | { kind: "rotate"; id: string; box: Box }
  | { kind: "marquee"; x: number; y: number; base: readonly string[] };

export interface CanvasProps {
  store: DesignerStore;
  document: TemplateDocument;
  pageIndex: number;
  selection: readonly string[];
  engine: Engine;
  data: Record<string, unknown>;
  images: Record<string, string>;
  zoom: number;
  onZoom: (zoom: number) => void;
  onDropElement: (type: string, x: number, y: number) => void;
  /** Opens the context menu at a point in the viewport; false when it would be empty (the browser's menu shows). */
  onContextMenu: (at: { x: number; y: number }) => boolean;
}

/**
 * The editing canvas: the engine's SVG of the page (exactly what the PDF shows), with an interactive
 * overlay in page millimetres on top (hit areas, selection, handles, guides, marquee). While a gesture
 * runs, the untouched elements stay painted as they were and only the elements being changed are laid
 * out and painted again, on their own layer. Hidden elements are not painted (the engine leaves them
 * out) and locked ones stay where they are: the pointer goes through both to what lies beneath.
 */
export function DesignCanvas(props: CanvasProps) {
  const { store, document: doc, pageIndex, selection, engine, data, images, zoom } = props;
  const { t } = useTranslation("designer");
  const page = doc.pages[pageIndex];
  const size = pageSizeMm(page);
  const scale = zoom * PX_PER_MM;
  const overlayRef = useRef<SVGSVGElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const [layered, setLayered] = useState<{ ids: ReadonlySet<string>; base: TemplateDocument } | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);
  const [marquee, setMarquee] = useState<Box | null>(null);

  const hidden = useMemo(() => hiddenByData(page.elements, data, doc.locale), [page.elements, data, doc.locale]);
  const staticLayer = useMemo(
    () =>
      renderEditPage(
        { engine, document: layered ? layered.base : doc, page: pageIndex, data, images, hidden },
        layered ? { without: layered.ids } : {},
      ),
    // While layered, the static layer depends only on the gesture's starting document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, layered ?? doc, pageIndex, data, images, hidden],
  );
  const liveLayer = useMemo(
    () => (layered ? renderEditPage({ engine, document: doc, page: pageIndex, data, images, hidden }, { only: layered.ids }) : null),
    [engine, doc, layered, pageIndex, data, images, hidden],
  );

  const selected = useMemo(() => new Set(selection), [selection]);
  const selectedElements = useMemo(() => page.elements.filter((e) => selected.has(e.id)), [page.elements, selected]);
  // A locked element selected from the layers panel shows its outline but no handles, and a drag leaves it in place.
  const anyLocked = selectedElements.some((e) => e.locked);

  const toMm = useCallback(
    (event: { clientX: number; clientY: number }) => {
      const rect = overlayRef.current!.getBoundingClientRect();
      return { x: ((event.clientX - rect.left) / rect.width) * size.width, y: ((event.clientY - rect.top) / rect.height) * size.height };
    },
    [size.width, size.height],
  );

  const startLayers = (ids: string[]) => setLayered({ ids: new Set(ids), base: store.getState().document });

  const onPointerDownElement = (event: ReactPointerEvent, id: string) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    capture(overlayRef.current, event.pointerId);
    const current = store.getState().selection;
    let next: string[];
    if (event.shiftKey) {
      next = current.includes(id) ? current.filter((s) => s !== id) : [...current, id];
      store.select(next);
      if (!next.includes(id)) return;
    } else {
      next = current.includes(id) ? [...current] : [id];
      store.select(next);
    }
    const p = toMm(event);
    const moving = next.filter((selectedId) => page.elements.some((e) => e.id === selectedId && !e.locked));
    const members = page.elements.filter((e) => moving.includes(e.id));
    const others = page.elements.filter((e) => !moving.includes(e.id)).map(rotatedBounds);
    gesture.current = {
      kind: "move",
      ids: moving,
      x: p.x,
      y: p.y,
      bounds: boundsOf(members.map(rotatedBounds)),
      targets: snapTargets({ ...size, margin: page.margin }, others),
      active: false,
    };
  };

  const onPointerDownHandle = (event: ReactPointerEvent, handle: Handle | "rotate") => {
    // A right-click on a handle opens the context menu; it does not start resizing.
    if (event.button !== 0) return;
    event.stopPropagation();
    capture(overlayRef.current, event.pointerId);
    const p = toMm(event);
    if (handle === "rotate") {
      const element = selectedElements[0]!;
      gesture.current = { kind: "rotate", id: element.id, box: element };
    } else {
      const boxes = new Map(
        selectedElements.map((e) => [e.id, { x: e.x, y: e.y, width: e.width, height: e.height, rotation: e.rotation }]),
      );
      gesture.current = { kind: "resize", ids: [...boxes.keys()], handle, x: p.x, y: p.y, boxes, bounds: boundsOf([...boxes.values()]) };
    }
    startLayers(selectedElements.map((e) => e.id));
  };

  const onPointerDownBackground = (event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    capture(overlayRef.current, event.pointerId);
    const p = toMm(event);
    const base = event.shiftKey ? store.getState().selection : [];
    if (!event.shiftKey) store.select([]);
    gesture.current = { kind: "marquee", x: p.x, y: p.y, base };
  };

  /**
   * A right-click on an element selects it unless it is already selected, so one inside a
   * multi-selection (on a member or between them) keeps the selection; elsewhere on the page it clears it.
   */
  const onContextMenu = (event: ReactMouseEvent) => {
    if (gesture.current) return event.preventDefault();
    const target = event.target as globalThis.Element;
    const id = target.closest("[data-element-id]")?.getAttribute("data-element-id");
    const current = store.getState().selection;
    const insideSelection = !!selectionBounds && containsPoint(selectionBounds, toMm(event));
    if (id && !current.includes(id)) store.select([id]);
    else if (!id && !insideSelection && !target.closest("[data-handle]")) store.select([]);
    if (props.onContextMenu({ x: event.clientX, y: event.clientY })) event.preventDefault();
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    const p = toMm(event);
    if (g.kind === "move") {
      let dx = p.x - g.x;
      let dy = p.y - g.y;
      if (!g.active) {
        if (Math.hypot(dx, dy) * scale < 3) return;
        g.active = true;
        startLayers(g.ids);
      }
      let shown: Guide[] = [];
      if (!event.altKey) {
        const snap = snapBox({ ...g.bounds, x: g.bounds.x + dx, y: g.bounds.y + dy }, g.targets, SNAP_PX / scale);
        dx += snap.dx;
        dy += snap.dy;
        shown = snap.guides;
      }
      setGuides(shown);
      store.previewGesture(cmd.moveElements(g.ids, dx, dy));
    } else if (g.kind === "resize") {
      const dx = p.x - g.x;
      const dy = p.y - g.y;
      if (g.boxes.size === 1) {
        const [id, box] = [...g.boxes][0]!;
        store.previewGesture(cmd.setBox(id, resizeBox(box, g.handle, dx, dy, event.shiftKey)));
      } else {
        const to = resizeBox(g.bounds, g.handle, dx, dy, event.shiftKey);
        store.previewGesture(cmd.setBoxes(scaleBoxes(g.boxes, g.bounds, to)));
      }
    } else if (g.kind === "rotate") {
      store.previewGesture(cmd.setBox(g.id, { rotation: rotationTowards(g.box, p.x, p.y, event.shiftKey ? 15 : 1) }));
    } else {
      const box = { x: Math.min(g.x, p.x), y: Math.min(g.y, p.y), width: Math.abs(p.x - g.x), height: Math.abs(p.y - g.y) };
      setMarquee(box);
      const hit = page.elements.filter((e) => canvasSelectable(e) && intersects(rotatedBounds(e), box)).map((e) => e.id);
      store.select([...g.base, ...hit.filter((id) => !g.base.includes(id))]);
    }
  };

  const finish = (cancel: boolean) => {
    const g = gesture.current;
    gesture.current = null;
    setGuides([]);
    setMarquee(null);
    if (!g) return;
    if (cancel) store.cancelGesture();
    else if (g.kind === "move") store.endGesture(t("history.move"));
    else if (g.kind === "resize") store.endGesture(t("history.resize"));
    else if (g.kind === "rotate") store.endGesture(t("history.rotate"));
    setLayered(null);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && gesture.current) finish(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const scroller = useRef<HTMLDivElement>(null);
  const view = useElementSize(scroller);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      props.onZoom(clampZoom(zoom * (event.deltaY < 0 ? 1.1 : 1 / 1.1)));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [zoom, props]);

  const handleSize = 8 / scale;
  const single = selectedElements.length === 1 ? selectedElements[0] : undefined;
  const selectionBounds = selectedElements.length > 1 ? boundsOf(selectedElements.map(rotatedBounds)) : undefined;
  const width = size.width * scale;
  const height = size.height * scale;
  // The page sits in the middle of the visible area when it is narrower than it.
  const padX = Math.max(PAD, Math.floor((view.width - 18 - width) / 2));

  return (
    <div ref={scroller} className="relative h-full overflow-auto bg-slate-100" data-testid="canvas-scroller">
      <div className="sticky top-0 z-20 flex" style={{ width: width + padX * 2 + 18 }}>
        <div className="sticky left-0 z-30 h-[18px] w-[18px] shrink-0 border-b border-r border-slate-200 bg-white" />
        <div className="border-b border-slate-200">
          <Ruler axis="x" lengthMm={size.width} scale={scale} offset={padX} />
        </div>
      </div>
      <div className="flex">
        <div className="sticky left-0 z-10 border-r border-slate-200">
          <Ruler axis="y" lengthMm={size.height} scale={scale} offset={PAD} />
        </div>
        <div
          style={{ padding: `${PAD}px ${padX}px` }}
          onDragOver={(event) => {
            if (event.dataTransfer.types.includes("application/x-paperjet-element")) event.preventDefault();
          }}
          onDrop={(event) => {
            const type = event.dataTransfer.getData("application/x-paperjet-element");
            if (!type) return;
            event.preventDefault();
            const p = toMm(event);
            props.onDropElement(type, p.x, p.y);
          }}
        >
          <div
            className="relative bg-white shadow-md ring-1 ring-slate-300"
            style={{ width, height }}
            data-testid="design-page"
            data-page={pageIndex}
          >
            {/* The drawn page is not read out here (its headings and tables would mix with the designer's
                own); the layers panel and the selection announcements describe the elements. */}
            <div
              className="absolute inset-0 [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
              data-testid="page-svg"
              aria-hidden="true"
              dangerouslySetInnerHTML={{ __html: staticLayer.svg }}
            />
            {liveLayer ? (
              <div
                className="pointer-events-none absolute inset-0 [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
                data-testid="live-layer"
                aria-hidden="true"
                dangerouslySetInnerHTML={{ __html: liveLayer.svg }}
              />
            ) : null}
            {page.elements
              .filter((e) => hidden.has(e.id))
              .map((e) => (
                <p
                  key={e.id}
                  className="pointer-events-none absolute max-w-[60%] truncate rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-medium text-amber-900 ring-1 ring-amber-300"
                  style={{ left: e.x * scale, top: Math.max(0, e.y * scale - 18) }}
                  data-testid="hidden-badge"
                  data-element-id={e.id}
                >
                  {t("canvas.hiddenBy", { condition: hidden.get(e.id) })}
                </p>
              ))}
            <svg
              ref={overlayRef}
              className="absolute inset-0 h-full w-full touch-none select-none"
              viewBox={`0 0 ${size.width} ${size.height}`}
              onPointerDown={onPointerDownBackground}
              onPointerMove={onPointerMove}
              onPointerUp={() => finish(false)}
              onPointerCancel={() => finish(true)}
              onContextMenu={onContextMenu}
              data-testid="canvas-overlay"
            >
              <rect
                x={page.margin.left}
                y={page.margin.top}
                width={Math.max(0, size.width - page.margin.left - page.margin.right)}
                height={Math.max(0, size.height - page.margin.top - page.margin.bottom)}
                fill="none"
                stroke="#a5b4fc"
                strokeDasharray="4 3"
                vectorEffect="non-scaling-stroke"
                pointerEvents="none"
              />
              <HitAreas elements={page.elements} onPointerDown={onPointerDownElement} />
              {selectedElements.map((e) => (
                <Outline key={e.id} element={e} />
              ))}
              {selectionBounds ? (
                <rect
                  {...selectionBounds}
                  fill="none"
                  stroke="#6366f1"
                  strokeDasharray="3 2"
                  vectorEffect="non-scaling-stroke"
                  pointerEvents="none"
                />
              ) : null}
              {single && !anyLocked ? (
                <Handles box={single} rotation={single.rotation ?? 0} size={handleSize} onPointerDown={onPointerDownHandle} withRotate />
              ) : null}
              {selectionBounds && !anyLocked && selectedElements.every((e) => !e.rotation) ? (
                <Handles box={selectionBounds} rotation={0} size={handleSize} onPointerDown={onPointerDownHandle} />
              ) : null}
              {guides.map((g, i) =>
                g.axis === "x" ? (
                  <line
                    key={i}
                    x1={g.at}
                    x2={g.at}
                    y1={0}
                    y2={size.height}
                    stroke="#ec4899"
                    vectorEffect="non-scaling-stroke"
                    pointerEvents="none"
                    data-testid="snap-guide"
                  />
                ) : (
                  <line
                    key={i}
                    y1={g.at}
                    y2={g.at}
                    x1={0}
                    x2={size.width}
                    stroke="#ec4899"
                    vectorEffect="non-scaling-stroke"
                    pointerEvents="none"
                    data-testid="snap-guide"
                  />
                ),
              )}
              {marquee ? (
                <rect
                  {...marquee}
                  fill="#6366f1"
                  fillOpacity={0.08}
                  stroke="#6366f1"
                  vectorEffect="non-scaling-stroke"
                  pointerEvents="none"
                  data-testid="marquee"
                />
              ) : null}
            </svg>
          </div>
        </div>
      </div>
    </div>
  );
}

/** Capturing fails when the pointer is already gone (a pen lifted mid-gesture); the gesture still works without it. */
function capture(element: SVGSVGElement | null, pointerId: number) {
  try {
    element?.setPointerCapture(pointerId);
  } catch {
    // Nothing to capture.
  }
}

/** Manual zoom runs from 50 % to 400 %; "fit" may go lower for a large page in a small window. */
export function clampZoom(zoom: number, min = 0.5) {
  return Math.min(4, Math.max(min, Math.round(zoom * 100) / 100));
}

function transformOf(e: { x: number; y: number; width: number; height: number; rotation?: number }) {
  return e.rotation ? `rotate(${e.rotation} ${e.x + e.width / 2} ${e.y + e.height / 2})` : undefined;
}

/**
 * Transparent boxes that take the pointer for each top-level element (drawn in z-order, so the topmost
 * wins). Locked and hidden elements keep a box, so the selection can still be found on screen (the
 * context menu opens there), but it lets the pointer through.
 */
const HitAreas = memo(
  function HitAreas({ elements, onPointerDown }: { elements: Element[]; onPointerDown: (event: ReactPointerEvent, id: string) => void }) {
    return (
      <g data-testid="hit-areas">
        {elements.map((e) => (
          <rect
            key={e.id}
            data-element-id={e.id}
            data-element-type={e.type}
            x={e.x}
            y={e.y}
            width={Math.max(e.width, 0.5)}
            height={Math.max(e.height, 0.5)}
            transform={transformOf(e)}
            fill="transparent"
            className={canvasSelectable(e) ? "cursor-move hover:stroke-indigo-300" : undefined}
            pointerEvents={canvasSelectable(e) ? undefined : "none"}
            data-locked={e.locked ? "true" : undefined}
            data-hidden={e.hidden ? "true" : undefined}
            vectorEffect="non-scaling-stroke"
            onPointerDown={(event) => onPointerDown(event, e.id)}
          />
        ))}
      </g>
    );
  },
  (a, b) => a.elements === b.elements,
);

function Outline({ element }: { element: Element }) {
  return (
    <rect
      x={element.x}
      y={element.y}
      width={element.width}
      height={element.height}
      transform={transformOf(element)}
      fill="none"
      stroke="#4f46e5"
      strokeWidth={1.5}
      vectorEffect="non-scaling-stroke"
      pointerEvents="none"
      data-testid="selection-outline"
      data-selected-id={element.id}
    />
  );
}

const CURSORS: Record<Handle, string> = {
  n: "ns-resize",
  s: "ns-resize",
  e: "ew-resize",
  w: "ew-resize",
  ne: "nesw-resize",
  sw: "nesw-resize",
  nw: "nwse-resize",
  se: "nwse-resize",
};

function Handles({
  box,
  rotation,
  size,
  onPointerDown,
  withRotate,
}: {
  box: Box;
  rotation: number;
  size: number;
  onPointerDown: (event: ReactPointerEvent, handle: Handle | "rotate") => void;
  withRotate?: boolean;
}) {
  const at = (h: Handle) => ({
    x: box.x + (h.includes("w") ? 0 : h.includes("e") ? box.width : box.width / 2),
    y: box.y + (h.includes("n") ? 0 : h.includes("s") ? box.height : box.height / 2),
  });
  const cx = box.x + box.width / 2;
  return (
    <g transform={rotation ? `rotate(${rotation} ${cx} ${box.y + box.height / 2})` : undefined}>
      {withRotate ? (
        <>
          <line
            x1={cx}
            x2={cx}
            y1={box.y}
            y2={box.y - size * 2.5}
            stroke="#4f46e5"
            vectorEffect="non-scaling-stroke"
            pointerEvents="none"
          />
          <circle
            cx={cx}
            cy={box.y - size * 2.5}
            r={size * 0.6}
            fill="#fff"
            stroke="#4f46e5"
            vectorEffect="non-scaling-stroke"
            style={{ cursor: "grab" }}
            data-handle="rotate"
            onPointerDown={(e) => onPointerDown(e, "rotate")}
          />
        </>
      ) : null}
      {HANDLES.map((h) => {
        const p = at(h);
        return (
          <rect
            key={h}
            x={p.x - size / 2}
            y={p.y - size / 2}
            width={size}
            height={size}
            fill="#fff"
            stroke="#4f46e5"
            vectorEffect="non-scaling-stroke"
            style={{ cursor: CURSORS[h] }}
            data-handle={h}
            onPointerDown={(e) => onPointerDown(e, h)}
          />
        );
      })}
    </g>
  );
}

/** The part of the selection's hit areas the canvas shows, in viewport pixels (undefined when none is on screen). */
export function selectionOnScreen(ids: readonly string[]): DOMRect | undefined {
  const scroller = document.querySelector('[data-testid="canvas-scroller"]');
  if (!scroller || ids.length === 0) return undefined;
  const boxes = [...scroller.querySelectorAll('[data-testid="hit-areas"] [data-element-id]')]
    .filter((el) => ids.includes(el.getAttribute("data-element-id")!))
    .map((el) => el.getBoundingClientRect());
  if (boxes.length === 0) return undefined;
  const view = scroller.getBoundingClientRect();
  const left = Math.max(view.left, Math.min(...boxes.map((b) => b.left)));
  const top = Math.max(view.top, Math.min(...boxes.map((b) => b.top)));
  const right = Math.min(view.right, Math.max(...boxes.map((b) => b.right)));
  const bottom = Math.min(view.bottom, Math.max(...boxes.map((b) => b.bottom)));
  return right > left && bottom > top ? new DOMRect(left, top, right - left, bottom - top) : undefined;
}

/** Zoom that fits the page in the visible area. */
export function fitZoom(container: { width: number; height: number }, page: { width: number; height: number }): number {
  const zx = (container.width - PAD * 2 - 30) / (page.width * PX_PER_MM);
  const zy = (container.height - PAD * 2 - 30) / (page.height * PX_PER_MM);
  return clampZoom(Math.min(zx, zy), 0.1);
}

export function useElementSize(ref: React.RefObject<HTMLElement>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    setSize({ width: el.clientWidth, height: el.clientHeight });
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
