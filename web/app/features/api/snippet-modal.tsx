import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { documentExampleData } from "@paperjet/template";
import { Dialog } from "~/components/ui-dialog";
import { renderFormatSchema, type RenderFormat } from "@paperjet/contracts";
import { SAMPLE_LANGUAGE_NAMES, SAMPLE_LANGUAGES, type SampleLanguage } from "~/features/site/code-samples";
import { codeSnippet } from "./code-snippets";
import { CopyButton } from "./copy-button";
import { DraftNotice } from "./draft-notice";
import { apiJson } from "~/utils/api-client";

/**
 * The integration code-snippet modal: the generate call of one template in curl, Node, Python and PHP,
 * sending the template's saved example data (so it reproduces the designer's preview) with the key
 * created on this page, if any. Above it, whether the designer's draft has changes these calls do not see yet.
 */
export function SnippetModal({
  template,
  baseUrl,
  apiKey,
  csrfToken,
  canSaveVersion,
  onClose,
}: {
  template: { id: string; name: string } | null;
  baseUrl: string;
  apiKey?: string;
  csrfToken: string;
  /** The caller's role may save templates. */
  canSaveVersion: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("app");
  const [language, setLanguage] = useState<SampleLanguage>("curl");
  const [format, setFormat] = useState<RenderFormat>("pdf");
  const [data, setData] = useState<unknown>(null);
  // A version saved from here changes the example data the calls send.
  const [versionsSaved, setVersionsSaved] = useState(0);
  useEffect(() => {
    if (!template) return;
    setData(null);
    const controller = new AbortController();
    apiJson<{ template: { document: Parameters<typeof documentExampleData>[0] } }>(`/api/templates/${template.id}`, {
      signal: controller.signal,
    })
      .then((data) => setData(documentExampleData(data.template.document)))
      .catch(() => controller.signal.aborted || setData({}));
    return () => controller.abort();
  }, [template, versionsSaved]);
  if (!template) return null;
  const fileStem = template.name.replace(/[^\w.-]+/g, "-").replace(/^-|-$/g, "") || "document";
  const code = data === null ? "" : codeSnippet(language, { baseUrl, templateId: template.id, data, fileStem, format, apiKey });
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t("apiPage.snippetTitle", { name: template.name })}
      description={t(apiKey ? "apiPage.snippetKeyIncluded" : "apiPage.snippetKeyHint")}
      testId="snippet-modal"
    >
      <DraftNotice templateId={template.id} csrfToken={csrfToken} canSave={canSaveVersion} onSaved={() => setVersionsSaved((n) => n + 1)} />
      <div role="tablist" aria-label={t("apiPage.snippets")} className="flex gap-1 border-b border-slate-200">
        {SAMPLE_LANGUAGES.map((l) => (
          <button
            key={l}
            role="tab"
            type="button"
            aria-selected={language === l}
            onClick={() => setLanguage(l)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${
              language === l ? "border-indigo-600 text-indigo-700" : "border-transparent text-slate-500 hover:text-slate-800"
            }`}
          >
            {SAMPLE_LANGUAGE_NAMES[l]}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-4">
        {data === null ? (
          <p className="py-10 text-center text-sm text-slate-500">{t("common.loading")}</p>
        ) : (
          <>
            {/* Above the code, not over it: laid over the code it covered the URL. */}
            <div className="mb-2 flex items-center justify-between gap-2">
              <label className="flex items-center gap-2 text-sm text-slate-700">
                {t("apiPage.snippetFormat")}
                <select
                  value={format}
                  onChange={(e) => setFormat(renderFormatSchema.parse(e.target.value))}
                  className="rounded-md border-0 py-1 pl-2 pr-8 text-sm ring-1 ring-inset ring-slate-300"
                  data-testid="snippet-format"
                >
                  {renderFormatSchema.options.map((f) => (
                    <option key={f} value={f}>
                      {t(`apiPage.formats.${f}`)}
                    </option>
                  ))}
                </select>
              </label>
              <CopyButton text={code} />
            </div>
            <pre
              className="max-h-96 overflow-auto rounded-xl bg-slate-950 p-4 text-xs leading-relaxed text-slate-100"
              data-testid="snippet-code"
            >
              <code>{code}</code>
            </pre>
          </>
        )}
      </div>
    </Dialog>
  );
}
