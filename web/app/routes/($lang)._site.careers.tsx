import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { seoMeta } from "~/features/site/seo";
import { Container, FeatureGrid, PageHeader, SectionHeader, useList } from "~/features/site/ui";

export const loader = (args: LoaderFunctionArgs) => loadSitePage(args, "careers", "/careers");
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

interface Opening {
  title: string;
  team: string;
  location: string;
  text: string;
}

export default function Careers() {
  const { t } = useTranslation("site");
  const perks = useList<{ title: string; text: string }>("careers.perks");
  const openings = useList<Opening>("careers.openings");
  const process = useList<string>("careers.process");
  return (
    <>
      <PageHeader eyebrow={t("careers.eyebrow")} title={t("careers.title")} lead={t("careers.lead")} />
      <section aria-labelledby="openings-title" className="py-20">
        <Container>
          <SectionHeader id="openings-title" title={t("careers.openingsTitle")} />
          <ul className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {openings.map((opening) => (
              <li key={opening.title} className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
                <div className="max-w-2xl">
                  <h3 className="text-lg font-semibold text-slate-900">{opening.title}</h3>
                  <p className="mt-1 text-sm text-slate-500">
                    {opening.team} · {opening.location}
                  </p>
                  <p className="mt-3 leading-7 text-slate-600">{opening.text}</p>
                </div>
                <a
                  href={`mailto:jobs@paperjet.dev?subject=${encodeURIComponent(t("careers.applySubject", { title: opening.title }))}`}
                  className="inline-flex flex-none items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  {t("careers.apply")}
                  <span className="sr-only">: {opening.title}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600">{t("careers.noMatch")}</p>
        </Container>
      </section>
      <section aria-labelledby="perks-title" className="bg-slate-50 py-20">
        <Container>
          <SectionHeader id="perks-title" title={t("careers.perksTitle")} />
          <div className="mt-12">
            <FeatureGrid items={perks} columns={4} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="process-title" className="py-20">
        <Container>
          <SectionHeader id="process-title" title={t("careers.processTitle")} />
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {process.map((step, index) => (
              <li key={step} className="rounded-2xl border border-slate-200 p-6">
                <span className="text-sm font-semibold text-indigo-600">{String(index + 1).padStart(2, "0")}</span>
                <p className="mt-2 font-medium leading-7 text-slate-800">{step}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>
    </>
  );
}
