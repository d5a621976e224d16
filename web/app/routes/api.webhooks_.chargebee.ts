import type { ActionFunctionArgs } from "@remix-run/node";
import { chargebeeEventSchema } from "@paperjet/contracts";
import { checkChargebeeWebhookAuth, handleChargebeeEvent } from "~/features/billing/chargebee-webhook.server";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/webhooks/chargebee`: Chargebee's events (HTTP Basic auth); idempotent by event id, safe against late events. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    if (request.method !== "POST") return onlyMethod("POST")({ request });
    checkChargebeeWebhookAuth(request.headers.get("Authorization"));
    const event = await readJson(request, chargebeeEventSchema);
    const outcome = await handleChargebeeEvent(await getDb(), event as Parameters<typeof handleChargebeeEvent>[1]);
    return jsonOk({ outcome });
  });

export const loader = onlyMethod("POST");
