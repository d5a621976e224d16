import { memo } from "react";
import { useTranslation } from "react-i18next";
import { pageTop, type DocumentView } from "./document-view.ts";

interface CanvasPagesProps {
  svgs: string[];
  view: DocumentView;
  pageIndex: number;
  pageHeightMm: number;
  scale: number;
}

/**
 * The pages the canvas shows, stacked: the designed page, then each page its overflow generates,
 * labelled as generated with its number in the document. The drawings are not read out (their headings
 * and tables would mix with the designer's own); the layers panel describes the elements.
 */
export const CanvasPages = memo(function CanvasPages({ svgs, view, pageIndex, pageHeightMm, scale }: CanvasPagesProps) {
  const { t } = useTranslation("designer");
  const height = pageHeightMm * scale;
  const last = pageTop(svgs.length - 1, pageHeightMm) * scale + height;
  return (
    <>
      {svgs.map((svg, i) => {
        const top = pageTop(i, pageHeightMm) * scale;
        const generated = i > 0;
        return (
          <div key={i}>
            {generated ? (
              <p
                className="absolute left-0 text-[11px] font-medium text-slate-500"
                style={{ top: top - 18 }}
                data-testid="generated-page-label"
              >
                {t("canvas.generatedPage", { number: view.pages[i]?.number, total: view.total })}
              </p>
            ) : null}
            <div
              className={`absolute inset-x-0 bg-white shadow-md ring-1 ${generated ? "ring-slate-400" : "ring-slate-300"}`}
              style={{ top, height }}
              data-testid={generated ? "generated-page" : "design-page"}
              data-page={pageIndex}
              data-number={view.pages[i]?.number}
            >
              <div
                className="absolute inset-0 [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
                data-testid={generated ? "generated-page-svg" : "page-svg"}
                aria-hidden="true"
                dangerouslySetInnerHTML={{ __html: svg }}
              />
            </div>
          </div>
        );
      })}
      {view.omitted > 0 ? (
        <p className="absolute left-0 text-xs text-slate-500" style={{ top: last + 8 }} data-testid="omitted-pages">
          {t("canvas.morePages", { count: view.omitted })}
        </p>
      ) : null}
    </>
  );
});
