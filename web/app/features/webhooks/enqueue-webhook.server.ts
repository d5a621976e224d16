import { randomBytes } from "node:crypto";
import { TEST_EVENT_TYPE, WEBHOOK_QUEUE, redisReconnectDelay, type JobView, type WebhookPayload } from "@paperjet/contracts";
import { redisOptions } from "@paperjet/contracts/redis-connection";
import type { Database } from "@paperjet/db";
import { Queue } from "bullmq";
import { sql, type Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";
import { env } from "~/config/env.server";
import { onShutdown } from "~/utils/on-shutdown.server";
import { singleton } from "~/utils/singleton.server";
import { endpointNotFound } from "./manage-webhooks.server";

/** Delivery jobs name the message; `attempt` continues across redeliveries. */
export interface DeliveryJobData {
  messageId: string;
}

export const WEBHOOK_BACKOFF = "webhook-schedule";
const LOG_DAYS = 7;

export function getWebhookQueue(): Queue {
  return singleton("webhook-queue", () => {
    const queue = new Queue(WEBHOOK_QUEUE, {
      prefix: env().WEB_QUEUE_PREFIX,
      connection: redisOptions(env().redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: redisReconnectDelay }),
    });
    queue.on("error", () => undefined);
    onShutdown(() => queue.close().catch(() => undefined));
    return queue;
  });
}

/**
 * Tells the workspace's endpoints that listen for this event, and the call's `callbackUrl`, that
 * a job ended: one message each, delivered (and retried) by the webhook queue.
 */
export async function announceJobEnd(options: {
  db: Kysely<Database>;
  workspaceId: string;
  kind: "document" | "batch";
  callbackUrl?: string;
  view: JobView;
}): Promise<void> {
  const { view } = options;
  const type = `${options.kind}.${view.status === "succeeded" ? "succeeded" : "failed"}` as WebhookPayload["type"];
  const payload: WebhookPayload = {
    type,
    timestamp: new Date().toISOString(),
    data: {
      jobId: view.jobId,
      status: view.status,
      pages: view.pages,
      fileUrl: view.fileUrl,
      expiresAt: view.expiresAt,
      metadata: view.metadata,
      error: view.error,
    },
  };
  const endpoints = await options.db
    .selectFrom("webhook_endpoints")
    .select(["id", "url"])
    .where("workspace_id", "=", options.workspaceId)
    .where("enabled", "=", true)
    .where(sql<boolean>`events @> ${JSON.stringify([type])}::jsonb`)
    .execute();
  for (const endpoint of endpoints)
    await enqueueMessage(options.db, { workspaceId: options.workspaceId, endpointId: endpoint.id, url: endpoint.url, payload });
  if (options.callbackUrl)
    await enqueueMessage(options.db, { workspaceId: options.workspaceId, endpointId: null, url: options.callbackUrl, payload });
}

/** "Send test event": a `webhook.test` message to one endpoint. */
export async function sendTestEvent(options: { db: Kysely<Database>; workspaceId: string; endpointId: string }): Promise<string> {
  if (!isUuid(options.endpointId)) throw endpointNotFound();
  const endpoint = await options.db
    .selectFrom("webhook_endpoints")
    .select(["id", "url"])
    .where("id", "=", options.endpointId)
    .where("workspace_id", "=", options.workspaceId)
    .executeTakeFirst();
  if (!endpoint) throw endpointNotFound();
  const payload: WebhookPayload = {
    type: TEST_EVENT_TYPE,
    timestamp: new Date().toISOString(),
    data: { jobId: "test", status: "succeeded", pages: 1, fileUrl: null, expiresAt: null, metadata: { test: true }, error: null },
  };
  return enqueueMessage(options.db, { workspaceId: options.workspaceId, endpointId: endpoint.id, url: endpoint.url, payload });
}

/** Message ids as enqueueMessage makes them; any other is answered like an unknown one, before any query. */
const MESSAGE_ID = /^msg_[\w-]{22}$/;
const messageNotFound = () => apiError("not_found", "webhookMessageNotFound", "No such webhook message.");

/** "Redeliver": the same message (same `webhook-id` and body) once more, with its own retries. */
export async function redeliverMessage(options: { db: Kysely<Database>; workspaceId: string; messageId: string }): Promise<void> {
  if (!MESSAGE_ID.test(options.messageId)) throw messageNotFound();
  const message = await options.db
    .selectFrom("webhook_messages")
    .select("id")
    .where("id", "=", options.messageId)
    .where("workspace_id", "=", options.workspaceId)
    .executeTakeFirst();
  if (!message) throw messageNotFound();
  await addDeliveryJob(message.id, `${message.id}-r${Date.now()}`);
}

async function enqueueMessage(
  db: Kysely<Database>,
  message: { workspaceId: string; endpointId: string | null; url: string; payload: WebhookPayload },
): Promise<string> {
  const id = `msg_${randomBytes(16).toString("base64url")}`;
  await db
    .deleteFrom("webhook_messages")
    .where("workspace_id", "=", message.workspaceId)
    .where("created_at", "<", new Date(Date.now() - LOG_DAYS * 86_400_000) as never)
    .execute();
  await db
    .insertInto("webhook_messages")
    .values({
      id,
      workspace_id: message.workspaceId,
      endpoint_id: message.endpointId,
      url: message.url,
      event_type: message.payload.type,
      body: JSON.stringify(message.payload),
    })
    .execute();
  await addDeliveryJob(id, id);
  return id;
}

async function addDeliveryJob(messageId: string, jobId: string): Promise<void> {
  const data: DeliveryJobData = { messageId };
  await getWebhookQueue().add("deliver", data, {
    jobId,
    attempts: env().WEBHOOK_RETRY_SCHEDULE_MS.length + 1,
    backoff: { type: WEBHOOK_BACKOFF },
    removeOnComplete: { age: 3_600, count: 10_000 },
    removeOnFail: { age: LOG_DAYS * 86_400 },
  });
}
