import type { WebhooksData } from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { hasSigningSecret } from "./check-webhook-url.server";
import { listWebhookEndpoints } from "./manage-webhooks.server";

export interface WebhookAttempt {
  attempt: number;
  at: string;
  statusCode: number | null;
  durationMs: number;
  response: string;
  error: string | null;
}
export interface WebhookMessage {
  id: string;
  endpointId: string | null;
  url: string;
  eventType: string;
  createdAt: string;
  attempts: WebhookAttempt[];
}

/** The delivery log: the newest messages of the workspace (kept 7 days), each with its attempts. */
export async function listWebhookMessages(db: Kysely<Database>, workspaceId: string, limit = 50): Promise<WebhookMessage[]> {
  const messages = await db
    .selectFrom("webhook_messages")
    .select(["id", "endpoint_id", "url", "event_type", "created_at"])
    .where("workspace_id", "=", workspaceId)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  if (messages.length === 0) return [];
  const attempts = await db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where(
      "message_id",
      "in",
      messages.map((m) => m.id),
    )
    .orderBy("attempt", "asc")
    .execute();
  return messages.map((m) => ({
    id: m.id,
    endpointId: m.endpoint_id,
    url: m.url,
    eventType: m.event_type,
    createdAt: new Date(m.created_at).toISOString(),
    attempts: attempts
      .filter((a) => a.message_id === m.id)
      .map((a) => ({
        attempt: a.attempt,
        at: new Date(a.created_at).toISOString(),
        statusCode: a.status_code,
        durationMs: a.duration_ms,
        response: a.response_excerpt,
        error: a.error,
      })),
  }));
}

/** Everything of a workspace's webhooks (`GET /api/webhooks`, the API page). */
export async function loadWebhooks(db: Kysely<Database>, workspaceId: string): Promise<WebhooksData> {
  return {
    endpoints: await listWebhookEndpoints(db, workspaceId),
    messages: await listWebhookMessages(db, workspaceId),
    hasSigningSecret: await hasSigningSecret(db, workspaceId),
  };
}
