import { useTranslation } from "react-i18next";
import type { SampleCall } from "./code-samples";
import { CodeTabs } from "./code-tabs";
import { ButtonLink, Container, CtaBanner, FeatureGrid, PageHeader, SectionHeader, useList } from "./ui";

/** The shared shape of the solution pages: header, benefits, an example call, the call to action. */
export function SolutionPage({
  section,
  call,
  children,
}: {
  section: "pdfApi" | "imageApi" | "sdk";
  call?: SampleCall;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("site");
  const benefits = useList<{ title: string; text: string }>(`${section}.benefits`);
  return (
    <>
      <PageHeader eyebrow={t(`${section}.eyebrow`)} title={t(`${section}.title`)} lead={t(`${section}.lead`)}>
        <div className="mt-8 flex flex-wrap gap-4">
          <ButtonLink to="/auth/signup" size="lg">
            {t("common.startTrial")}
          </ButtonLink>
          <ButtonLink to="/integrations/api" size="lg" variant="secondary">
            {t("common.readApiDocs")}
          </ButtonLink>
        </div>
      </PageHeader>
      <section aria-labelledby="benefits-title" className="py-20">
        <Container>
          <SectionHeader id="benefits-title" title={t(`${section}.benefitsTitle`)} />
          <div className="mt-12">
            <FeatureGrid items={benefits} columns={benefits.length === 4 ? 2 : 3} />
          </div>
        </Container>
      </section>
      {call ? (
        <section aria-labelledby="example-title" className="bg-slate-50 py-20">
          <Container className="grid items-center gap-12 lg:grid-cols-[1fr_1.4fr]">
            <div>
              <h2 id="example-title" className="text-3xl font-bold tracking-tight text-slate-900">
                {t(`${section}.codeTitle`)}
              </h2>
              <p className="mt-4 text-lg leading-8 text-slate-600">{t(`${section}.codeText`)}</p>
            </div>
            <CodeTabs call={call} label={t(`${section}.codeTitle`)} />
          </Container>
        </section>
      ) : null}
      {children}
      <CtaBanner />
    </>
  );
}
