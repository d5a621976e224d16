import type { LoaderFunctionArgs } from "@remix-run/node";
import { billingProvider } from "~/features/billing/billing-provider.server";
import { requireAppUserPage } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { requireLocaleParam } from "~/utils/locale";
import { contentDisposition } from "~/utils/content-disposition";

/** The billing history's PDF link: the invoice rendered in the page's language (any member). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requireLocaleParam(params);
  const auth = await requireAppUserPage(request);
  const pdf = await billingProvider()
    .invoicePdf(await getDb(), { workspaceId: auth.workspace.id, invoiceId: params.id ?? "", locale, timeoutMs: env().RENDER_TIMEOUT_MS })
    .catch((error: { status?: number }) => {
      if (error?.status === 404) throw new Response("Not Found", { status: 404 });
      throw error;
    });
  return new Response(new Uint8Array(pdf.body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(pdf.fileName),
      "Cache-Control": "private, no-store",
    },
  });
}
