import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SOCIAL_CARD_CALL } from "~/features/site/code-samples";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { seoMeta } from "~/features/site/seo";
import { SolutionPage } from "~/features/site/solution-page";

export const loader = (args: LoaderFunctionArgs) => loadSitePage(args, "imageApi", "/solutions/image-generation-api");
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function ImageGenerationApi() {
  return <SolutionPage section="imageApi" call={SOCIAL_CARD_CALL} />;
}
