import { useTranslation } from "react-i18next";
import { useDesigner } from "./designer-context.tsx";
import * as cmd from "./state/commands.ts";
import { SHORTCUTS, runSelectionAction, type SelectionAction } from "./state/selection-actions.ts";
import { iconButtonClass } from "./ui/fields.tsx";
import { Icon } from "./ui/icons.tsx";
import type { SaveStatus } from "./use-autosave.ts";
import { Spinner } from "~/components/ui-button";
import { Tooltip } from "~/components/ui-tooltip";

/** The save status; `draft`: what is saved is the draft (the app's designer), not a version. */
/** `unsaved`: nothing is stored yet (an editor session's new template before its first save). */
export function SaveIndicator({
  status,
  error,
  draft = false,
  unsaved = false,
}: {
  status: SaveStatus;
  error: string | null;
  draft?: boolean;
  unsaved?: boolean;
}) {
  const { t } = useTranslation("designer");
  const shown = status === "saved" && unsaved ? "unsaved" : status;
  const text =
    shown === "unsaved"
      ? t("save.notYet")
      : status === "saving"
        ? t("save.saving")
        : status === "pending"
          ? t("save.pending")
          : status === "error"
            ? t("save.error", { message: error ?? "" })
            : status === "conflict"
              ? t("save.conflict")
              : t(draft ? "save.draftSaved" : "save.saved");
  const tone = status === "error" || status === "conflict" ? "text-red-600" : shown === "saved" ? "text-emerald-700" : "text-slate-500";
  return (
    <span
      role="status"
      aria-live="polite"
      className={`flex items-center gap-1.5 text-xs ${tone}`}
      data-testid="save-indicator"
      data-status={shown}
    >
      {status === "saving" ? <Spinner className="h-3 w-3" /> : null}
      {text}
    </span>
  );
}

/** Undo/redo, arrange (align, distribute, z-order, group), zoom. Every button has a name and a shortcut hint. */
export function Toolbar({
  selection,
  zoom,
  onZoom,
  onFit,
  canUndo,
  canRedo,
  undoLabel,
  redoLabel,
}: {
  selection: readonly string[];
  zoom: number;
  onZoom: (z: number) => void;
  onFit: () => void;
  canUndo: boolean;
  canRedo: boolean;
  undoLabel?: string;
  redoLabel?: string;
}) {
  const { t } = useTranslation("designer");
  const { store } = useDesigner();
  const n = selection.length;
  const act = (action: SelectionAction) => () => runSelectionAction(store, action, t);
  const button = (name: string, label: string, onClick: () => void, disabled: boolean, shortcut?: string, testId?: string) => (
    <Tooltip label={shortcut ? `${label} (${shortcut})` : label}>
      <button
        type="button"
        className={iconButtonClass}
        onClick={onClick}
        disabled={disabled}
        aria-label={label}
        aria-keyshortcuts={shortcut?.replace(/Ctrl/g, "Control")}
        data-testid={testId}
      >
        <Icon name={name} />
      </button>
    </Tooltip>
  );
  const zoomPercent = Math.round(zoom * 100);
  return (
    <div
      role="toolbar"
      aria-label={t("toolbar.label")}
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-white px-2 py-1"
    >
      {button(
        "undo",
        undoLabel ? t("toolbar.undoWhat", { what: undoLabel }) : t("toolbar.undo"),
        () => store.undo(),
        !canUndo,
        "Ctrl+Z",
        "undo",
      )}
      {button(
        "redo",
        redoLabel ? t("toolbar.redoWhat", { what: redoLabel }) : t("toolbar.redo"),
        () => store.redo(),
        !canRedo,
        "Ctrl+Shift+Z",
        "redo",
      )}
      <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
      {button("alignLeft", t("toolbar.alignLeft"), act("align-left"), n === 0)}
      {button("alignCenter", t("toolbar.alignCenter"), act("align-center"), n === 0)}
      {button("alignRight", t("toolbar.alignRight"), act("align-right"), n === 0)}
      {button("alignTop", t("toolbar.alignTop"), act("align-top"), n === 0)}
      {button("alignMiddle", t("toolbar.alignMiddle"), act("align-middle"), n === 0)}
      {button("alignBottom", t("toolbar.alignBottom"), act("align-bottom"), n === 0)}
      {button(
        "distributeH",
        t("toolbar.distributeH"),
        () => store.apply(t("history.distribute"), cmd.distributeElements(selection, "horizontal")),
        n < 3,
      )}
      {button(
        "distributeV",
        t("toolbar.distributeV"),
        () => store.apply(t("history.distribute"), cmd.distributeElements(selection, "vertical")),
        n < 3,
      )}
      <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
      {button("front", t("toolbar.front"), act("front"), n === 0, SHORTCUTS.front)}
      {button("up", t("toolbar.forward"), act("forward"), n === 0, SHORTCUTS.forward)}
      {button("down", t("toolbar.backward"), act("backward"), n === 0, SHORTCUTS.backward)}
      {button("back", t("toolbar.back"), act("back"), n === 0, SHORTCUTS.back)}
      <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
      {button("group", t("toolbar.group"), act("group"), n < 2, SHORTCUTS.group, "group")}
      {button("ungroup", t("toolbar.ungroup"), act("ungroup"), n === 0, SHORTCUTS.ungroup, "ungroup")}
      {button("copy", t("toolbar.duplicate"), act("duplicate"), n === 0, SHORTCUTS.duplicate)}
      {button("trash", t("toolbar.delete"), act("delete"), n === 0, SHORTCUTS.delete, "delete")}
      <span className="ml-auto flex items-center gap-1">
        <Tooltip label={`${t("toolbar.zoomOut")} (Ctrl+-)`}>
          <button
            type="button"
            className={iconButtonClass}
            onClick={() => onZoom(zoom / 1.25)}
            aria-label={t("toolbar.zoomOut")}
            disabled={zoom <= 0.5}
          >
            −
          </button>
        </Tooltip>
        <label className="sr-only" htmlFor="zoom-select">
          {t("toolbar.zoom")}
        </label>
        <select
          id="zoom-select"
          data-testid="zoom"
          className="rounded-md border-0 py-1 pl-2 pr-7 text-xs ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600"
          value={[50, 75, 100, 150, 200, 300, 400].includes(zoomPercent) ? String(zoomPercent) : "current"}
          onChange={(e) => (e.target.value === "fit" ? onFit() : e.target.value !== "current" && onZoom(Number(e.target.value) / 100))}
        >
          <option value="current" hidden>
            {zoomPercent} %
          </option>
          <option value="fit">{t("toolbar.fit")}</option>
          {[50, 75, 100, 150, 200, 300, 400].map((z) => (
            <option key={z} value={z}>
              {z} %
            </option>
          ))}
        </select>
        <Tooltip label={`${t("toolbar.zoomIn")} (Ctrl++)`}>
          <button
            type="button"
            className={iconButtonClass}
            onClick={() => onZoom(zoom * 1.25)}
            aria-label={t("toolbar.zoomIn")}
            disabled={zoom >= 4}
          >
            +
          </button>
        </Tooltip>
      </span>
    </div>
  );
}
