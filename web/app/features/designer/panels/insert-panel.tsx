import { useTranslation } from "react-i18next";
import { INSERT_ENTRIES, type ElementKind } from "../elements/defaults.ts";
import { ElementIcon } from "../elements/element-icon.tsx";
import { iconButtonClass } from "../ui/fields.tsx";
import { ELEMENT_DRAG_TYPE } from "../ui/drag-types.ts";

/** The element tools: click adds to the middle of the page, dragging drops it where you let go. `allowed` (an editor session's) limits the kinds. */
export function InsertPanel({ onAdd, allowed = null }: { onAdd: (kind: ElementKind) => void; allowed?: readonly string[] | null }) {
  const { t } = useTranslation("designer");
  return (
    <div className="p-3">
      <p className="mb-2 text-xs text-slate-500">{t("insert.hint")}</p>
      <ul className="grid grid-cols-2 gap-2">
        {INSERT_ENTRIES.filter(({ kind }) => !allowed || allowed.includes(kind)).map(({ kind, icon }) => (
          <li key={kind}>
            <button
              type="button"
              draggable
              data-testid={`add-${kind}`}
              onDragStart={(e) => {
                e.dataTransfer.setData(ELEMENT_DRAG_TYPE, kind);
                e.dataTransfer.effectAllowed = "copy";
              }}
              onClick={() => onAdd(kind)}
              className={`${iconButtonClass} h-16 w-full flex-col ring-1 ring-slate-200`}
            >
              <ElementIcon path={icon} />
              <span className="text-xs">{t(`elements.${kind}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
