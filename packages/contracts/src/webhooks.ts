import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES, webhookEventTypeSchema, webhookPayloadSchema } from "./async-jobs.ts";
import { problemSchema } from "./generation.ts";
import { z } from "./openapi-zod.ts";
import { workspaceGlobalsSchema } from "./workspaces.ts";

const url = z.string().trim().url().max(2_000);
const events = z
  .array(webhookEventTypeSchema)
  .min(1)
  .openapi({ description: `Events to deliver; default all (${WEBHOOK_EVENT_TYPES.join(", ")}).` });

export const createWebhookRequestSchema = z
  .object({ url, events: events.optional(), description: z.string().trim().max(200).optional() })
  .openapi("CreateWebhookRequest");
export const updateWebhookRequestSchema = z
  .object({
    url: url.optional(),
    events: events.optional(),
    description: z.string().trim().max(200).optional(),
    enabled: z.boolean().optional(),
  })
  .openapi("UpdateWebhookRequest");

export const webhookEndpointSchema = z
  .object({
    id: z.string().uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(webhookEventTypeSchema),
    enabled: z.boolean(),
    disabledReason: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("WebhookEndpoint");

export const webhookAttemptSchema = z.object({
  attempt: z.number().int().positive(),
  at: z.string(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nonnegative(),
  response: z.string().openapi({ description: "The first 1 kB of the receiver's answer." }),
  error: z.string().nullable(),
});
export const webhookMessageSchema = z
  .object({
    id: z.string().openapi({ description: "The `webhook-id` of every attempt." }),
    endpointId: z.string().uuid().nullable().openapi({ description: "null: a call's callbackUrl." }),
    url: z.string(),
    eventType: z.string(),
    createdAt: z.string(),
    attempts: z.array(webhookAttemptSchema),
  })
  .openapi("WebhookMessage");

export const webhooksDataSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
  messages: z.array(webhookMessageSchema),
  hasSigningSecret: z.boolean(),
});
export type WebhooksData = z.infer<typeof webhooksDataSchema>;
export const createdWebhookSchema = z.object({
  endpoint: webhookEndpointSchema.extend({
    secret: z.string().startsWith("whsec_").openapi({ description: "Shown only in this answer." }),
  }),
});
export const secretDataSchema = z.object({ secret: z.string().startsWith("whsec_") });
export const rotatedSecretDataSchema = secretDataSchema.extend({
  previousSecretExpiresAt: z
    .string()
    .datetime()
    .openapi({ description: "Until then deliveries carry a signature with the old secret too (space-separated in `webhook-signature`)." }),
});

const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });
const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ data, globals: z.object({ user: z.unknown(), workspace: workspaceGlobalsSchema.nullable() }) });

/** The webhook calls of the internal API, and the payloads receivers get (OpenAPI 3.1 `webhooks`). */
export function registerWebhookPaths(registry: OpenAPIRegistry): void {
  const tags = ["Webhooks"];
  const id = z.object({ id: z.string().uuid() });
  const admins = { 401: problem("Not signed in."), 403: problem("The caller's role lacks `webhooks:manage` (admins and owners).") };
  const missing = { ...admins, 404: problem("No such endpoint in the current workspace.") };
  const refused = problem(
    "`url` is not a valid URL or may not receive webhooks (a loopback, private or reserved address not named in OUTBOUND_ALLOW_HOSTS).",
  );
  registry.registerPath({
    method: "get",
    path: "/api/webhooks",
    tags,
    summary: "Endpoints and the delivery log of the current workspace",
    responses: {
      200: {
        description: "Endpoints oldest first; messages of the last 7 days newest first, each with its attempts.",
        ...json(envelope(webhooksDataSchema)),
      },
      ...admins,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/webhooks",
    tags,
    summary: "Add an endpoint",
    request: { body: json(createWebhookRequestSchema) },
    responses: {
      201: { description: "Created; `secret` appears only here.", ...json(envelope(createdWebhookSchema)) },
      422: refused,
      ...admins,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/webhooks/{id}",
    tags,
    summary: "Change an endpoint (enabling it again clears why it was disabled)",
    request: { params: id, body: json(updateWebhookRequestSchema) },
    responses: {
      200: { description: "Changed.", ...json(envelope(z.object({ endpoint: webhookEndpointSchema }))) },
      422: refused,
      ...missing,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/webhooks/{id}/delete",
    tags,
    summary: "Delete an endpoint and its log",
    request: { params: id },
    responses: { 200: { description: "Deleted.", ...json(envelope(z.object({ deleted: z.literal(true) }))) }, ...missing },
  });
  registry.registerPath({
    method: "post",
    path: "/api/webhooks/{id}/rotate-secret",
    tags,
    summary: "Replace an endpoint's signing secret",
    request: { params: id },
    responses: {
      200: {
        description:
          "The new secret, shown only here. The old one stays valid for 24 hours: until `previousSecretExpiresAt` every delivery is signed with both.",
        ...json(envelope(rotatedSecretDataSchema)),
      },
      ...missing,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/webhooks/{id}/send-test",
    tags,
    summary: "Send a `webhook.test` event to an endpoint",
    request: { params: id },
    responses: {
      202: { description: "Queued; it appears in the delivery log.", ...json(envelope(z.object({ messageId: z.string() }))) },
      ...missing,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/webhooks/signing-secret",
    tags,
    summary: "Create or replace the workspace's signing secret for `callbackUrl` deliveries",
    responses: { 200: { description: "The secret, shown only here.", ...json(envelope(secretDataSchema)) }, ...admins },
  });
  registry.registerPath({
    method: "post",
    path: "/api/webhooks/messages/{messageId}/redeliver",
    tags,
    summary: "Deliver a logged message again (same `webhook-id`, with its own retries)",
    request: { params: z.object({ messageId: z.string() }) },
    responses: {
      202: { description: "Queued.", ...json(envelope(z.object({ messageId: z.string() }))) },
      ...admins,
      404: problem("No such message in the current workspace."),
    },
  });
  const headers = z.object({
    "webhook-id": z.string().openapi({ description: "The message id; the same on every attempt of a message." }),
    "webhook-timestamp": z.string().openapi({ description: "Seconds since the epoch at this attempt." }),
    "webhook-signature": z.string().openapi({
      description:
        "`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_`. For 24 hours after a rotation there are two, space-separated (new secret's first); a receiver accepts the message when one matches.",
    }),
  });
  // Webhook bodies are only referenced from `webhooks`, which the generator does not walk for components.
  registry.register("WebhookPayload", webhookPayloadSchema);
  const summaries: Record<string, string> = {
    [TEST_EVENT_TYPE]: `${TEST_EVENT_TYPE}: sent by “Send test event” in the app; its data is an example job, receivers can ignore it`,
  };
  for (const type of [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE]) {
    registry.registerWebhook({
      method: "post",
      path: type,
      summary:
        summaries[type] ??
        `${type}: an asynchronous ${type.split(".")[0]} ${type.endsWith("succeeded") ? "finished; fetch `fileUrl` before `expiresAt`" : "failed; `error` says which item and why"}`,
      description:
        "Standard Webhooks. Answer 2xx within 15 s; other answers are retried after about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 24 h. 410 disables the endpoint.",
      request: { headers, body: json(webhookPayloadSchema) },
      responses: { 200: { description: "Received." } },
    });
  }
}
