import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Engine } from "@paperjet/engine";
import type { TemplateDocument } from "@paperjet/template";
import { PX_PER_MM } from "./canvas/design-canvas.tsx";
import { describeWarning, isOverlap } from "./preview/describe-warning.ts";

/**
 * The document as it will be generated: the same engine, the example data, real pagination (a long
 * table continues on new pages, pinned elements and page numbers on every page they ask for).
 */
export function PreviewPane({
  engine,
  document,
  data,
  images,
  zoom,
  title,
}: {
  engine: Engine;
  document: TemplateDocument;
  data: Record<string, unknown>;
  images: Record<string, string>;
  zoom: number;
  title?: string;
}) {
  const { t } = useTranslation("designer");
  const result = useMemo(() => {
    try {
      return engine.render(document, data, { images });
    } catch (error) {
      return { pages: [], warnings: [(error as Error).message] };
    }
  }, [engine, document, data, images]);
  const scale = zoom * PX_PER_MM;
  return (
    <div className="h-full overflow-auto bg-slate-200 p-8" data-testid="preview">
      <p className="mb-4 text-center text-sm text-slate-600" role="status">
        {title ? `${title} · ` : ""}
        {t("preview.pages", { count: result.pages.length })}
      </p>
      {result.warnings.length ? (
        // Overlaps hide content in the output: shown open, not behind a click.
        <details
          className="mx-auto mb-4 max-w-xl rounded-md bg-amber-50 p-2 text-xs text-amber-900 ring-1 ring-amber-200"
          open={result.warnings.some(isOverlap) || undefined}
          data-testid="preview-warnings"
        >
          <summary>{t("preview.warnings", { count: result.warnings.length })}</summary>
          <ul className="mt-1 list-disc pl-4">
            {result.warnings.map((w, i) => (
              <li key={i}>{describeWarning(w, document, t)}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="flex flex-col items-center gap-6">
        {result.pages.map((page, i) => (
          <figure key={i} className="m-0">
            <div
              className="bg-white shadow-lg [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
              style={{ width: page.widthMm * scale, height: page.heightMm * scale }}
              data-testid="preview-page"
              dangerouslySetInnerHTML={{ __html: page.svg }}
            />
            <figcaption className="mt-1 text-center text-xs text-slate-500">
              {t("preview.pageOf", { n: i + 1, total: result.pages.length })}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
