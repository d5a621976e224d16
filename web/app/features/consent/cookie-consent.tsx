import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/utils/use-locale";
import { type Consent, OPTIONAL_CATEGORIES, serializeConsent, type Tracker } from "./consent";
import { OPEN_COOKIE_SETTINGS } from "./cookie-settings-event";

const NONE: Consent = { analytics: false, marketing: false, functional: false };
const ALL: Consent = { analytics: true, marketing: true, functional: true };

/** Adds the allowed trackers' scripts once; nothing of a category loads before it is allowed. */
function useTrackers(trackers: Tracker[], consent: Consent | null) {
  useEffect(() => {
    if (!consent) return;
    for (const tracker of trackers) {
      if (!consent[tracker.category] || document.querySelector(`script[data-tracker="${tracker.id}"]`)) continue;
      const script = document.createElement("script");
      script.src = tracker.src;
      script.async = true;
      script.dataset.tracker = tracker.id;
      script.dataset.category = tracker.category;
      document.head.appendChild(script);
    }
  }, [trackers, consent]);
}

/**
 * The cookie bar (docs/product.md §4): essential always on; analytics, marketing
 * and functional only when allowed. Allow all, reject all, or confirm a choice
 * per category; remembered in a cookie and reopened from the footer. It is a band at the top of the
 * page, in the flow, so it pushes the page down rather than covering a form or a button of it.
 */
export function CookieConsent({ initial, trackers }: { initial: Consent | null; trackers: Tracker[] }) {
  const { t } = useTranslation("common");
  const to = useLocalizedPath();
  const [consent, setConsent] = useState<Consent | null>(initial);
  const [open, setOpen] = useState(initial === null);
  const [customizing, setCustomizing] = useState(false);
  const [draft, setDraft] = useState<Consent>(initial ?? NONE);
  const heading = useRef<HTMLHeadingElement>(null);
  const [reopened, setReopened] = useState(0);
  useTrackers(trackers, consent);

  // Reopened from the footer, at the other end of the page: bring the settings into view and focus them.
  useEffect(() => {
    if (!reopened) return;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, [reopened]);

  useEffect(() => {
    const reopen = () => {
      setDraft(consent ?? NONE);
      setCustomizing(true);
      setOpen(true);
      setReopened((n) => n + 1);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, reopen);
  }, [consent]);

  function save(choice: Consent) {
    document.cookie = serializeConsent(choice);
    // A script that already ran cannot be unloaded: withdrawing consent needs a fresh page.
    const withdrawn =
      consent &&
      OPTIONAL_CATEGORIES.some((c) => consent[c] && !choice[c]) &&
      trackers.some((tr) => consent[tr.category] && !choice[tr.category]);
    setConsent(choice);
    setOpen(false);
    setCustomizing(false);
    if (withdrawn) window.location.reload();
  }

  if (!open) return null;
  const button =
    "rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
  return (
    <section
      aria-labelledby="cookie-consent-title"
      data-cookie-bar
      className="border-b border-slate-200 bg-white px-3 py-4 text-sm shadow-sm sm:px-6"
    >
      <div className="mx-auto max-w-3xl">
        <h2 id="cookie-consent-title" ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
          {t("consent.title")}
        </h2>
        <p className="mt-2 leading-6 text-slate-600">
          {t("consent.text")}{" "}
          <a
            href={to("/privacy-policy")}
            className="rounded font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t("consent.privacyLink")}
          </a>
        </p>
        {customizing ? (
          <fieldset className="mt-4 grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">{t("consent.categoriesLegend")}</legend>
            <label className="flex gap-3 rounded-xl bg-slate-50 p-3">
              <input type="checkbox" checked disabled className="mt-0.5 h-4 w-4 rounded border-slate-300 text-indigo-600" />
              <span>
                <span className="block font-semibold text-slate-900">
                  {t("consent.categories.essential.name")} <span className="font-normal text-slate-500">· {t("consent.alwaysOn")}</span>
                </span>
                <span className="block text-slate-600">{t("consent.categories.essential.text")}</span>
              </span>
            </label>
            {OPTIONAL_CATEGORIES.map((category) => (
              <label
                key={category}
                className="flex cursor-pointer gap-3 rounded-xl bg-slate-50 p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600"
              >
                <input
                  type="checkbox"
                  name={category}
                  checked={draft[category]}
                  onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
                  className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-indigo-600"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{t(`consent.categories.${category}.name`)}</span>
                  <span className="block text-slate-600">{t(`consent.categories.${category}.text`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <button type="button" onClick={() => save(ALL)} className={`${button} bg-indigo-600 text-white hover:bg-indigo-500`}>
            {t("consent.allowAll")}
          </button>
          <button
            type="button"
            onClick={() => save(NONE)}
            className={`${button} bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`}
          >
            {t("consent.rejectAll")}
          </button>
          {customizing ? (
            <button type="button" onClick={() => save(draft)} className={`${button} bg-slate-900 text-white hover:bg-slate-700`}>
              {t("consent.confirm")}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => setCustomizing(true)}
              className={`${button} text-slate-700 underline underline-offset-4 hover:text-slate-950`}
            >
              {t("consent.customize")}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
