import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { INVOICE_CALL } from "~/features/site/code-samples";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { seoMeta } from "~/features/site/seo";
import { SolutionPage } from "~/features/site/solution-page";

export const loader = (args: LoaderFunctionArgs) => loadSitePage(args, "pdfApi", "/solutions/pdf-generation-api");
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function PdfGenerationApi() {
  return <SolutionPage section="pdfApi" call={INVOICE_CALL} />;
}
