import { useTranslation } from "react-i18next";
import { Tooltip } from "~/components/ui-tooltip";
import { pageSizeMm, type TemplateDocument } from "@paperjet/template";
import { useDesigner } from "../designer-context.tsx";
import { addPage, deletePage, duplicatePage, movePage } from "../state/commands.ts";
import { iconButtonClass } from "../ui/fields.tsx";
import { Icon } from "../ui/icons.tsx";

/** Add, duplicate, delete and reorder the template's pages; pick the one on the canvas. */
export function PagesPanel({ document, page: current }: { document: TemplateDocument; page: number }) {
  const { t } = useTranslation("designer");
  const { store } = useDesigner();
  return (
    <div className="p-3">
      <ol className="space-y-2" aria-label={t("pages.list")}>
        {document.pages.map((page, i) => {
          const size = pageSizeMm(page);
          const name = typeof page.size === "string" ? page.size : t("pages.custom");
          return (
            <li
              key={i}
              className={`rounded-lg p-2 ring-1 ${i === current ? "bg-indigo-50 ring-indigo-300" : "ring-slate-200"}`}
              data-testid="page-item"
            >
              <button
                type="button"
                className="flex w-full items-center gap-3 rounded text-left focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-current={i === current ? "page" : undefined}
                onClick={() => store.setPage(i)}
              >
                <span
                  className="flex h-12 w-10 shrink-0 items-center justify-center rounded-sm bg-white text-xs text-slate-500 shadow ring-1 ring-slate-200"
                  style={{
                    aspectRatio: `${size.width}/${size.height}`,
                    height: size.width > size.height ? 30 : 44,
                    width: size.width > size.height ? 44 : 30,
                  }}
                >
                  {i + 1}
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-800">{t("pages.title", { n: i + 1 })}</span>
                  <span className="block text-xs text-slate-500">
                    {name} · {t(`pages.${page.orientation}`)} · {t("pages.elements", { count: page.elements.length })}
                  </span>
                </span>
              </button>
              <div className="mt-1 flex gap-1">
                <Tooltip label={t("pages.moveUp", { n: i + 1 })}>
                  <button
                    type="button"
                    className={iconButtonClass}
                    disabled={i === 0}
                    onClick={() => store.apply(t("history.movePage"), movePage(i, i - 1))}
                    aria-label={t("pages.moveUp", { n: i + 1 })}
                  >
                    <Icon name="up" />
                  </button>
                </Tooltip>
                <Tooltip label={t("pages.moveDown", { n: i + 1 })}>
                  <button
                    type="button"
                    className={iconButtonClass}
                    disabled={i === document.pages.length - 1}
                    onClick={() => store.apply(t("history.movePage"), movePage(i, i + 1))}
                    aria-label={t("pages.moveDown", { n: i + 1 })}
                  >
                    <Icon name="down" />
                  </button>
                </Tooltip>
                <Tooltip label={t("pages.duplicate", { n: i + 1 })}>
                  <button
                    type="button"
                    className={iconButtonClass}
                    onClick={() => store.apply(t("history.duplicatePage"), duplicatePage(i))}
                    aria-label={t("pages.duplicate", { n: i + 1 })}
                    data-testid="duplicate-page"
                  >
                    <Icon name="copy" />
                  </button>
                </Tooltip>
                <Tooltip label={t("pages.delete", { n: i + 1 })}>
                  <button
                    type="button"
                    className={`${iconButtonClass} ml-auto text-red-700`}
                    disabled={document.pages.length === 1}
                    onClick={() => store.apply(t("history.deletePage"), deletePage(i))}
                    aria-label={t("pages.delete", { n: i + 1 })}
                    data-testid="delete-page"
                  >
                    <Icon name="trash" />
                  </button>
                </Tooltip>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${iconButtonClass} mt-3 w-full ring-1 ring-slate-300`}
        onClick={() => store.apply(t("history.addPage"), addPage(current))}
        data-testid="add-page"
      >
        <Icon name="plus" /> {t("pages.add")}
      </button>
    </div>
  );
}
