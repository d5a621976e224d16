import { useEffect, useRef, useState } from "react";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { Tooltip } from "~/components/ui-tooltip";

/** Each step and the part of the page it talks about (the element with that `data-tour`). */
const STEPS = [
  { key: "s1", target: "usage" },
  { key: "s2", target: "create" },
  { key: "s3", target: "nav-api" },
  { key: "s4", target: "suggest" },
] as const;

interface Spot {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where the step's feature is on screen, following scrolling and resizing; null when it is not shown (a phone hides the sidebar). */
function useSpotlight(target: string): Spot | null {
  const [spot, setSpot] = useState<Spot | null>(null);
  useEffect(() => {
    const element = document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
    if (!element || element.getClientRects().length === 0) {
      setSpot(null);
      return;
    }
    element.scrollIntoView({ block: "nearest" });
    const measure = () => {
      const r = element.getBoundingClientRect();
      setSpot({ top: r.top, left: r.left, width: r.width, height: r.height });
    };
    measure();
    window.addEventListener("resize", measure);
    window.addEventListener("scroll", measure, true);
    return () => {
      window.removeEventListener("resize", measure);
      window.removeEventListener("scroll", measure, true);
    };
  }, [target]);
  return spot;
}

/** docs/product.md §4: the dashboard tour with next, back and close; shown once (closing records it). */
export function DashboardTour() {
  const { t } = useTranslation("app");
  const [step, setStep] = useState(0);
  const [open, setOpen] = useState(true);
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [step]);
  const spot = useSpotlight(open ? STEPS[step]!.target : "");
  if (!open) return null;
  const close = () => {
    setOpen(false);
    fetcher.submit(formRef.current);
  };
  const { key, target } = STEPS[step]!;
  return (
    <>
      {spot ? (
        <div
          aria-hidden="true"
          data-testid="tour-highlight"
          data-target={target}
          className="pointer-events-none fixed z-30 rounded-xl ring-4 ring-indigo-500 ring-offset-2 transition-all"
          style={{
            top: spot.top,
            left: spot.left,
            width: spot.width,
            height: spot.height,
          }}
        />
      ) : null}
      {/* Escape anywhere in the tour closes it, as in every dialog of the kit. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        role="dialog"
        aria-label={t("tour.label")}
        data-testid="dashboard-tour"
        onKeyDown={(e) => e.key === "Escape" && close()}
        className="fixed bottom-6 right-6 z-40 w-[calc(100%-3rem)] max-w-sm rounded-2xl bg-slate-900 p-5 text-white shadow-2xl"
      >
        <fetcher.Form method="post" ref={formRef} className="hidden">
          <CsrfInput />
          <input type="hidden" name="intent" value="tour-seen" />
        </fetcher.Form>
        <div className="flex items-center justify-between">
          <p className="text-xs font-medium uppercase tracking-wide text-indigo-300">
            {t("tour.step", { current: step + 1, total: STEPS.length })}
          </p>
          <Tooltip label={t("tour.close")}>
            <button
              type="button"
              onClick={close}
              aria-label={t("tour.close")}
              className="rounded-md p-1 text-slate-400 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </Tooltip>
        </div>
        <h2 ref={headingRef} tabIndex={-1} className="mt-2 text-lg font-semibold focus:outline-none">
          {t(`tour.${key}Title`)}
        </h2>
        <p className="mt-1 text-sm text-slate-300">{t(`tour.${key}Text`)}</p>
        <div className="mt-5 flex items-center justify-between">
          <div className="flex gap-1.5" aria-hidden="true">
            {STEPS.map((s, i) => (
              <span key={s.key} className={`h-1.5 w-5 rounded-full ${i === step ? "bg-indigo-400" : "bg-slate-700"}`} />
            ))}
          </div>
          <div className="flex gap-2">
            {step > 0 ? (
              <Button type="button" variant="ghost" className="!text-slate-200 hover:!bg-slate-800" onClick={() => setStep(step - 1)}>
                {t("tour.back")}
              </Button>
            ) : null}
            {step < STEPS.length - 1 ? (
              <Button type="button" onClick={() => setStep(step + 1)}>
                {t("tour.next")}
              </Button>
            ) : (
              <Button type="button" onClick={close}>
                {t("tour.done")}
              </Button>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
