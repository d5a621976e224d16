import {
  Suspense,
  lazy,
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
import { pageSizeMm, type Element, type ImageElement, type TemplateDocument, type TextElement } from "@paperjet/template";
import { contentOf, paragraphsOf, sameContent, type TextContent } from "../inline-text/rich-content.ts";
import * as cmd from "../state/commands.ts";
import { useLiveDesignerState } from "../designer-context.tsx";
import type { DesignerStore } from "../state/designer-store.ts";
import { canvasSelectable, findElement } from "../state/element-tree.ts";
import { boundsOf, containsPoint, intersects, rotatedBounds, type Box } from "../state/geometry.ts";
import { hiddenByData } from "./hidden-by-data.ts";
import { CanvasPages } from "./canvas-pages.tsx";
import { dragCropHandle, WHOLE_IMAGE, type Crop } from "./crop.ts";
import { layoutDocumentView, pageTop, paintDocumentView, shiftOf, toDesignedPage, type Shift } from "./document-view.ts";
import { CropFrame, Handles, HitAreas, Outline } from "./overlay-parts.tsx";
import { renderEditPage } from "./render-page.ts";
import { ELEMENT_DRAG_TYPE, MEDIA_DRAG_TYPE } from "../ui/drag-types.ts";
import { Ruler } from "./rulers.tsx";
import { snapBox, snapTargets, type Guide } from "./snapping.ts";
import { resizeBox, rotationTowards, scaleBoxes, type Handle } from "./transform.ts";

// Loaded on the first edit in place: the editor library is most of the designer's script otherwise.
const InlineTextEditor = lazy(() => import("../inline-text/inline-text-editor.tsx").then((m) => ({ default: m.InlineTextEditor })));

/** CSS pixels per millimetre at 100 %. */
export const PX_PER_MM = 96 / 25.4;
const PAD = 32;
const SNAP_PX = 6;

type Gesture =
  | {
      kind: "move";
      ids: string[];
      x: number;
      y: number;
      bounds: Box;
      targets: ReturnType<typeof snapTargets>;
      /** Where the first moving element is drawn: the guides are drawn there too. */
      shift: Shift;
      active: boolean;
    }
  | { kind: "resize"; ids: string[]; handle: Handle; x: number; y: number; boxes: Map<string, Box & { rotation?: number }>; bounds: Box }
  | { kind: "rotate"; id: string; box: Box }
  | { kind: "crop"; id: string; handle: Handle; x: number; y: number; start: { box: Box; crop: Crop } }
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
  /** An upload dragged from the media library, dropped at (x, y) on the page. */
  onDropImage: (src: string, x: number, y: number) => void;
  /** Opens the context menu at a point in the viewport; false when it would be empty (the browser's menu shows). */
  onContextMenu: (at: { x: number; y: number }) => boolean;
  /** The text element being edited in place (double-click, or Enter on the selection), if any. */
  editingText: string | null;
  onEditText: (id: string | null) => void;
}

/**
 * The editing canvas: the document as the PDF prints it with the example data (document-view.ts) —
 * elements where the flow puts them and the pages the data generates stacked below the designed one —
 * with an interactive overlay in millimetres on top (hit areas where each element is drawn, selection,
 * handles, guides, marquee). While a gesture runs the pages stay as they were and only the elements
 * being changed are painted again, on their own layer. What the example data hides is drawn faded where
 * it was designed; hidden elements are not painted and locked ones stay where they are: the pointer
 * goes through both to what lies beneath. A text element being edited in place is not painted: its
 * editor lies where it was drawn.
 */
