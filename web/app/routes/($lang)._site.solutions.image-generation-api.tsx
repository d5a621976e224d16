import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import i18next from "~/utils/i18next.server";
import { SOCIAL_CARD_CALL } from "~/features/site/code-samples";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { seoMeta } from "~/features/site/seo";
import { signImageDemoUrl } from "~/features/site/sign-image-demo-url.server";
import { SolutionPage } from "~/features/site/solution-page";
import { Container } from "~/features/site/ui";
import { getDb } from "~/utils/db.server";

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadSitePage(args, "imageApi", "/solutions/image-generation-api");
  const t = await i18next.getFixedT(page.locale, "site");
  const demoUrl = await signImageDemoUrl(await getDb(), {
    title: t("imageApi.demo.cardTitle"),
    subtitle: t("imageApi.demo.cardSubtitle"),
    footer: "paperjet.dev",
  });
  return { ...page, demoUrl };
}
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function ImageGenerationApi() {
  const { t } = useTranslation("site");
  const { demoUrl } = useLoaderData<typeof loader>();
  return (
    <SolutionPage section="imageApi" call={SOCIAL_CARD_CALL}>
      <section aria-labelledby="live-example-title" className="py-20">
        <Container>
          <h2 id="live-example-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t("imageApi.demo.title")}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">{t("imageApi.demo.text")}</p>
          <img
            src={demoUrl}
            alt={t("imageApi.demo.alt")}
            width={1200}
            height={630}
            className="mt-8 h-auto w-full max-w-3xl rounded-xl shadow-lg ring-1 ring-slate-200"
            data-testid="signed-url-demo"
          />
          <p className="mt-4 min-w-0 break-all font-mono text-xs text-slate-500">{demoUrl}</p>
        </Container>
      </section>
    </SolutionPage>
  );
}
