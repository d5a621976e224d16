import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";
import { assertWebhookUrl } from "./check-webhook-url.server";
import { createSigningSecret } from "./sign-webhook.server";

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  disabledReason: string | null;
  createdAt: string;
}

const MAX_ENDPOINTS = 20;

/** The answer for an endpoint id that names none of the workspace's (checked before any query when it is no UUID). */
export const endpointNotFound = () => apiError("not_found", "webhookNotFound", "No such webhook endpoint.");

const toEndpoint = (row: {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  created_at: Date;
}): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  disabledReason: row.disabled_reason,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listWebhookEndpoints(db: Kysely<Database>, workspaceId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .selectFrom("webhook_endpoints")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .orderBy("created_at", "asc")
    .execute();
  return rows.map(toEndpoint);
}

/** A new endpoint (its URL checked under the outbound rules); the answer is the only time its secret is shown. */
export async function createWebhookEndpoint(
  db: Kysely<Database>,
  workspaceId: string,
  input: { url: string; events?: WebhookEventType[]; description?: string },
): Promise<WebhookEndpoint & { secret: string }> {
  await assertWebhookUrl(input.url, "url");
  const count = await db
    .selectFrom("webhook_endpoints")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_ENDPOINTS)
    throw apiError("conflict", "tooManyWebhooks", `A workspace has at most ${MAX_ENDPOINTS} webhook endpoints.`, {
      params: { max: MAX_ENDPOINTS },
    });
  const secret = createSigningSecret();
  const row = await db
    .insertInto("webhook_endpoints")
    .values({
      workspace_id: workspaceId,
      url: input.url,
      description: input.description ?? "",
      events: JSON.stringify(input.events?.length ? input.events : WEBHOOK_EVENT_TYPES),
      secret,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...toEndpoint(row), secret };
}

export async function updateWebhookEndpoint(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
  input: { url?: string; events?: WebhookEventType[]; description?: string; enabled?: boolean },
): Promise<WebhookEndpoint> {
  if (!isUuid(id)) throw endpointNotFound();
  if (input.url !== undefined) await assertWebhookUrl(input.url, "url");
  const row = await db
    .updateTable("webhook_endpoints")
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events?.length ? { events: JSON.stringify(input.events) } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      // Enabling again clears why it was disabled.
      ...(input.enabled !== undefined ? { enabled: input.enabled, disabled_reason: input.enabled ? null : "Disabled by a member." } : {}),
      updated_at: new Date(),
    })
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw endpointNotFound();
  return toEndpoint(row);
}

export async function deleteWebhookEndpoint(db: Kysely<Database>, workspaceId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw endpointNotFound();
  const result = await db.deleteFrom("webhook_endpoints").where("id", "=", id).where("workspace_id", "=", workspaceId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw endpointNotFound();
}

/** How long a replaced endpoint secret still signs deliveries, so receivers can switch without a gap. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 60 * 60 * 1000;

/**
 * A new secret for one endpoint, shown only in this answer. The old one keeps signing deliveries
 * (beside the new one) for 24 hours; a second rotation within them replaces the old one by the
 * one it rotates away from.
 */
export async function rotateEndpointSecret(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
  now = new Date(),
): Promise<{ secret: string; previousSecretExpiresAt: string }> {
  if (!isUuid(id)) throw endpointNotFound();
  const secret = createSigningSecret();
  const expiresAt = new Date(now.getTime() + PREVIOUS_SECRET_VALID_MS);
  const row = await db
    .updateTable("webhook_endpoints")
    .set((eb) => ({ previous_secret: eb.ref("secret"), previous_secret_expires_at: expiresAt, secret, updated_at: now }))
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .returning("id")
    .executeTakeFirst();
  if (!row) throw endpointNotFound();
  return { secret, previousSecretExpiresAt: expiresAt.toISOString() };
}

/** The workspace's signing secret for `callbackUrl` deliveries: created or replaced, shown only in this answer. */
export async function rotateSigningSecret(db: Kysely<Database>, workspaceId: string): Promise<string> {
  const secret = createSigningSecret();
  await db
    .insertInto("workspace_signing_secrets")
    .values({ workspace_id: workspaceId, secret })
    .onConflict((oc) => oc.column("workspace_id").doUpdateSet({ secret, created_at: new Date() }))
    .execute();
  return secret;
}
