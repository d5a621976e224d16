import { pageSizeMm, type TemplatePage, type TemplateDocument } from "@paperjet/template";
import { copyElements, nextPaste } from "./clipboard.ts";
import * as cmd from "./commands.ts";
import type { DesignerStore } from "./designer-store.ts";
import { locate, type ElementLocation } from "./element-tree.ts";
import type { Box } from "./geometry.ts";

/** What the toolbar, the keyboard and the context menu do to the selection: each runs the same `runSelectionAction`. */
export type SelectionAction =
  | "cut"
  | "copy"
  | "paste"
  | "duplicate"
  | "delete"
  | "front"
  | "forward"
  | "backward"
  | "back"
  | "group"
  | "ungroup"
  | "hide"
  | "show"
  | "lock"
  | "unlock"
  | `align-${cmd.Alignment}`;

export const ALIGNMENTS = ["left", "center", "right", "top", "middle", "bottom"] as const satisfies readonly cmd.Alignment[];

/** The keys use-shortcuts.ts answers to, as the toolbar's tooltips and the context menu show them. */
export const SHORTCUTS: Partial<Record<SelectionAction, string>> = {
  cut: "Ctrl+X",
  copy: "Ctrl+C",
  paste: "Ctrl+V",
  duplicate: "Ctrl+D",
  delete: "Delete",
  front: "Ctrl+Shift+]",
  forward: "Ctrl+]",
  backward: "Ctrl+[",
  back: "Ctrl+Shift+[",
  group: "Ctrl+G",
  ungroup: "Ctrl+Shift+G",
  hide: "Ctrl+Shift+H",
  show: "Ctrl+Shift+H",
  lock: "Ctrl+Shift+L",
  unlock: "Ctrl+Shift+L",
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The actions that would change something for this selection, in the context menu's order: z-order
 * only where an unselected sibling lies in that direction, group only for siblings (as
 * `groupElements` requires), ungroup only with a group among them, align only for two or more.
 * Hide and lock are toggles, as in the layers panel: hide while any of them is shown, else show; the same for lock.
 */
export function applicableActions(document: TemplateDocument, selection: readonly string[], clipboardFull: boolean): SelectionAction[] {
  const located = selection.map((id) => locate(document, id)).filter((l) => l !== undefined);
  const selected = new Set(located.map((l) => l.element.id));
  const actions: SelectionAction[] = [];
  const some = located.length > 0;
  if (some) actions.push("cut", "copy");
  if (clipboardFull) actions.push("paste");
  if (some) actions.push("duplicate", "delete");
  if (
    located.some((l) =>
      siblings(document, l)
        .slice(l.path.at(-1)! + 1)
        .some((e) => !selected.has(e.id)),
    )
  )
    actions.push("front", "forward");
  if (
    located.some((l) =>
      siblings(document, l)
        .slice(0, l.path.at(-1))
        .some((e) => !selected.has(e.id)),
    )
  )
    actions.push("backward", "back");
  if (located.length >= 2 && new Set(located.map((l) => `${l.page}:${l.path.slice(0, -1).join(".")}`)).size === 1) actions.push("group");
  if (located.some((l) => l.element.type === "group")) actions.push("ungroup");
  if (some) actions.push(located.some((l) => !l.element.hidden) ? "hide" : "show");
  if (some) actions.push(located.some((l) => !l.element.locked) ? "lock" : "unlock");
  if (located.length >= 2) actions.push(...ALIGNMENTS.map((a) => `align-${a}` as const));
  return actions;
}

/** Runs one action on the store's selection as undoable steps, labelled as in the history panel. */
export function runSelectionAction(store: DesignerStore, action: SelectionAction, t: Translate): void {
  const { selection, page, document } = store.getState();
  switch (action) {
    case "copy":
      return copyElements(document, selection);
    case "cut":
      copyElements(document, selection);
      store.apply(t("history.cut"), cmd.deleteElements(selection));
      return;
    case "paste": {
      const paste = nextPaste(page);
      if (paste) store.apply(t("history.paste"), paste);
      return;
    }
    case "duplicate":
      store.apply(t("history.duplicate"), cmd.duplicateElements(selection));
      return;
    case "delete":
      store.apply(t("history.delete"), cmd.deleteElements(selection));
      return;
    case "front":
    case "forward":
    case "backward":
    case "back":
      store.apply(t("history.zOrder"), cmd.reorderElements(selection, action));
      return;
    case "group":
      store.apply(t("history.group"), cmd.groupElements(selection));
      return;
    case "ungroup":
      selection.forEach((id) => store.apply(t("history.ungroup"), cmd.ungroupElement(id)));
      return;
    case "hide":
    case "show":
      store.apply(action === "hide" ? t("history.hide") : t("history.show"), cmd.setHidden(selection, action === "hide"));
      return;
    case "lock":
    case "unlock":
      store.apply(action === "lock" ? t("history.lock") : t("history.unlock"), cmd.setLocked(selection, action === "lock"));
      return;
    default: {
      // One element aligns to the page's margin box; several to their common bounds.
      const how = action.slice("align-".length) as cmd.Alignment;
      const target = selection.length === 1 ? marginBox(document.pages[page]!) : undefined;
      store.apply(t("history.align"), cmd.alignElements(selection, how, target));
    }
  }
}

function siblings(document: TemplateDocument, location: ElementLocation) {
  return location.parent?.elements ?? document.pages[location.page]!.elements;
}

function marginBox(page: TemplatePage): Box {
  const size = pageSizeMm(page);
  return {
    x: page.margin.left,
    y: page.margin.top,
    width: size.width - page.margin.left - page.margin.right,
    height: size.height - page.margin.top - page.margin.bottom,
  };
}
