import { useEffect } from "react";
import * as cmd from "./state/commands.ts";
import { canPaste } from "./state/clipboard.ts";
import type { DesignerStore } from "./state/designer-store.ts";
import { canvasSelectable, findElement } from "./state/element-tree.ts";
import { applicableActions, runSelectionAction, type SelectionAction } from "./state/selection-actions.ts";

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable);
}

/**
 * The designer's keyboard: undo/redo, clipboard, delete, nudge (Shift = 10 mm), group, z-order,
 * select all, Escape, the context menu (Shift+F10, the menu key), Enter to edit a text in place; never
 * while typing in a field or the in-place text editor (they keep their own undo), nor inside a dialog or
 * a menu (they have keys of their own).
 */
export function useShortcuts(
  store: DesignerStore,
  t: (key: string, options?: Record<string, unknown>) => string,
  zoom: { in: () => void; out: () => void; fit: () => void },
  /** Opens the context menu at the selection; false when it has nothing to offer. */
  openMenu: () => boolean,
  /** Opens the in-place editor on the selected text; false when the selection is not one text element. */
  editText: () => boolean,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.defaultPrevented) return;
      if ((event.target as HTMLElement | null)?.closest?.('dialog, [role="menu"]')) return;
      const { selection, page, document } = store.getState();
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const run = (fn: () => void) => {
        event.preventDefault();
        fn();
      };
      if (mod && key === "z") return run(() => (event.shiftKey ? store.redo() : store.undo()));
      if (mod && key === "y") return run(() => store.redo());
      if (mod && (key === "=" || key === "+")) return run(zoom.in);
      if (mod && key === "-") return run(zoom.out);
      if (mod && key === "0") return run(zoom.fit);
      if (mod && key === "a") return run(() => store.select(document.pages[page]!.elements.filter(canvasSelectable).map((e) => e.id)));
      const act = (action: SelectionAction) => run(() => runSelectionAction(store, action, t));
      if (mod && key === "v" && canPaste()) return act("paste");
      if (key === "escape" && selection.length) return run(() => store.select([]));
      if ((event.shiftKey && key === "f10") || key === "contextmenu") {
        // Where ours would be empty, the browser's own menu comes up.
        if (openMenu()) event.preventDefault();
        return;
      }
      if (selection.length === 0) return;
      // Enter on a focused button or link presses it; on the page (or the canvas) it opens the text.
      const onPage = event.target === window.document.body || !!(event.target as HTMLElement).closest?.('[data-testid="canvas-scroller"]');
      if (key === "enter" && !mod && onPage && editText()) return event.preventDefault();
      if (mod && key === "c") return act("copy");
      if (mod && key === "x") return act("cut");
      if (mod && key === "d") return act("duplicate");
      if (mod && key === "g") return act(event.shiftKey ? "ungroup" : "group");
      // Toggles, as in the layers panel and the context menu: hide (lock) while any of them is shown (unlocked).
      if (mod && event.shiftKey && (key === "h" || key === "l")) {
        const offered = applicableActions(document, selection, false);
        const pair = key === "h" ? (["hide", "show"] as const) : (["lock", "unlock"] as const);
        return act(offered.includes(pair[0]) ? pair[0] : pair[1]);
      }
      if (mod && (event.key === "]" || event.key === "[")) {
        return act(event.key === "]" ? (event.shiftKey ? "front" : "forward") : event.shiftKey ? "back" : "backward");
      }
      if (key === "delete" || key === "backspace") return act("delete");
      const step = event.shiftKey ? 10 : 1;
      const nudge: Record<string, [number, number]> = {
        arrowleft: [-step, 0],
        arrowright: [step, 0],
        arrowup: [0, -step],
        arrowdown: [0, step],
      };
      if (nudge[key] && !mod) {
        const [dx, dy] = nudge[key]!;
        // Locked elements stay put, as on the canvas; the arrow keys still belong to the page while they are selected.
        const movable = selection.filter((id) => !findElement(document, id)?.locked);
        return run(() => store.apply(t("history.move"), cmd.moveElements(movable, dx, dy), { mergeKey: `nudge:${movable.join(",")}` }));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [store, t, zoom, openMenu, editText]);
}
