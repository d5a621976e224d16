import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Element, TemplateDocument } from "@paperjet/template";
import { useDesigner } from "../designer-context.tsx";
import { automaticLabel, elementLabel } from "../elements/element-label.ts";
import { moveElementTo, renameElement, setHidden, setLocked } from "../state/commands.ts";
import { layerEntries, type LayerEntry } from "../state/element-tree.ts";
import { LayerRow } from "./layer-row.tsx";
import { useLayerDrag } from "./use-layer-drag.ts";

/**
 * The page's elements, topmost first: a keyboard route to every element (Shift adds to the selection).
 * A group's disclosure lists its children under it; a child's row selects its group (the canvas selects
 * page-level elements) and is hidden, locked and renamed as any row. A right-click opens the context menu
 * for the row's element (for the selection, when it is part of it). A drag onto another row of the same
 * list, or Alt+↑ / Alt+↓, moves a layer up or down. Every change goes through a command: one undo step.
 */
export function LayersPanel({
  document,
  page,
  selection,
  onContextMenu,
  onAnnounce,
}: {
  document: TemplateDocument;
  page: number;
  selection: readonly string[];
  onContextMenu: (at: { x: number; y: number }) => boolean;
  /** Says something to screen readers (the designer's live region). */
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation("designer");
  const { store } = useDesigner();
  const [renaming, setRenaming] = useState<string | null>(null);
  // Per panel, as in a file tree: which groups show their children is not part of the document.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const rows = useRef(new Map<string, HTMLButtonElement>());
  // Enter and Escape give focus back to the row the keyboard renamed; a click elsewhere keeps it there.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (renaming !== null || refocus.current === null) return;
    rows.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [renaming]);

  /** `index` is the place in the sibling list, bottom first; the announcement counts from the top, as the list shows. */
  const move = (entry: LayerEntry, index: number) => {
    if (!store.apply(t("history.moveLayer"), moveElementTo(entry.element.id, index))) return;
    const what = elementLabel(entry.element, t);
    onAnnounce(t("layers.moved", { what, position: entry.count - index, count: entry.count }));
  };

  const drag = useLayerDrag(move);

  const elements = document.pages[page]!.elements;
  if (elements.length === 0) return <p className="p-3 text-xs text-slate-500">{t("layers.empty")}</p>;
  const entries = layerEntries(elements, expanded);
  const withDisclosures = elements.some((e) => e.type === "group");

  const finishRename = (element: Element, name: string | null, byKeyboard: boolean) => {
    if (byKeyboard) refocus.current = element.id;
    setRenaming(null);
    // Confirming the automatic label unchanged does not turn it into a name.
    if (name === null || (element.name === undefined && name.trim() === automaticLabel(element, t))) return;
    store.apply(t("history.renameLayer"), renameElement(element.id, name));
  };

  const onKeyDown = (event: KeyboardEvent, entry: LayerEntry) => {
    if (event.key === "F2") {
      event.preventDefault();
      setRenaming(entry.element.id);
    } else if (event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      // Not the designer's nudge of the selection: here the arrows move the row.
      event.preventDefault();
      const index = entry.index + (event.key === "ArrowUp" ? 1 : -1);
      if (index >= 0 && index < entry.count) move(entry, index);
    }
  };

  return (
    <div>
      <ul className="p-2" aria-label={t("layers.label")} data-testid="layers" onDragLeave={drag.onListDragLeave}>
        {entries.map((entry) => {
          const e = entry.element;
          const selected = selection.includes(e.id);
          const label = elementLabel(e, t);
          const top = entry.top;
          const topSelected = selection.includes(top);
          return (
            <LayerRow
              key={e.id}
              entry={entry}
              label={label}
              selected={selected}
              renaming={renaming === e.id}
              expanded={e.type === "group" ? expanded.has(e.id) : undefined}
              withDisclosures={withDisclosures}
              drop={drag.lineOn(e.id)}
              t={t}
              buttonRef={(el) => {
                if (el) rows.current.set(e.id, el);
                else rows.current.delete(e.id);
              }}
              onToggleExpanded={() => setExpanded((open) => toggled(open, e.id))}
              onClick={(event) =>
                store.select(event.shiftKey ? (topSelected ? selection.filter((s) => s !== top) : [...selection, top]) : [top])
              }
              onKeyDown={(event) => onKeyDown(event, entry)}
              onContextMenu={(event) => {
                if (!topSelected) store.select([top]);
                // A menu key the browser turned into this event has no pointer: open under the row.
                const row = event.currentTarget.getBoundingClientRect();
                const at = event.clientX || event.clientY ? { x: event.clientX, y: event.clientY } : { x: row.left + 48, y: row.bottom };
                if (onContextMenu(at)) event.preventDefault();
              }}
              onRename={() => setRenaming(e.id)}
              onRenameDone={(name, byKeyboard) => finishRename(e, name, byKeyboard)}
              onHide={() => store.apply(e.hidden ? t("history.show") : t("history.hide"), setHidden([e.id], !e.hidden))}
              onLock={() => store.apply(e.locked ? t("history.unlock") : t("history.lock"), setLocked([e.id], !e.locked))}
              drag={drag.handlers(entry)}
            />
          );
        })}
      </ul>
      <p className="px-3 pb-3 text-xs text-slate-500">{t("layers.hint")}</p>
    </div>
  );
}

function toggled(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}
