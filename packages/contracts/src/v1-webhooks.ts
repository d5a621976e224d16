import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { webhookEventTypeSchema, webhookPayloadSchema } from "./async-jobs.ts";
import { z } from "./openapi-zod.ts";
import { createWebhookRequestSchema, createdWebhookSchema, webhookEndpointSchema } from "./webhooks.ts";

/*
 * The webhook endpoints an API key manages: what automation services (Zapier's REST hooks, n8n's
 * webhook triggers) need to subscribe and unsubscribe with the only credential they hold.
 */
export const v1ListWebhooksResponseSchema = z
  .object({ data: z.object({ endpoints: z.array(webhookEndpointSchema) }) })
  .openapi("ListWebhookEndpointsResponse");
export const v1CreateWebhookRequestSchema = createWebhookRequestSchema;
export const v1CreatedWebhookResponseSchema = z.object({ data: createdWebhookSchema }).openapi("CreatedWebhookEndpointResponse");
export const v1DeletedWebhookResponseSchema = z.object({ data: z.object({ deleted: z.literal(true) }) });
export const v1RecentEventsQuerySchema = z.object({ type: webhookEventTypeSchema.optional() });
export const v1RecentEventsResponseSchema = z
  .object({ data: z.object({ events: z.array(webhookPayloadSchema) }) })
  .openapi("RecentWebhookEventsResponse");
/** How many recent events `GET /api/v1/webhooks/events` answers at most. */
export const RECENT_EVENTS_LIMIT = 10;

type ProblemFn = (description: string) => { description: string; content: { "application/problem+json": { schema: z.ZodTypeAny } } };

export function registerV1WebhookPaths(
  registry: OpenAPIRegistry,
  shared: { security: Record<string, string[]>[]; problem: ProblemFn; common: Record<number, unknown> },
): void {
  const { security, problem } = shared;
  const common = shared.common as Record<number, ReturnType<ProblemFn>>;
  const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
  const tags = ["Webhooks"];
  registry.registerPath({
    method: "get",
    path: "/api/v1/webhooks",
    tags,
    summary: "The webhook endpoints of the key's workspace, oldest first",
    security,
    responses: { 200: { description: "The endpoints, without their secrets.", ...json(v1ListWebhooksResponseSchema) }, ...common },
  });
  registry.registerPath({
    method: "post",
    path: "/api/v1/webhooks",
    tags,
    summary: "Add a webhook endpoint to the key's workspace",
    description: "What an automation service calls to subscribe (a Zapier REST hook, an n8n trigger). At most 20 endpoints per workspace.",
    security,
    request: { body: json(v1CreateWebhookRequestSchema) },
    responses: {
      201: { description: "Created; `secret` appears only here.", ...json(v1CreatedWebhookResponseSchema) },
      409: problem("The workspace already has 20 endpoints."),
      422: problem(
        "`url` is not a valid URL or may not receive webhooks (a loopback, private or reserved address not named in OUTBOUND_ALLOW_HOSTS).",
      ),
      ...common,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/v1/webhooks/{id}/delete",
    tags,
    summary: "Delete a webhook endpoint and its delivery log",
    security,
    request: { params: z.object({ id: z.string().uuid() }) },
    responses: {
      200: { description: "Deleted.", ...json(v1DeletedWebhookResponseSchema) },
      404: problem("No such endpoint for this key."),
      ...common,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v1/webhooks/events",
    tags,
    summary: "The latest events sent to the key's workspace's webhooks (the last 7 days, at most 10)",
    description: "The payloads as they were delivered, newest first, each event once: sample data for a trigger being set up.",
    security,
    request: { query: v1RecentEventsQuerySchema },
    responses: {
      200: { description: "The events.", ...json(v1RecentEventsResponseSchema) },
      422: problem("`type` is not an event type."),
      ...common,
    },
  });
}
