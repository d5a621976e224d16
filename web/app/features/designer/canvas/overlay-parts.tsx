import { memo, type PointerEvent as ReactPointerEvent } from "react";
import type { Element } from "@paperjet/template";
import { canvasSelectable } from "../state/element-tree.ts";
import type { Box } from "../state/geometry.ts";
import { wholeImage, type Crop } from "./crop.ts";
import { pageTop, type DocumentView } from "./document-view.ts";
import { HANDLES, type Handle } from "./transform.ts";

/** The canvas overlay's parts, in the view's stacked millimetres. */

export function transformOf(e: { x: number; y: number; width: number; height: number; rotation?: number }) {
  return e.rotation ? `rotate(${e.rotation} ${e.x + e.width / 2} ${e.y + e.height / 2})` : undefined;
}

/**
 * Transparent boxes that take the pointer where each top-level element is drawn (in z-order, so the
 * topmost wins): one per copy on the pages of the view (a pinned footer on every page, a table's part on
 * each page it spans), or its designed box when the data leaves it out. Locked and hidden elements keep
 * a box, so the selection can still be found on screen (the context menu opens there), but it lets the
 * pointer through. The first copy is `data-occurrence="0"`.
 */
export const HitAreas = memo(
  function HitAreas({ elements, view, pageHeight, onPointerDown }: HitAreasProps) {
    return (
      <g data-testid="hit-areas">
        {elements.flatMap((e) =>
          placesOf(e, view, pageHeight).map((box, i) => (
            <rect
              key={`${e.id}-${i}`}
              data-element-id={e.id}
              data-element-type={e.type}
              data-occurrence={i}
              x={box.x}
              y={box.y}
              width={Math.max(box.width, 0.5)}
              height={Math.max(box.height, 0.5)}
              transform={transformOf({ ...box, rotation: e.rotation })}
              fill="transparent"
              className={canvasSelectable(e) ? "cursor-move hover:stroke-indigo-300" : undefined}
              pointerEvents={canvasSelectable(e) ? undefined : "none"}
              data-locked={e.locked ? "true" : undefined}
              data-hidden={e.hidden ? "true" : undefined}
              vectorEffect="non-scaling-stroke"
              onPointerDown={(event) => onPointerDown(event, e.id)}
            />
          )),
        )}
      </g>
    );
  },
  (a, b) => a.elements === b.elements && a.view === b.view && a.pageHeight === b.pageHeight,
);

interface HitAreasProps {
  elements: Element[];
  view: DocumentView;
  pageHeight: number;
  onPointerDown: (event: ReactPointerEvent, id: string) => void;
}

/** The boxes an element is drawn in on the stacked pages, or its designed box on the first page. */
function placesOf(e: Element, view: DocumentView, pageHeight: number): Box[] {
  const copies = view.occurrences.get(e.id);
  if (!copies) return [{ x: e.x, y: e.y, width: e.width, height: e.height }];
  return copies.map((c) => ({ x: c.x, y: pageTop(c.page, pageHeight) + c.y, width: c.width, height: c.height }));
}

export function Outline({ element }: { element: Box & { id: string; rotation?: number } }) {
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

export function Handles({
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
        const p = handlePoint(box, h);
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

/**
 * Crop mode: the whole image's outline, dashed, and a dark handle on each edge and corner of the frame;
 * dragging one moves that edge over the image (crop.ts).
 */
export function CropFrame({
  box,
  crop,
  size,
  onPointerDown,
}: {
  box: Box;
  crop: Crop;
  size: number;
  onPointerDown: (event: ReactPointerEvent, handle: Handle) => void;
}) {
  const whole = wholeImage(box, crop);
  return (
    <g data-testid="crop-frame">
      <rect {...whole} fill="none" stroke="#64748b" strokeDasharray="2 2" vectorEffect="non-scaling-stroke" pointerEvents="none" />
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        fill="none"
        stroke="#0f172a"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
        pointerEvents="none"
      />
      {HANDLES.map((h) => {
        const { x, y } = handlePoint(box, h);
        return (
          <rect
            key={h}
            x={x - size / 2}
            y={y - size / 2}
            width={size}
            height={size}
            fill="#0f172a"
            stroke="#fff"
            vectorEffect="non-scaling-stroke"
            style={{ cursor: CURSORS[h] }}
            data-crop-handle={h}
            onPointerDown={(e) => onPointerDown(e, h)}
          />
        );
      })}
    </g>
  );
}

/** Where a handle sits on a box: its corner or the middle of its edge. */
function handlePoint(box: Box, h: Handle) {
  return {
    x: box.x + (h.includes("w") ? 0 : h.includes("e") ? box.width : box.width / 2),
    y: box.y + (h.includes("n") ? 0 : h.includes("s") ? box.height : box.height / 2),
  };
}
