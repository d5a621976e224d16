import { useState, type DragEvent } from "react";
import type { LayerEntry } from "../state/element-tree.ts";

export type DropSide = "above" | "below";

/** What a dragged row carries, so the canvas (which takes new elements) ignores it. */
const LAYER_DRAG_TYPE = "application/x-paperjet-layer";

/**
 * Where a row dropped on a sibling's row ends up in their list (bottom first): above the target is after
 * it in the list. The dragged row's own place closes up first, so a row from below the target lands one lower.
 */
export function dropIndex(from: number, at: number, side: DropSide): number {
  if (side === "above") return from < at ? at : at + 1;
  return from < at ? at - 1 : at;
}

/**
 * HTML5 drag and drop among the layers panel's rows: a row is dropped above or below (by the pointer's half of
 * the row) another row of the same list (the page's, or one group's), where a line shows it; `move` places it.
 */
export function useLayerDrag(move: (entry: LayerEntry, index: number) => void) {
  const [dragged, setDragged] = useState<LayerEntry | null>(null);
  const [drop, setDrop] = useState<{ id: string; side: DropSide } | null>(null);
  const canDropOn = (entry: LayerEntry) => dragged !== null && dragged.parent === entry.parent && dragged.element.id !== entry.element.id;
  const end = () => {
    setDragged(null);
    setDrop(null);
  };

  const handlers = (entry: LayerEntry) => {
    // On entering too: the browser sends dragover at most every 50 ms, so the line could lag a row behind.
    const over = (event: DragEvent<HTMLLIElement>) => {
      if (!canDropOn(entry)) return setDrop(null);
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      const side = sideOf(event);
      if (drop?.id !== entry.element.id || drop.side !== side) setDrop({ id: entry.element.id, side });
    };
    return {
      onDragStart: (event: DragEvent) => {
        setDragged(entry);
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData(LAYER_DRAG_TYPE, entry.element.id);
      },
      onDragEnter: over,
      onDragOver: over,
      onDrop: (event: DragEvent<HTMLLIElement>) => {
        if (dragged && canDropOn(entry)) {
          event.preventDefault();
          move(dragged, dropIndex(dragged.index, entry.index, sideOf(event)));
        }
        end();
      },
      onDragEnd: end,
    };
  };

  return {
    handlers,
    /** Where the drop line shows on this row, if anywhere. */
    lineOn: (id: string) => (drop?.id === id ? drop.side : null),
    /** Leaving a row for another one fires dragleave too: only leaving the list takes the line away. */
    onListDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setDrop(null);
    },
  };
}

function sideOf(event: DragEvent<HTMLLIElement>): DropSide {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? "above" : "below";
}