export function DesignCanvas(props: CanvasProps) {
  const { store, pageIndex, engine, data, images, zoom, editingText } = props;
  // The designer passes its settled state; a gesture's frames (a drag drawn as it happens) come from the
  // store here, so they re-render the canvas and nothing else.
  const live = useLiveDesignerState(store);
  const doc = store.inGesture ? live.document : props.document;
  const selection = store.inGesture ? live.selection : props.selection;
  const { t } = useTranslation("designer");
  const page = doc.pages[pageIndex];
  const size = pageSizeMm(page);
  const scale = zoom * PX_PER_MM;
  const overlayRef = useRef<SVGSVGElement>(null);
  const gesture = useRef<Gesture | null>(null);
  /** Where the double-click that opened the in-place editor was: its caret goes there (Enter puts it at the end). */
  const caretAt = useRef<{ x: number; y: number } | null>(null);
  const [layered, setLayered] = useState<{ ids: ReadonlySet<string>; base: TemplateDocument } | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);
  const [marquee, setMarquee] = useState<Box | null>(null);
  // The image whose crop handles show (a double-click on it); any other selection ends cropping.
  const [cropping, setCropping] = useState<string | null>(null);
  useEffect(() => {
    if (cropping && !(selection.length === 1 && selection[0] === cropping)) setCropping(null);
  }, [cropping, selection]);

  // While a gesture runs, the pages stay laid out as they were when it started: only the elements
  // being changed are painted again, every frame, on their own layer where they were drawn.
  const base = layered ? layered.base : doc;
  // From the gesture's base: a frame moves or resizes elements, it never changes what the data hides.
  const baseElements = base.pages[pageIndex]!.elements;
  const hidden = useMemo(() => hiddenByData(baseElements, data, base.locale), [baseElements, data, base.locale]);
  const view = useMemo(
    () => layoutDocumentView({ engine, document: base, page: pageIndex, data, images }),
    [engine, base, pageIndex, data, images],
  );
  const pageSvgs = useMemo(
    () => {
      const without = new Set(layered?.ids);
      if (editingText) without.add(editingText);
      return paintDocumentView({ engine, document: base, page: pageIndex, data, images, hidden }, view, without);
    },
    // Painted again when the view, the gesture's layer or the text being edited changes; `hidden` only matters to the fallback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view, layered, editingText],
  );
  const fadedLayer = useMemo(() => {
    const ids = [...hidden.keys()].filter((id) => !layered?.ids.has(id));
    if (view.fallback !== undefined || ids.length === 0) return "";
    return renderEditPage({ engine, document: base, page: pageIndex, data, images, hidden }, { only: new Set(ids), idPrefix: "pjfaded" })
      .svg;
  }, [engine, base, pageIndex, data, images, hidden, layered, view]);
  const liveLayers = useMemo(() => {
    if (!layered) return [];
    const groups = new Map<string, { shift: Shift; ids: Set<string> }>();
    for (const id of layered.ids) {
      const shift = shiftOf(view, id);
      const key = `${shift.page}:${shift.dx}:${shift.dy}`;
      const group = groups.get(key) ?? { shift, ids: new Set<string>() };
      group.ids.add(id);
      groups.set(key, group);
    }
    return [...groups.values()].map(({ shift, ids }, i) => ({
      shift,
      svg: renderEditPage({ engine, document: doc, page: pageIndex, data, images, hidden }, { only: ids, idPrefix: `pjlive${i}-` }).svg,
    }));
  }, [engine, doc, layered, view, pageIndex, data, images, hidden]);

  const pageCount = Math.max(1, view.pages.length);
  const viewHeight = pageTop(pageCount - 1, size.height) + size.height;
  /** An element's designed box where the canvas draws it (moved with the flow, on the page it lands on). */
  const shown = useCallback(
    (e: Element) => {
      const s = shiftOf(view, e.id);
      return {
        id: e.id,
        x: e.x + s.dx,
        y: pageTop(s.page, size.height) + e.y + s.dy,
        width: e.width,
        height: e.height,
        rotation: e.rotation,
      };
    },
    [view, size.height],
  );

  const selected = useMemo(() => new Set(selection), [selection]);
  const selectedElements = useMemo(() => page.elements.filter((e) => selected.has(e.id)), [page.elements, selected]);
  // A locked element selected from the layers panel shows its outline but no handles, and a drag leaves it in place.
  const anyLocked = selectedElements.some((e) => e.locked);

  const toMm = useCallback(
    (event: { clientX: number; clientY: number }) => {
      const rect = overlayRef.current!.getBoundingClientRect();
      return { x: ((event.clientX - rect.left) / rect.width) * size.width, y: ((event.clientY - rect.top) / rect.height) * viewHeight };
    },
    [size.width, viewHeight],
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
      shift: shiftOf(view, moving[0] ?? id),
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
      gesture.current = { kind: "rotate", id: element.id, box: shown(element) };
    } else {
      const boxes = new Map(
        selectedElements.map((e) => [e.id, { x: e.x, y: e.y, width: e.width, height: e.height, rotation: e.rotation }]),
      );
      gesture.current = { kind: "resize", ids: [...boxes.keys()], handle, x: p.x, y: p.y, boxes, bounds: boundsOf([...boxes.values()]) };
    }
    startLayers(selectedElements.map((e) => e.id));
  };

  const onPointerDownCropHandle = (event: ReactPointerEvent, handle: Handle) => {
    if (event.button !== 0 || !croppedImage) return;
    event.stopPropagation();
    capture(overlayRef.current, event.pointerId);
    const p = toMm(event);
    const { x, y, width, height, crop } = croppedImage;
    gesture.current = {
      kind: "crop",
      id: croppedImage.id,
      handle,
      x: p.x,
      y: p.y,
      start: { box: { x, y, width, height }, crop: crop ?? WHOLE_IMAGE },
    };
    startLayers([croppedImage.id]);
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

  /**
   * A double-click on the selected element (its first click selected it and captured the pointer, so
   * the event's target is the overlay): a text is edited in place; an image is cropped with handles
   * (Escape or another selection ends cropping).
   */
  const onDoubleClick = (event: ReactMouseEvent) => {
    const ids = store.getState().selection;
    const element = ids.length === 1 ? page.elements.find((e) => e.id === ids[0]) : undefined;
    if (!element || !canvasSelectable(element) || !containsPoint(rotatedBounds(shown(element)), toMm(event))) return;
    if (element.type === "text") {
      caretAt.current = { x: event.clientX, y: event.clientY };
      props.onEditText(element.id);
    } else if (element.type === "image") setCropping(element.id);
  };

  const editing = editingText ? page.elements.find((e): e is TextElement => e.id === editingText && e.type === "text") : undefined;
  const { onEditText } = props;
  useEffect(() => {
    if (editingText && !editing) onEditText(null);
  }, [editingText, editing, onEditText]);

  /** The in-place editor's content becomes one undo step, unless it is what the element already held. */
  const closeEditor = (id: string, content: TextContent, keyboard: boolean) => {
    const element = findElement(store.getState().document, id);
    if (element?.type === "text" && !sameContent(contentOf(paragraphsOf(element)), content)) {
      store.apply(t("history.editText"), cmd.updateElement(id, { text: content.text, runs: content.runs }));
    }
    onEditText(null);
    caretAt.current = null;
    // Back to the canvas, where the designer's keys (Delete, arrows, Ctrl+Z) work again.
    if (keyboard) scroller.current?.focus({ preventScroll: true });
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
      let snapped: Guide[] = [];
      if (!event.altKey) {
        const snap = snapBox({ ...g.bounds, x: g.bounds.x + dx, y: g.bounds.y + dy }, g.targets, SNAP_PX / scale);
        dx += snap.dx;
        dy += snap.dy;
        snapped = snap.guides;
      }
      // Snapping works on the designed page; the guides are drawn where the moving elements are.
      setGuides(snapped.map((guide) => ({ ...guide, at: guide.at + (guide.axis === "x" ? g.shift.dx : g.shift.dy) })));
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
    } else if (g.kind === "crop") {
      const { box, crop } = dragCropHandle(g.start, g.handle, p.x - g.x, p.y - g.y);
      store.previewGesture(cmd.updateElement(g.id, { ...box, crop }));
    } else {
      const box = { x: Math.min(g.x, p.x), y: Math.min(g.y, p.y), width: Math.abs(p.x - g.x), height: Math.abs(p.y - g.y) };
      setMarquee(box);
      const hit = page.elements.filter((e) => canvasSelectable(e) && intersects(rotatedBounds(shown(e)), box)).map((e) => e.id);
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
    else if (g.kind === "crop") store.endGesture(t("history.crop"));
    setLayered(null);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && gesture.current) finish(true);
      else if (event.key === "Escape" && cropping) setCropping(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const scroller = useRef<HTMLDivElement>(null);
  const viewport = useElementSize(scroller);
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
  const single = selectedElements.length === 1 ? shown(selectedElements[0]!) : undefined;
  const croppedImage = cropping ? page.elements.find((e): e is ImageElement => e.id === cropping && e.type === "image") : undefined;
  const selectionBounds = selectedElements.length > 1 ? boundsOf(selectedElements.map((e) => rotatedBounds(shown(e)))) : undefined;
  const width = size.width * scale;
  const height = size.height * scale;
  // The page sits in the middle of the visible area when it is narrower than it.
  const padX = Math.max(PAD, Math.floor((viewport.width - 18 - width) / 2));
  const guideShift = gesture.current?.kind === "move" ? pageTop(gesture.current.shift.page, size.height) : 0;

  return (
    // Focusable, so the keyboard scrolls through the pages the data generates.
    <div
      ref={scroller}
      className="relative h-full overflow-auto bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
      tabIndex={0}
      role="region"
      aria-label={t("canvas.pages")}
      data-testid="canvas-scroller"
    >
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
            const types = event.dataTransfer.types;
            if (types.includes(ELEMENT_DRAG_TYPE) || types.includes(MEDIA_DRAG_TYPE)) event.preventDefault();
          }}
          onDrop={(event) => {
            const type = event.dataTransfer.getData(ELEMENT_DRAG_TYPE);
            const src = event.dataTransfer.getData(MEDIA_DRAG_TYPE);
            if (!type && !src) return;
            event.preventDefault();
            const p = toDesignedPage(toMm(event), size.height);
            if (src) props.onDropImage(src, p.x, p.y);
            else props.onDropElement(type, p.x, p.y);
          }}
        >
          <div className="relative" style={{ width, height: viewHeight * scale }}>
            <CanvasPages svgs={pageSvgs} view={view} pageIndex={pageIndex} pageHeightMm={size.height} scale={scale} />
            {fadedLayer ? <SvgLayer svg={fadedLayer} top={0} left={0} width={width} height={height} testId="faded-layer" /> : null}
            {liveLayers.map((layer, i) => (
              <SvgLayer
                key={i}
                svg={layer.svg}
                top={(pageTop(layer.shift.page, size.height) + layer.shift.dy) * scale}
                left={layer.shift.dx * scale}
                width={width}
                height={height}
                testId="live-layer"
              />
            ))}
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
              viewBox={`0 0 ${size.width} ${viewHeight}`}
              onPointerDown={onPointerDownBackground}
              onPointerMove={onPointerMove}
              onPointerUp={() => finish(false)}
              onPointerCancel={() => finish(true)}
              onContextMenu={onContextMenu}
              onDoubleClick={onDoubleClick}
              data-testid="canvas-overlay"
            >
              {Array.from({ length: pageCount }, (_, i) => (
                <rect
                  key={i}
                  x={page.margin.left}
                  y={pageTop(i, size.height) + page.margin.top}
                  width={Math.max(0, size.width - page.margin.left - page.margin.right)}
                  height={Math.max(0, size.height - page.margin.top - page.margin.bottom)}
                  fill="none"
                  stroke="#a5b4fc"
                  strokeDasharray="4 3"
                  vectorEffect="non-scaling-stroke"
                  pointerEvents="none"
                />
              ))}
              <HitAreas elements={page.elements} view={view} pageHeight={size.height} onPointerDown={onPointerDownElement} />
              {selectedElements.map((e) => (
                <Outline key={e.id} element={shown(e)} />
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
              {croppedImage ? (
                <CropFrame
                  box={shown(croppedImage)}
                  crop={croppedImage.crop ?? WHOLE_IMAGE}
                  size={handleSize}
                  onPointerDown={onPointerDownCropHandle}
                />
              ) : null}
              {single && !anyLocked && !croppedImage && !editing ? (
                <Handles box={single} rotation={single.rotation ?? 0} size={handleSize} onPointerDown={onPointerDownHandle} withRotate />
              ) : null}
              {selectionBounds && !anyLocked && selectedElements.every((e) => !e.rotation) ? (
                <Handles box={selectionBounds} rotation={0} size={handleSize} onPointerDown={onPointerDownHandle} />
              ) : null}
              <g transform={guideShift ? `translate(0 ${guideShift})` : undefined}>
                {guides.map((g, i) => (
                  <line
                    key={i}
                    {...(g.axis === "x" ? { x1: g.at, x2: g.at, y1: 0, y2: size.height } : { x1: 0, x2: size.width, y1: g.at, y2: g.at })}
                    stroke="#ec4899"
                    vectorEffect="non-scaling-stroke"
                    pointerEvents="none"
                    data-testid="snap-guide"
                  />
                ))}
              </g>
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
            {editing ? (
              <Suspense fallback={null}>
                <InlineTextEditor
                  key={editing.id}
                  element={editing}
                  box={editorBox(shown(editing), view.occurrences.get(editing.id)?.[0]?.height, scale)}
                  zoom={zoom}
                  caretAt={caretAt.current}
                  onClose={(content, keyboard) => closeEditor(editing.id, content, keyboard)}
                />
              </Suspense>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The element's box where the canvas shows it, in CSS pixels; as tall as the laid-out text when it grew. */
function editorBox(box: Box & { rotation?: number }, laidOutHeight: number | undefined, scale: number) {
  return {
    left: box.x * scale,
    top: box.y * scale,
    width: box.width * scale,
    height: Math.max(box.height, laidOutHeight ?? 0) * scale,
    rotation: box.rotation,
  };
}

/** An SVG drawn over the pages, out of the pointer's way and out of the accessibility tree. */
function SvgLayer(props: { svg: string; top: number; left: number; width: number; height: number; testId: string }) {
  return (
    <div
      className="pointer-events-none absolute [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
      style={{ top: props.top, left: props.left, width: props.width, height: props.height }}
      data-testid={props.testId}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: props.svg }}
    />
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

/** The part of the selection's hit areas the canvas shows, in viewport pixels (undefined when none is on screen). */
export function selectionOnScreen(ids: readonly string[]): DOMRect | undefined {
  const scroller = document.querySelector('[data-testid="canvas-scroller"]');
  if (!scroller || ids.length === 0) return undefined;
  const boxes = [...scroller.querySelectorAll('[data-testid="hit-areas"] [data-element-id]')]
    // The first copy only: a footer's copy on the last page would stretch the box over every page between.
    .filter((el) => ids.includes(el.getAttribute("data-element-id")!) && el.getAttribute("data-occurrence") === "0")
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
