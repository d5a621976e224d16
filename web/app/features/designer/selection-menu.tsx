import { useTranslation } from "react-i18next";
import { ContextMenu } from "~/components/ui-dropdown";
import { MenuGroup, MenuItem, MenuSeparator } from "~/components/ui-menu-items";
import { useDesigner, useDesignerState } from "./designer-context.tsx";
import { canPaste } from "./state/clipboard.ts";
import { ALIGNMENTS, SHORTCUTS, applicableActions, runSelectionAction, type SelectionAction } from "./state/selection-actions.ts";

export type MenuPoint = { x: number; y: number };

const SECTIONS: readonly (readonly SelectionAction[])[] = [
  ["cut", "copy", "paste", "duplicate", "delete"],
  ["front", "forward", "backward", "back"],
  ["group", "ungroup"],
  ["hide", "show", "lock", "unlock"],
];

/**
 * The designer's context menu: the actions that apply to the selection (state/selection-actions.ts),
 * each with its shortcut, run exactly as the toolbar and the keyboard run them (one undo step each).
 */
export function SelectionMenu({ at, onClose }: { at: MenuPoint | null; onClose: () => void }) {
  const { t } = useTranslation("designer");
  const { store } = useDesigner();
  const { document, selection } = useDesignerState(store);
  const labels: Record<SelectionAction, string> = {
    cut: t("contextMenu.cut"),
    copy: t("contextMenu.copy"),
    paste: t("contextMenu.paste"),
    duplicate: t("toolbar.duplicate"),
    delete: t("toolbar.delete"),
    front: t("toolbar.front"),
    forward: t("toolbar.forward"),
    backward: t("toolbar.backward"),
    back: t("toolbar.back"),
    group: t("toolbar.group"),
    ungroup: t("toolbar.ungroup"),
    hide: t("contextMenu.hide"),
    show: t("contextMenu.show"),
    lock: t("contextMenu.lock"),
    unlock: t("contextMenu.unlock"),
    "align-left": t("toolbar.alignLeft"),
    "align-center": t("toolbar.alignCenter"),
    "align-right": t("toolbar.alignRight"),
    "align-top": t("toolbar.alignTop"),
    "align-middle": t("toolbar.alignMiddle"),
    "align-bottom": t("toolbar.alignBottom"),
  };
  const applicable = new Set(at ? applicableActions(document, selection, canPaste()) : []);
  const item = (action: SelectionAction) => (
    <MenuItem key={action} shortcut={SHORTCUTS[action]} onSelect={() => runSelectionAction(store, action, t)} testId={`menu-${action}`}>
      {labels[action]}
    </MenuItem>
  );
  const sections = SECTIONS.map((section) => section.filter((a) => applicable.has(a))).filter((section) => section.length > 0);
  const aligns = ALIGNMENTS.map((how) => `align-${how}` as const).filter((a) => applicable.has(a));
  return (
    <ContextMenu at={at} onClose={onClose} label={t("contextMenu.label")} testId="context-menu">
      {sections.map((section, i) => [i > 0 ? <MenuSeparator key={`separator-${i}`} /> : null, ...section.map(item)])}
      {aligns.length ? (
        <>
          <MenuSeparator />
          <MenuGroup label={t("contextMenu.align")}>{aligns.map(item)}</MenuGroup>
        </>
      ) : null}
    </ContextMenu>
  );
}
