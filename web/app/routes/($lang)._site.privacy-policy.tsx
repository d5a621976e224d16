import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { seoMeta } from "~/features/site/seo";
import { Container, PageHeader, useList } from "~/features/site/ui";

export const loader = (args: LoaderFunctionArgs) => loadSitePage(args, "privacy", "/privacy-policy");
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function PrivacyPolicy() {
  const { t } = useTranslation("site");
  const sections = useList<{ title: string; paragraphs: string[] }>("privacy.sections");
  return (
    <>
      <PageHeader eyebrow={t("privacy.eyebrow")} title={t("privacy.title")} lead={t("privacy.intro")}>
        <p className="mt-4 text-sm text-slate-500">{t("privacy.updated")}</p>
      </PageHeader>
      <Container className="grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t("apiReference.onThisPage")} className="hidden lg:block">
          <ol className="sticky top-24 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#privacy-${index + 1}`}
                  className="rounded text-slate-600 hover:text-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <section
              key={section.title}
              id={`privacy-${index + 1}`}
              aria-labelledby={`privacy-${index + 1}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`privacy-${index + 1}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-4 leading-8 text-slate-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
