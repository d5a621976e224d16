import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { invoiceRequestSchema, invoicesDataSchema } from "@paperjet/contracts";
import { billingProvider } from "~/features/billing/billing-provider.server";
import { handleApi, jsonOk, readJson } from "~/features/api/api.server";
import { apiError } from "~/utils/api-error-locale.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { getRequestLocale } from "~/utils/request-locale.server";
import { contentDisposition } from "~/utils/content-disposition";

/** `GET /api/subscription/invoices`: the billing history; every member reads it. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    const invoices = await billingProvider().listInvoices(await getDb(), auth.workspace.id);
    return jsonOk(invoicesDataSchema.parse({ invoices }));
  });

/** `POST /api/subscription/invoices` `{ id }`: the invoice's PDF. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    if (request.method !== "POST")
      throw apiError("method_not_allowed", "methodNotAllowed", "Use GET or POST for this call.", {
        params: { allow: "GET, POST" },
        headers: { Allow: "GET, POST" },
      });
    const auth = await requireUser(request);
    const { id } = await readJson(request, invoiceRequestSchema);
    const pdf = await billingProvider().invoicePdf(await getDb(), {
      workspaceId: auth.workspace.id,
      invoiceId: id,
      locale: await getRequestLocale(request),
      timeoutMs: env().RENDER_TIMEOUT_MS,
    });
    return new Response(new Uint8Array(pdf.body), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": contentDisposition(pdf.fileName),
        "Cache-Control": "private, no-store",
      },
    });
  });
