import { useTranslation } from "react-i18next";
import { SDK_BROWSER_SNIPPET, SDK_SERVER_SNIPPET } from "./sdk-snippets";

/** The two halves of an integration: the server creating a session, the page mounting it. */
export function SdkSnippets() {
  const { t } = useTranslation("site");
  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t("sdk.docs.server")}</h3>
        <pre
          tabIndex={0}
          className="mt-2 overflow-x-auto rounded-xl bg-slate-950 p-4 text-sm leading-6 text-slate-100"
          data-testid="sdk-server-snippet"
        >
          <code>{SDK_SERVER_SNIPPET}</code>
        </pre>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t("sdk.docs.browser")}</h3>
        <pre
          tabIndex={0}
          className="mt-2 overflow-x-auto rounded-xl bg-slate-950 p-4 text-sm leading-6 text-slate-100"
          data-testid="sdk-browser-snippet"
        >
          <code>{SDK_BROWSER_SNIPPET}</code>
        </pre>
      </div>
      <p className="max-w-3xl text-sm leading-6 text-slate-600">{t("sdk.docs.protocol")}</p>
    </div>
  );
}
