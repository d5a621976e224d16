import type { ActionFunctionArgs } from "@remix-run/node";
import { choosePlanDataSchema } from "@paperjet/contracts";
import { choosePlanSchema } from "~/features/billing/billing-schemas";
import { billingProvider } from "~/features/billing/billing-provider.server";
import { loadSubscription } from "~/features/billing/subscriptions.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";

/** `POST /api/subscription/plan` `{ plan, period }`: owners only; takes effect at once (or answers a checkout URL). */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    if (request.method !== "POST") return onlyMethod("POST")({ request });
    const auth = await requirePermission(request, "billing:manage");
    const body = await readJson(request, choosePlanSchema(await getRequestLocale(request)));
    const db = await getDb();
    const result = await billingProvider().choosePlan(db, { workspaceId: auth.workspace.id, plan: body.plan, period: body.period, actor: { userId: auth.user.id, name: auth.user.name, email: auth.user.email } });
    if (result.checkoutUrl) return jsonOk(choosePlanDataSchema.parse({ checkoutUrl: result.checkoutUrl }));
    const s = await loadSubscription(db, auth.workspace.id);
    return jsonOk(choosePlanDataSchema.parse({ subscription: { plan: s.plan, period: s.period, status: s.status, trialEndsAt: s.trialEndsAt, trialDaysLeft: s.trialDaysLeft, currentPeriodEnd: s.currentPeriodEnd } }));
  });

export const loader = onlyMethod("POST");
