import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui-button";
import { useLocalizedPath } from "~/utils/use-locale";

/** A list from a translation file (`returnObjects`), empty while the namespace is still loading. */
export function useList<T>(key: string, ns = "site", values: Record<string, string> = {}): T[] {
  const { t } = useTranslation(ns);
  const value = t(key, { returnObjects: true, ...values }) as unknown;
  return Array.isArray(value) ? (value as T[]) : [];
}

export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-6 lg:px-8 ${className}`}>{children}</div>;
}

export function Eyebrow({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <p className={`text-sm font-semibold uppercase tracking-wider text-indigo-600 ${className}`}>{children}</p>;
}

/** The top of an inner page: the page's one h1. */
export function PageHeader({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="relative isolate overflow-hidden border-b border-slate-200 bg-gradient-to-b from-indigo-50/80 to-white">
      <Container className="py-16 sm:py-24">
        <div className="max-w-3xl">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
          {lead ? <p className="mt-6 text-lg leading-8 text-pretty text-slate-600">{lead}</p> : null}
          {children}
        </div>
      </Container>
    </header>
  );
}

export function SectionHeader({
  eyebrow,
  title,
  lead,
  center = false,
  id,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  center?: boolean;
  id?: string;
}) {
  return (
    <div className={`max-w-2xl ${center ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg leading-8 text-slate-600">{lead}</p> : null}
    </div>
  );
}

/** A link styled as a button; `to` is unprefixed and gets the page's language. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  size = "md",
  className = "",
}: {
  to: string;
  children: ReactNode;
  variant?: "primary" | "secondary" | "ghost";
  size?: "md" | "lg";
  className?: string;
}) {
  const localize = useLocalizedPath();
  const sizing = size === "lg" ? "px-5 py-3 text-base" : "";
  return (
    <Link to={localize(to)} className={buttonClass(variant, `${sizing} ${className}`)}>
      {children}
    </Link>
  );
}

/** An internal link in the page's language. */
export function LocalLink({
  to,
  children,
  className,
  ...rest
}: {
  to: string;
  children: ReactNode;
  className?: string;
  "aria-current"?: "page";
}) {
  const localize = useLocalizedPath();
  return (
    <Link to={localize(to)} className={className} {...rest}>
      {children}
    </Link>
  );
}

export function CheckItem({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return (
    <li className="flex gap-3">
      <svg
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        className={`mt-0.5 h-5 w-5 flex-none ${dark ? "text-indigo-300" : "text-indigo-600"}`}
      >
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{children}</span>
    </li>
  );
}

export function Faq({ items, title }: { items: { question: string; answer: string }[]; title: string }) {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl">
      <h2 id="faq-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {/* Question and answer pairs in <details>: a <dl> may not hold them (axe: definition-list). */}
      <div className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
        {items.map((item) => (
          <details key={item.question} className="group py-5 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-6 rounded-md text-left text-base font-semibold text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600">
              <span>{item.question}</span>
              <span aria-hidden="true" className="mt-0.5 text-xl leading-none text-indigo-600 transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 pr-10 leading-7 text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** The closing call to action of most pages. */
export function CtaBanner() {
  const { t } = useTranslation("site");
  return (
    <section aria-labelledby="cta-title" className="bg-white py-20">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-slate-900 px-6 py-16 text-center shadow-xl sm:px-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_50%_0%,rgba(99,102,241,0.45),transparent)]"
          />
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {t("common.ctaTitle")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-slate-300">{t("common.ctaText")}</p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
            <ButtonLink to="/auth/signup" size="lg" className="bg-white !text-slate-900 hover:!bg-indigo-50">
              {t("common.startTrial")}
            </ButtonLink>
            <LocalLink
              to="/book-a-demo"
              className="rounded-lg px-4 py-3 text-base font-semibold text-white hover:text-indigo-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
            >
              {t("common.bookDemo")} <span aria-hidden="true">→</span>
            </LocalLink>
          </div>
          <p className="mt-6 text-sm text-slate-400">{t("common.trialNote")}</p>
        </div>
      </Container>
    </section>
  );
}

export function FeatureGrid({ items, columns = 3 }: { items: { title: string; text: string }[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <dl className={`grid gap-6 ${cols}`}>
      {items.map((item, index) => (
        <div key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <dt className="flex items-center gap-3 text-base font-semibold text-slate-900">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 flex-none items-center justify-center rounded-lg bg-indigo-600 text-sm font-bold text-white"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            {item.title}
          </dt>
          <dd className="mt-3 leading-7 text-slate-600">{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
