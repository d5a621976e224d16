import { useId, useRef, useState } from "react";
import { codeSample, SAMPLE_LANGUAGE_NAMES, SAMPLE_LANGUAGES, type SampleCall, type SampleLanguage } from "./code-samples";

/** The same call in curl, Node.js, Python and PHP, as keyboard-accessible tabs. */
export function CodeTabs({ call, label, className = "" }: { call: SampleCall; label: string; className?: string }) {
  const [active, setActive] = useState<SampleLanguage>("curl");
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + SAMPLE_LANGUAGES.length) % SAMPLE_LANGUAGES.length;
    setActive(SAMPLE_LANGUAGES[next]);
    tabs.current[next]?.focus();
  }

  return (
    <div className={`overflow-hidden rounded-2xl bg-slate-950 shadow-xl ring-1 ring-white/10 ${className}`}>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-white/10 px-3 pt-3">
        {SAMPLE_LANGUAGES.map((language, index) => (
          <button
            key={language}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${language}`}
            aria-selected={active === language}
            aria-controls={`${id}-panel`}
            tabIndex={active === language ? 0 : -1}
            onClick={() => setActive(language)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`rounded-t-lg px-3 py-2 text-xs font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-400 ${
              active === language ? "bg-white/10 text-white" : "text-slate-400 hover:text-slate-200"
            }`}
          >
            {SAMPLE_LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active}`}
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-400"
      >
        {/* The focusable panel scrolls, not the <pre>: keyboard users can scroll what they can reach. */}
        <pre className="w-max min-w-full p-5 text-[13px] leading-6 text-slate-200">
          <code data-language={active}>{codeSample(active, call)}</code>
        </pre>
      </div>
    </div>
  );
}
