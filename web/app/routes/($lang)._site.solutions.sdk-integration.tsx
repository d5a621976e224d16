import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { seoMeta } from "~/features/site/seo";
import { SolutionPage } from "~/features/site/solution-page";
import { ButtonLink, Container, useList } from "~/features/site/ui";
import { SdkDemo } from "~/features/editor-sessions/sdk-demo";
import { SdkSnippets } from "~/features/editor-sessions/sdk-snippets-view";

export const loader = (args: LoaderFunctionArgs) => loadSitePage(args, "sdk", "/solutions/sdk-integration");
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function SdkIntegration() {
  const { t } = useTranslation("site");
  const steps = useList<string>("sdk.steps");
  return (
    <SolutionPage section="sdk">
      <section aria-labelledby="sdk-steps-title" className="bg-slate-50 py-20">
        <Container className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="sdk-steps-title" className="text-3xl font-bold tracking-tight text-slate-900">
              {t("sdk.stepsTitle")}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">{t("sdk.availability")}</p>
            <ButtonLink to="/book-a-demo" size="lg" className="mt-8">
              {t("common.bookDemo")}
            </ButtonLink>
          </div>
          <ol className="space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 flex-none items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="leading-7 text-slate-700">{step}</span>
              </li>
            ))}
          </ol>
        </Container>
      </section>
      <section aria-labelledby="sdk-demo-title" className="py-20">
        <Container>
          <h2 id="sdk-demo-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t("sdk.demo.title")}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">{t("sdk.demo.lead")}</p>
          <div className="mt-8">
            <SdkDemo />
          </div>
        </Container>
      </section>
      <section aria-labelledby="sdk-docs-title" className="bg-slate-50 py-20">
        <Container>
          <h2 id="sdk-docs-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t("sdk.docs.title")}
          </h2>
          <p className="mt-4 mb-8 max-w-3xl text-lg leading-8 text-slate-600">{t("sdk.docs.lead")}</p>
          <SdkSnippets />
        </Container>
      </section>
    </SolutionPage>
  );
}
