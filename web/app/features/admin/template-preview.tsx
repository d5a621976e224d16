import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Engine } from "@paperjet/engine";
import { exampleData, type TemplateDocument } from "@paperjet/template";
import { Spinner } from "~/components/ui-button";
import { loadBrowserEngine } from "~/features/designer/browser-engine";
import { useDocumentFonts } from "~/features/designer/use-document-fonts";
import { PreviewPane } from "~/features/designer/preview-pane";

/**
 * A read-only preview of a customer's template, drawn in the browser by the same engine, fonts and
 * preview pane as the designer, with the bindings' example data. Images of the customer's media are
 * left out: an administrator is not a member of the workspace whose uploads they are.
 */
export function TemplatePreview({ document }: { document: TemplateDocument }) {
  const { t } = useTranslation("app");
  const [engine, setEngine] = useState<Engine | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadBrowserEngine().then(setEngine, () => setFailed(true));
  }, []);
  const fonts = useDocumentFonts(engine, document);
  const data = useMemo(() => exampleData(document.bindings) as Record<string, unknown>, [document.bindings]);
  if (failed || fonts.error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t("admin.template.previewFailed")}
      </p>
    );
  if (!engine || !fonts.ready)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> {t("admin.template.previewLoading")}
      </p>
    );
  return (
    <div className="h-[36rem] overflow-hidden rounded-xl ring-1 ring-slate-200" data-testid="admin-template-preview">
      <PreviewPane engine={engine} document={fonts.ready} data={data} images={{}} zoom={0.6} />
    </div>
  );
}
