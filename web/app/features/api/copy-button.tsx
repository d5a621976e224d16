import { useState } from "react";
import { useTranslation } from "react-i18next";

export function CopyButton({ text, className = "" }: { text: string; className?: string }) {
  const { t } = useTranslation("app");
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        } catch {
          // Clipboard access can be refused (insecure context); the text stays selectable.
        }
      }}
      className={`rounded-md bg-white/90 px-2.5 py-1 text-xs font-semibold text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${className}`}
    >
      <span aria-live="polite">{copied ? t("apiPage.copied") : t("apiPage.copy")}</span>
    </button>
  );
}
