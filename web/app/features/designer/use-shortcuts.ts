import { useEffect } from "react";
import type { Element } from "@paperjet/template";
import * as cmd from "./state/commands.ts";
import type { DesignerStore } from "./state/designer-store.ts";
import { findElement } from "./state/element-tree.ts";

let clipboard: { elements: Element[]; pastes: number } | null = null;

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable);
}

/**
 * The designer's keyboard: undo/redo, clipboard, delete, nudge (Shift = 10 mm), group, z-order,
 * select all, Escape; never while typing in a field (fields keep their own undo).
 */
export function useShortcuts(
  store: DesignerStore,
  t: (key: string, options?: Record<string, unknown>) => string,
  zoom: { in: () => void; out: () => void; fit: () => void },
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.defaultPrevented) return;
      if ((event.target as HTMLElement | null)?.closest?.("dialog")) return;
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
      if (mod && key === "a") return run(() => store.select(document.pages[page]!.elements.map((e) => e.id)));
      if (mod && key === "v" && clipboard) {
        const clip = clipboard;
        return run(() => {
          clip.pastes += 1;
          store.apply(t("history.paste"), cmd.pasteElements(page, clip.elements, clip.pastes * 5));
        });
      }
      if (key === "escape" && selection.length) return run(() => store.select([]));
      if (selection.length === 0) return;
      if (mod && (key === "c" || key === "x")) {
        return run(() => {
          clipboard = {
            elements: selection
              .map((id) => findElement(document, id))
              .filter((e): e is Element => !!e)
              .map((e) => structuredClone(e)),
            pastes: 0,
          };
          if (key === "x") store.apply(t("history.cut"), cmd.deleteElements(selection));
        });
      }
      if (mod && key === "d") return run(() => store.apply(t("history.duplicate"), cmd.duplicateElements(selection)));
      if (mod && key === "g")
        return run(() =>
          event.shiftKey
            ? selection.forEach((id) => store.apply(t("history.ungroup"), cmd.ungroupElement(id)))
            : store.apply(t("history.group"), cmd.groupElements(selection)),
        );
      if (mod && (event.key === "]" || event.key === "[")) {
        const where = event.key === "]" ? (event.shiftKey ? "front" : "forward") : event.shiftKey ? "back" : "backward";
        return run(() => store.apply(t("history.zOrder"), cmd.reorderElements(selection, where)));
      }
      if (key === "delete" || key === "backspace") return run(() => store.apply(t("history.delete"), cmd.deleteElements(selection)));
      const step = event.shiftKey ? 10 : 1;
      const nudge: Record<string, [number, number]> = {
        arrowleft: [-step, 0],
        arrowright: [step, 0],
        arrowup: [0, -step],
        arrowdown: [0, step],
      };
      if (nudge[key] && !mod) {
        const [dx, dy] = nudge[key]!;
        return run(() => store.apply(t("history.move"), cmd.moveElements(selection, dx, dy), { mergeKey: `nudge:${selection.join(",")}` }));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [store, t, zoom]);
}
