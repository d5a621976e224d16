import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateDocument } from "@paperjet/template";
import { useDesigner } from "../designer-context.tsx";
import { replaceDocument } from "../state/commands.ts";
import { ApiError, apiJson } from "~/utils/api-client";
import { TemplateThumbnail } from "~/features/templates/template-thumbnail";

interface Design {
  id: string;
  name: string;
  version: number;
  pageCount: number;
}

/** The template library: start over from a ready-made design (one undoable step, saved like any change). */
export function TemplatesPanel() {
  const { t } = useTranslation("designer");
  const { store, csrfToken } = useDesigner();
  const [designs, setDesigns] = useState<Design[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    // Server failures are retried until the panel closes; a refused call shows an empty library, as before.
    const controller = new AbortController();
    apiJson<{ templates: Design[] }>("/api/templates/designs", { signal: controller.signal })
      .then((data) => setDesigns(data.templates))
      .catch((e) => controller.signal.aborted || (e instanceof ApiError ? setDesigns([]) : setError((e as Error).message)));
    return () => controller.abort();
  }, []);
  const use = async (design: Design) => {
    if (!window.confirm(t("library.confirm", { name: design.name }))) return;
    setBusy(design.id);
    try {
      const body = await apiJson<{ template: { document: TemplateDocument } }>(`/api/templates/${design.id}`, {
        method: "GET",
        csrfToken,
        retry: false,
      });
      const current = store.getState().document;
      store.apply(t("history.useDesign", { name: design.name }), replaceDocument({ ...body.template.document, name: current.name }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="p-3">
      <p className="mb-2 text-xs text-slate-500">{t("library.hint")}</p>
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
      {designs === null ? <p className="text-xs text-slate-500">{t("library.loading")}</p> : null}
      <ul className="space-y-2">
        {designs?.map((d) => (
          <li key={d.id}>
            <button
              type="button"
              // As tall as its thumbnail (the icon buttons' fixed height let it spill over the next row).
              className="flex w-full items-center gap-2 rounded-md p-2 text-sm text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40"
              onClick={() => use(d)}
              disabled={busy !== null}
              data-testid="library-design"
            >
              <TemplateThumbnail id={d.id} version={d.version} pages={d.pageCount} small />
              <span className="min-w-0 flex-1 text-left font-medium">{d.name}</span>
              <span className="text-xs text-slate-500">
                {busy === d.id ? t("library.loading") : t("pages.count", { count: d.pageCount })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
