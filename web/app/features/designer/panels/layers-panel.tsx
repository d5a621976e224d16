import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Element, TemplateDocument } from "@paperjet/template";
import { Tooltip } from "~/components/ui-tooltip";
import { useDesigner } from "../designer-context.tsx";
import { automaticLabel, elementLabel } from "../elements/element-label.ts";
import { ElementIcon } from "../elements/element-icon.tsx";
import { designerElement } from "../elements/registry.ts";
import { NAME_MAX, renameElement, setHidden, setLocked } from "../state/commands.ts";
import { iconButtonClass } from "../ui/fields.tsx";
import { Icon } from "../ui/icons.tsx";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The page's elements, topmost first: a keyboard route to every element (Shift adds to the selection).
 * A right-click opens the context menu for the row's element (for the selection, when it is part of it).
 * Each row hides or shows and locks or unlocks its element, and is renamed by a double-click on its name
 * or F2; all of it through commands, so each is one undo step.
 */
export function LayersPanel({
  document,
  page,
  selection,
  onContextMenu,
}: {
  document: TemplateDocument;
  page: number;
  selection: readonly string[];
  onContextMenu: (at: { x: number; y: number }) => boolean;
}) {
  const { t } = useTranslation("designer");
  const { store } = useDesigner();
  const [renaming, setRenaming] = useState<string | null>(null);
  const rows = useRef(new Map<string, HTMLButtonElement>());
  // Enter and Escape give focus back to the row the keyboard renamed; a click elsewhere keeps it there.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (renaming !== null || refocus.current === null) return;
    rows.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [renaming]);

  const elements = [...document.pages[page]!.elements].reverse();
  if (elements.length === 0) return <p className="p-3 text-xs text-slate-500">{t("layers.empty")}</p>;

  const finishRename = (element: Element, name: string | null, byKeyboard: boolean) => {
    if (byKeyboard) refocus.current = element.id;
    setRenaming(null);
    // Confirming the automatic label unchanged does not turn it into a name.
    if (name === null || (element.name === undefined && name.trim() === automaticLabel(element, t))) return;
    store.apply(t("history.renameLayer"), renameElement(element.id, name));
  };

  return (
    <div>
      <ul className="p-2" aria-label={t("layers.label")} data-testid="layers">
        {elements.map((e) => {
          const selected = selection.includes(e.id);
          const label = elementLabel(e, t);
          return (
            <li
              key={e.id}
              className={`flex items-center gap-0.5 rounded-md pr-1 ${selected ? "bg-indigo-50" : "hover:bg-slate-100"}`}
              data-testid="layer-row"
              data-element-id={e.id}
              data-hidden={e.hidden ? "true" : undefined}
              data-locked={e.locked ? "true" : undefined}
            >
              {renaming === e.id ? (
                <div className="flex min-w-0 flex-1 items-center gap-2 px-2 py-1">
                  <ElementIcon path={designerElement(e.type).icon(e as never)} />
                  <NameInput
                    label={t("layers.name", { what: label })}
                    initial={label}
                    onDone={(name, byKeyboard) => finishRename(e, name, byKeyboard)}
                  />
                </div>
              ) : (
                <button
                  ref={(el) => {
                    if (el) rows.current.set(e.id, el);
                    else rows.current.delete(e.id);
                  }}
                  type="button"
                  aria-pressed={selected}
                  data-testid="layer"
                  data-element-id={e.id}
                  onClick={(event) =>
                    store.select(event.shiftKey ? (selected ? selection.filter((s) => s !== e.id) : [...selection, e.id]) : [e.id])
                  }
                  onKeyDown={(event) => {
                    if (event.key !== "F2") return;
                    event.preventDefault();
                    setRenaming(e.id);
                  }}
                  onContextMenu={(event) => {
                    if (!selected) store.select([e.id]);
                    // A menu key the browser turned into this event has no pointer: open under the row.
                    const row = event.currentTarget.getBoundingClientRect();
                    const at =
                      event.clientX || event.clientY ? { x: event.clientX, y: event.clientY } : { x: row.left + 48, y: row.bottom };
                    if (onContextMenu(at)) event.preventDefault();
                  }}
                  className={`flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${rowText(selected, e.hidden === true)}`}
                >
                  <span className={e.hidden ? "opacity-40" : undefined}>
                    <ElementIcon path={designerElement(e.type).icon(e as never)} />
                  </span>
                  <span className="truncate" title={label} onDoubleClick={() => setRenaming(e.id)} data-testid="layer-name">
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
                onClick={() => store.apply(e.hidden ? t("history.show") : t("history.hide"), setHidden([e.id], !e.hidden))}
              />
              <ToggleButton
                label={e.locked ? t("layers.unlock", { what: label }) : t("layers.lock", { what: label })}
                icon={e.locked ? "lock" : "unlock"}
                on={e.locked === true}
                testId="layer-lock"
                onClick={() => store.apply(e.locked ? t("history.unlock") : t("history.lock"), setLocked([e.id], !e.locked))}
              />
            </li>
          );
        })}
      </ul>
      <p className="px-3 pb-3 text-xs text-slate-500">{t("layers.hint")}</p>
    </div>
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
