import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from "react";
import type { Element } from "@paperjet/template";
import { Tooltip } from "~/components/ui-tooltip";
import { ElementIcon } from "../elements/element-icon.tsx";
import { designerElement } from "../elements/registry.ts";
import { NAME_MAX } from "../state/commands.ts";
import type { LayerEntry } from "../state/element-tree.ts";
import { iconButtonClass } from "../ui/fields.tsx";
import { Icon } from "../ui/icons.tsx";
import type { DropSide } from "./use-layer-drag.ts";

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface LayerRowProps {
  entry: LayerEntry;
  label: string;
  selected: boolean;
  renaming: boolean;
  /** Undefined for an element that is not a group; whether its children are listed for a group. */
  expanded: boolean | undefined;
  /** The page has groups: every row keeps the disclosure's column, so icons line up. */
  withDisclosures: boolean;
  /** Where the drop indicator shows while another row is dragged over this one. */
  drop: DropSide | null;
  t: Translate;
  buttonRef: (el: HTMLButtonElement | null) => void;
  onToggleExpanded: () => void;
  onClick: (event: MouseEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onContextMenu: (event: MouseEvent<HTMLButtonElement>) => void;
  onRename: () => void;
  onRenameDone: (name: string | null, byKeyboard: boolean) => void;
  onHide: () => void;
  onLock: () => void;
  drag: {
    onDragStart: (event: DragEvent) => void;
    onDragEnter: (event: DragEvent<HTMLLIElement>) => void;
    onDragOver: (event: DragEvent<HTMLLIElement>) => void;
    onDrop: (event: DragEvent<HTMLLIElement>) => void;
    onDragEnd: () => void;
  };
}

/**
 * One layer: its disclosure when it is a group, the row that selects it (F2 or a double-click renames it,
 * a drag moves it), and its hide and lock toggles. A child of a group is indented under it.
 */
export function LayerRow(props: LayerRowProps) {
  const { entry, label, selected, t } = props;
  const e = entry.element;
  return (
    <li
      className={`relative flex items-center gap-0.5 rounded-md pr-1 ${selected ? "bg-indigo-50" : "hover:bg-slate-100"}`}
      style={entry.depth ? { paddingLeft: entry.depth * 14 } : undefined}
      aria-level={entry.depth + 1}
      data-testid="layer-row"
      data-element-id={e.id}
      data-depth={entry.depth}
      data-hidden={e.hidden ? "true" : undefined}
      data-locked={e.locked ? "true" : undefined}
      onDragEnter={props.drag.onDragEnter}
      onDragOver={props.drag.onDragOver}
      onDrop={props.drag.onDrop}
    >
      {props.drop ? (
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute inset-x-1 h-0.5 rounded bg-indigo-600 ${props.drop === "above" ? "-top-px" : "-bottom-px"}`}
          data-testid="layer-drop-indicator"
          data-side={props.drop}
        />
      ) : null}
      {props.expanded !== undefined ? (
        <Disclosure label={t("layers.expand", { what: label })} expanded={props.expanded} onClick={props.onToggleExpanded} />
      ) : props.withDisclosures ? (
        <span className="w-5 shrink-0" aria-hidden="true" />
      ) : null}
      {props.renaming ? (
        <div className="flex min-w-0 flex-1 items-center gap-2 px-2 py-1">
          <ElementIcon path={designerElement(e.type).icon(e as never)} />
          <NameInput label={t("layers.name", { what: label })} initial={label} onDone={props.onRenameDone} />
        </div>
      ) : (
        <button
          ref={props.buttonRef}
          type="button"
          // The canvas selects page-level elements: a child's row selects its group, it is not itself a toggle.
          aria-pressed={entry.depth === 0 ? selected : undefined}
          data-testid="layer"
          data-element-id={e.id}
          draggable
          onDragStart={props.drag.onDragStart}
          onDragEnd={props.drag.onDragEnd}
          onClick={props.onClick}
          onKeyDown={props.onKeyDown}
          onContextMenu={props.onContextMenu}
          className={`flex min-w-0 flex-1 cursor-grab items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${rowText(selected, e.hidden === true)}`}
        >
          <span className={e.hidden ? "opacity-40" : undefined}>
            <ElementIcon path={designerElement(e.type).icon(e as never)} />
          </span>
          <span className="truncate" title={label} onDoubleClick={props.onRename} data-testid="layer-name">
            {label}
          </span>
          <LayerStates element={e} t={t} />
          {e.pin ? <span className="ml-auto rounded bg-slate-100 px-1 text-[10px] text-slate-600">{t(`pin.${e.pin}`)}</span> : null}
        </button>
      )}
      <ToggleButton
        label={e.hidden ? t("layers.show", { what: label }) : t("layers.hide", { what: label })}
        icon={e.hidden ? "eyeOff" : "eye"}
        on={e.hidden === true}
        testId="layer-visibility"
        onClick={props.onHide}
      />
      <ToggleButton
        label={e.locked ? t("layers.unlock", { what: label }) : t("layers.lock", { what: label })}
        icon={e.locked ? "lock" : "unlock"}
        on={e.locked === true}
        testId="layer-lock"
        onClick={props.onLock}
      />
    </li>
  );
}

/** The label names the group's elements; aria-expanded says whether they are listed, the triangle shows it. */
function Disclosure({ label, expanded, onClick }: { label: string; expanded: boolean; onClick: () => void }) {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={label}
        aria-expanded={expanded}
        data-testid="layer-expand"
        className="inline-flex h-7 w-5 shrink-0 items-center justify-center rounded text-xs text-slate-600 hover:bg-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
        onClick={onClick}
      >
        <span aria-hidden="true">{expanded ? "▾" : "▸"}</span>
      </button>
    </Tooltip>
  );
}

/** A hidden row is dimmed, in colours that still read at 4.5 : 1 on its background. */
function rowText(selected: boolean, hidden: boolean) {
  if (selected) return hidden ? "text-indigo-600" : "text-indigo-800";
  return hidden ? "text-slate-500" : "text-slate-700";
}

/** What the dimming and the lock icon show, for a screen reader: part of the row's name. */
function LayerStates({ element, t }: { element: Element; t: Translate }) {
  const states = [element.hidden ? t("layers.hidden") : null, element.locked ? t("layers.locked") : null].filter(Boolean);
  return states.length ? <span className="sr-only">({states.join(", ")})</span> : null;
}

/** The icon shows the state (an open eye, a closed lock), the name says what a press does. */
function ToggleButton({
  label,
  icon,
  on,
  testId,
  onClick,
}: {
  label: string;
  icon: string;
  on: boolean;
  testId: string;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={label}
        data-testid={testId}
        className={`${iconButtonClass} h-7 min-w-7 shrink-0 px-1 ${on ? "text-slate-800" : "text-slate-400"}`}
        onClick={onClick}
      >
        <Icon name={icon} />
      </button>
    </Tooltip>
  );
}

/** The inline rename field: Enter keeps the name, Escape drops it, leaving the field keeps it too. */
function NameInput({
  label,
  initial,
  onDone,
}: {
  label: string;
  initial: string;
  onDone: (name: string | null, byKeyboard: boolean) => void;
}) {
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  // Removing the field can blur it after Enter or Escape already answered: only the first answer counts.
  const done = useRef(false);
  const finish = (name: string | null, byKeyboard: boolean) => {
    if (done.current) return;
    done.current = true;
    onDone(name, byKeyboard);
  };
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  return (
    <input
      ref={input}
      type="text"
      aria-label={label}
      maxLength={NAME_MAX}
      value={value}
      data-testid="layer-name-input"
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          finish(value, true);
        } else if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          finish(null, true);
        }
      }}
      onBlur={() => finish(value, false)}
      className="block w-full min-w-0 rounded-md border-0 bg-white px-1.5 py-1 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-indigo-600 focus:outline-none focus:ring-2"
    />
  );
}
