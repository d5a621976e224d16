import { RECENT_EVENTS_LIMIT, webhookPayloadSchema, type WebhookEventType, type WebhookPayload } from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";

/**
 * The newest events the workspace's webhooks were sent (the delivery log keeps 7 days), each once:
 * an event goes to every listening endpoint as its own message, with the same body.
 */
export async function listRecentWebhookEvents(options: {
  db: Kysely<Database>;
  workspaceId: string;
  type?: WebhookEventType;
}): Promise<WebhookPayload[]> {
  let query = options.db
    .selectFrom("webhook_messages")
    .select("body")
    .where("workspace_id", "=", options.workspaceId)
    .where("event_type", "!=", "webhook.test");
  if (options.type) query = query.where("event_type", "=", options.type);
  const rows = await query
    .orderBy("created_at", "desc")
    .limit(RECENT_EVENTS_LIMIT * 5)
    .execute();
  const seen = new Set<string>();
  const events: WebhookPayload[] = [];
  for (const row of rows) {
    const payload = webhookPayloadSchema.safeParse(JSON.parse(row.body));
    if (!payload.success) continue;
    const key = `${payload.data.type}:${payload.data.data.jobId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    events.push(payload.data);
    if (events.length === RECENT_EVENTS_LIMIT) break;
  }
  return events;
}
