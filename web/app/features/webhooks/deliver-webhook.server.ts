import type { Database } from "@paperjet/db";
import { UnrecoverableError, type Job } from "bullmq";
import type { Kysely } from "kysely";
import { buildMail } from "~/features/mail/build-mail.server";
import { mailLink } from "~/features/mail/mail-text.server";
import { sendMailLater } from "~/features/mail/send-mail.server";
import { isLocale } from "~/utils/locale";
import { webhookTarget, type OutboundRules } from "./check-webhook-url.server";
import type { DeliveryJobData } from "./enqueue-webhook.server";
import { postWebhook, type WebhookAnswer } from "./post-webhook.server";
import { signWebhook } from "./sign-webhook.server";

/** A thrown attempt (refused, non-2xx, no answer) counts as "failed" in /metrics. */
export type DeliveryOutcome = "delivered" | "skipped";

/**
 * The delay before retry `attemptsMade` (1-based): the schedule's entry plus up to a tenth of jitter,
 * so receivers that failed together are not retried in step.
 */
export function retryDelay(schedule: number[], attemptsMade: number, random = Math.random): number {
  const base = schedule[Math.min(attemptsMade, schedule.length) - 1] ?? 0;
  return Math.round(base + base * 0.1 * random());
}

/**
 * One attempt of one message (a job of the webhook queue): sign it with the endpoint's secret (or
 * the workspace's, for a callbackUrl), check the address under the outbound rules again, POST it
 * with a time limit and log the answer. A non-2xx answer throws, so BullMQ retries it later as a
 * delayed job (in Redis: a restart loses none). 410 disables the endpoint; the last failed
 * attempt of an endpoint's message disables it too and tells the workspace's owners.
 */
export async function deliverWebhook(options: {
  job: Job<DeliveryJobData>;
  db: Kysely<Database>;
  timeoutMs: number;
  rules?: OutboundRules;
}): Promise<DeliveryOutcome> {
  const { job, db } = options;
  const message = await db.selectFrom("webhook_messages").selectAll().where("id", "=", job.data.messageId).executeTakeFirst();
  if (!message) return "skipped";
  const endpoint = message.endpoint_id
    ? await db.selectFrom("webhook_endpoints").selectAll().where("id", "=", message.endpoint_id).executeTakeFirst()
    : undefined;
  if (message.endpoint_id && (!endpoint || !endpoint.enabled)) return "skipped";
  const secret =
    endpoint?.secret ??
    (await db.selectFrom("workspace_signing_secrets").select("secret").where("workspace_id", "=", message.workspace_id).executeTakeFirst())
      ?.secret;
  if (!secret) return "skipped";
  const url = endpoint?.url ?? message.url;
  const previous = await db
    .selectFrom("webhook_deliveries")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("message_id", "=", message.id)
    .executeTakeFirstOrThrow();
  const attempt = Number(previous.n) + 1;

  const target = await webhookTarget(url, options.rules);
  let answer: WebhookAnswer;
  if ("reason" in target) {
    answer = { statusCode: null, durationMs: 0, excerpt: "", error: `refused: ${target.reason}` };
  } else {
    // A rotated endpoint secret stays valid for a day: until then both sign, so no receiver misses a delivery.
    const previous =
      endpoint?.previous_secret && endpoint.previous_secret_expires_at && new Date(endpoint.previous_secret_expires_at) > new Date()
        ? [endpoint.previous_secret]
        : [];
    const headers = signWebhook({
      secrets: [secret, ...previous],
      messageId: message.id,
      timestamp: Math.floor(Date.now() / 1000),
      body: message.body,
    });
    answer = await postWebhook({ url: target.url, address: target.address, headers, body: message.body, timeoutMs: options.timeoutMs });
  }
  await db
    .insertInto("webhook_deliveries")
    .values({
      message_id: message.id,
      attempt,
      status_code: answer.statusCode,
      duration_ms: answer.durationMs,
      response_excerpt: answer.excerpt,
      error: answer.error,
    })
    .execute();

  if (answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300) return "delivered";
  if ("reason" in target) throw new UnrecoverableError(answer.error ?? "refused");
  if (answer.statusCode === 410 && endpoint) {
    await disableEndpoint(db, endpoint.id, "The receiver answered 410 Gone.");
    throw new UnrecoverableError("the receiver answered 410: endpoint disabled");
  }
  const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  if (lastAttempt && endpoint) {
    await disableEndpoint(db, endpoint.id, "Every delivery attempt of a message failed.");
    await mailOwners(db, message.workspace_id, endpoint.url);
  }
  throw new Error(answer.error ?? `the receiver answered ${answer.statusCode}`);
}

async function disableEndpoint(db: Kysely<Database>, endpointId: string, reason: string): Promise<void> {
  await db
    .updateTable("webhook_endpoints")
    .set({ enabled: false, disabled_reason: reason, updated_at: new Date() })
    .where("id", "=", endpointId)
    .execute();
}

async function mailOwners(db: Kysely<Database>, workspaceId: string, url: string): Promise<void> {
  const owners = await db
    .selectFrom("workspace_members")
    .innerJoin("users", "users.id", "workspace_members.user_id")
    .innerJoin("workspaces", "workspaces.id", "workspace_members.workspace_id")
    .select(["users.email", "users.name", "users.locale", "workspaces.name as workspace"])
    .where("workspace_members.workspace_id", "=", workspaceId)
    .where("workspace_members.role", "=", "owner")
    .execute();
  for (const owner of owners) {
    const locale = isLocale(owner.locale) ? owner.locale : "en";
    sendMailLater(() =>
      buildMail({
        key: "webhookDisabled",
        to: owner.email,
        name: owner.name,
        locale,
        params: { url, workspace: owner.workspace },
        actionUrl: mailLink(locale, "/app/api"),
      }),
    );
  }
}
