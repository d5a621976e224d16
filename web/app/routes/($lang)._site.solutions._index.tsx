import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { seoMeta } from "~/features/site/seo";
import { Container, CtaBanner, FeatureGrid, LocalLink, PageHeader, SectionHeader, useList } from "~/features/site/ui";

export const loader = (args: LoaderFunctionArgs) => loadSitePage(args, "solutions", "/solutions");
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

const SOLUTIONS = [
  { key: "pdf", to: "/solutions/pdf-generation-api", image: "/images/solution-pdf.svg" },
  { key: "image", to: "/solutions/image-generation-api", image: "/images/solution-image.svg" },
  { key: "sdk", to: "/solutions/sdk-integration", image: "/images/solution-sdk.svg" },
] as const;

export default function Solutions() {
  const { t } = useTranslation("site");
  const useCases = useList<{ title: string; text: string }>("solutions.useCases");
  return (
    <>
      <PageHeader eyebrow={t("solutions.eyebrow")} title={t("solutions.title")} lead={t("solutions.lead")} />
      <section aria-label={t("solutions.eyebrow")} className="py-20">
        <Container className="grid gap-8 lg:grid-cols-3">
          {SOLUTIONS.map((solution) => (
            <article
              key={solution.key}
              className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg"
            >
              <img src={solution.image} alt="" width={480} height={270} className="aspect-video w-full bg-indigo-50 object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-xl font-semibold text-slate-900">
                  <LocalLink to={solution.to} className="focus-visible:outline-none">
                    <span
                      aria-hidden="true"
                      className="absolute inset-0 rounded-2xl group-has-[:focus-visible]:ring-2 group-has-[:focus-visible]:ring-indigo-600"
                    />
                    {t(`solutions.items.${solution.key}.title`)}
                  </LocalLink>
                </h2>
                <p className="mt-3 flex-1 leading-7 text-slate-600">{t(`solutions.items.${solution.key}.text`)}</p>
                <p className="mt-6 text-sm font-semibold text-indigo-700">
                  {t("common.learnMore")} <span aria-hidden="true">→</span>
                </p>
              </div>
            </article>
          ))}
        </Container>
      </section>
      <section aria-labelledby="use-cases-title" className="bg-slate-50 py-20">
        <Container>
          <SectionHeader id="use-cases-title" title={t("solutions.useCasesTitle")} />
          <div className="mt-12">
            <FeatureGrid items={useCases} />
          </div>
        </Container>
      </section>
      <CtaBanner />
    </>
  );
}
