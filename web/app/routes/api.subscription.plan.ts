import type { ActionFunctionArgs } from "@remix-run/node";
import { choosePlanDataSchema } from "@paperjet/contracts";
import { choosePlanSchema } from "~/features/billing/billing-schemas";
import { billingProvider } from "~/features/billing/billing-provider.server";
import { subscriptionSummary } from "~/features/billing/billing-configuration.server";
import { loadSubscription } from "~/features/billing/subscriptions.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";

/**
 * `POST /api/subscription/plan` `{ plan, period, when?, confirm? }`: owners only. Without `confirm: true`
 * the answer is the quote and nothing changes; with it the change is made (or a checkout URL answered).
 */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    if (request.method !== "POST") return onlyMethod("POST")({ request });
    const auth = await requirePermission(request, "billing:manage");
    const body = await readJson(request, choosePlanSchema(await getRequestLocale(request)));
    const db = await getDb();
    const choice = {
      workspaceId: auth.workspace.id,
      plan: body.plan,
      period: body.period,
      when: body.when,
      actor: { userId: auth.user.id, name: auth.user.name, email: auth.user.email },
    };
    if (!body.confirm) return jsonOk(choosePlanDataSchema.parse({ quote: await billingProvider().quotePlan(db, choice) }));
    const result = await billingProvider().choosePlan(db, choice);
    if (result.checkoutUrl) return jsonOk(choosePlanDataSchema.parse({ checkoutUrl: result.checkoutUrl }));
    const subscription = subscriptionSummary(await loadSubscription(db, auth.workspace.id));
    return jsonOk(choosePlanDataSchema.parse({ subscription, invoice: result.invoice ?? null }));
  });

export const loader = onlyMethod("POST");
