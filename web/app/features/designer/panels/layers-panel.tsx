import { useTranslation } from "react-i18next";
import type { TemplateDocument } from "@paperjet/template";
import { useDesigner } from "../designer-context.tsx";
import { elementLabel } from "../elements/element-label.ts";
import { ElementIcon } from "../elements/element-icon.tsx";
import { designerElement } from "../elements/registry.ts";

/**
 * The page's elements, topmost first: a keyboard route to every element (Shift adds to the selection).
 * A right-click opens the context menu for the row's element (for the selection, when it is part of it).
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
  const elements = [...document.pages[page]!.elements].reverse();
  if (elements.length === 0) return <p className="p-3 text-xs text-slate-500">{t("layers.empty")}</p>;
  return (
    <ul className="p-2" aria-label={t("layers.label")} data-testid="layers">
      {elements.map((e) => {
        const selected = selection.includes(e.id);
        return (
          <li key={e.id}>
            <button
              type="button"
              aria-pressed={selected}
              data-testid="layer"
              data-element-id={e.id}
              onClick={(event) =>
                store.select(event.shiftKey ? (selected ? selection.filter((s) => s !== e.id) : [...selection, e.id]) : [e.id])
              }
              onContextMenu={(event) => {
                if (!selected) store.select([e.id]);
                // A menu key the browser turned into this event has no pointer: open under the row.
                const row = event.currentTarget.getBoundingClientRect();
                const at = event.clientX || event.clientY ? { x: event.clientX, y: event.clientY } : { x: row.left + 48, y: row.bottom };
                if (onContextMenu(at)) event.preventDefault();
              }}
              className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800"
            >
              <ElementIcon path={designerElement(e.type).icon(e as never)} />
              <span className="truncate">{elementLabel(e, t)}</span>
              {e.pin ? <span className="ml-auto rounded bg-slate-100 px-1 text-[10px] text-slate-600">{t(`pin.${e.pin}`)}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
