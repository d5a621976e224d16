import { invoiceStatusChangeSchema, invoiceStatusRequestSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { runAdminWrite } from "~/features/admin/admin-writes.server";
import { setManualInvoiceStatus } from "~/features/billing/invoices.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/invoices/{id}/status` `{ status: "paid" | "voided" }`: an administrator settles a manual invoice (audited). */
const route = adminRoute({
  post: async ({ request, params, auth, db }) => {
    const { status } = await readJson(request, invoiceStatusRequestSchema);
    const invoice = await runAdminWrite(db, { actor: actorOf(auth), action: "invoice.status", targetType: "invoice" }, async (trx) => {
      const settled = await setManualInvoiceStatus(trx, { id: params.id ?? "", status, adminId: auth.user.id });
      return { result: settled, targetId: settled.id, before: { status: "payment_due" }, after: { status } };
    });
    return jsonOk(invoiceStatusChangeSchema.parse({ invoice }));
  },
});
export const loader = route.loader;
export const action = route.action;
