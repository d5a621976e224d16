import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { seoMeta } from "~/features/site/seo";
import { ButtonLink, Container, FeatureGrid, PageHeader, SectionHeader, useList } from "~/features/site/ui";

export const loader = (args: LoaderFunctionArgs) => loadSitePage(args, "about", "/about-us");
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function AboutUs() {
  const { t } = useTranslation("site");
  const story = useList<string>("about.story");
  const values = useList<{ title: string; text: string }>("about.values");
  const facts = useList<{ value: string; label: string }>("about.facts");
  return (
    <>
      <PageHeader eyebrow={t("about.eyebrow")} title={t("about.title")} lead={t("about.lead")} />
      <section aria-labelledby="story-title" className="py-20">
        <Container className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="story-title" className="text-3xl font-bold tracking-tight text-slate-900">
              {t("about.storyTitle")}
            </h2>
            <img src="/images/about-team.svg" alt="" width={560} height={400} className="mt-8 hidden w-full rounded-2xl lg:block" />
          </div>
          <div className="space-y-6 text-lg leading-8 text-slate-700">
            {story.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </Container>
      </section>
      <section aria-labelledby="facts-title" className="bg-indigo-700 py-16">
        <Container>
          <h2 id="facts-title" className="sr-only">
            {t("about.factsTitle")}
          </h2>
          <dl className="grid gap-10 text-center sm:grid-cols-2 lg:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse gap-2">
                <dt className="text-sm leading-6 text-indigo-100">{fact.label}</dt>
                <dd className="text-4xl font-bold tracking-tight text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
      <section aria-labelledby="values-title" className="bg-slate-50 py-20">
        <Container>
          <SectionHeader id="values-title" title={t("about.valuesTitle")} />
          <div className="mt-12">
            <FeatureGrid items={values} columns={4} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="join-title" className="py-20">
        <Container className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-white sm:flex-row sm:items-center">
          <div>
            <h2 id="join-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t("about.ctaTitle")}
            </h2>
            <p className="mt-2 text-slate-600">{t("about.ctaText")}</p>
          </div>
          <ButtonLink to="/careers" size="lg">
            {t("about.ctaButton")}
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}
