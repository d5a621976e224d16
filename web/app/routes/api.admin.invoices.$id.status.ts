import type { ActionFunctionArgs } from "@remix-run/node";
import { invoiceStatusChangeSchema, invoiceStatusRequestSchema } from "@paperjet/contracts";
import { setManualInvoiceStatus } from "~/features/billing/invoices.server";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/utils/api.server";
import { requireAdmin } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/admin/invoices/{id}/status` `{ status: "paid" | "voided" }`: an administrator settles a manual invoice. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    if (request.method !== "POST") return onlyMethod("POST")({ request });
    const admin = await requireAdmin(request);
    const { status } = await readJson(request, invoiceStatusRequestSchema);
    const invoice = await setManualInvoiceStatus(await getDb(), { id: params.id ?? "", status, adminId: admin.user.id });
    return jsonOk(invoiceStatusChangeSchema.parse({ invoice }));
  });

export const loader = onlyMethod("POST");
