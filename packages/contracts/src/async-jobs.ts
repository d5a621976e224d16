import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";
import { einvoiceOptionSchema, generateRequestSchema, pdfOptionsSchema } from "./generation.ts";
import { DEFAULT_IMAGE_QUALITY, imageQualitySchema, renderFormatSchema } from "./render-job.ts";

/**
 * The queue of asynchronous generation jobs (api.md "Asynchronous generation, batches and webhooks").
 * Each job is a BullMQ parent whose children are ordinary render jobs on the render queue; web
 * processes take the parent once every child has ended and build the result.
 */
export const GENERATION_JOBS_QUEUE = "generation-jobs";
/** The queue of webhook deliveries (web processes send them; retries are its delayed jobs). */
export const WEBHOOK_QUEUE = "webhooks";

const callbackUrl = z
  .string()
  .url()
  .max(2_000)
  .openapi({ description: "Where the job's end is delivered, signed with the workspace's signing secret (Standard Webhooks)." });
const metadata = z
  .record(z.string(), z.unknown())
  .openapi({ description: "Any JSON object (at most 4 kB), echoed back in the job and its webhook." });

export const asyncGenerateRequestSchema = generateRequestSchema
  .extend({ callbackUrl: callbackUrl.optional(), metadata: metadata.optional() })
  .openapi("AsyncGenerateRequest");
export type AsyncGenerateRequest = z.infer<typeof asyncGenerateRequestSchema>;

export const MAX_BATCH_ITEMS = 1_000;

export const batchItemSchema = z.object({
  templateId: z.string().uuid(),
  data: z.record(z.string(), z.unknown()).optional(),
  version: z.number().int().positive().optional(),
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^/\\\0]+$/, "must not contain / or \\")
    .optional()
    .openapi({ description: "output=zip: the file's name in the archive (default: the item's index and template name)." }),
});

export const batchRequestSchema = z
  .object({
    items: z.array(batchItemSchema).min(1).max(MAX_BATCH_ITEMS),
    format: renderFormatSchema
      .default("pdf")
      .openapi({ description: "pdf, png, jpeg or webp (images: one file per page), or an e-invoice's XML: cii or ubl (output zip)." }),
    einvoice: einvoiceOptionSchema.optional(),
    pdf: pdfOptionsSchema.optional(),
    output: z
      .enum(["merged", "zip"])
      .default("merged")
      .openapi({ description: "merged: one PDF with every item's pages in item order (format pdf only); zip: one file per item." }),
    scale: z.number().min(1).max(4).default(2).openapi({ description: "Image pixels per CSS pixel, 1..4." }),
    quality: imageQualitySchema.default(DEFAULT_IMAGE_QUALITY).openapi({ description: "jpeg and webp: 1 (smallest) .. 100 (best)." }),
    test: z.boolean().default(false),
    callbackUrl: callbackUrl.optional(),
    metadata: metadata.optional(),
  })
  .openapi("BatchGenerateRequest");
export type BatchRequest = z.infer<typeof batchRequestSchema>;

export const jobStatusSchema = z.enum(["queued", "rendering", "succeeded", "failed"]);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobAcceptedSchema = z
  .object({ data: z.object({ jobId: z.string(), status: z.literal("queued"), statusUrl: z.string().url() }) })
  .openapi("JobAccepted");

export const jobViewSchema = z
  .object({
    jobId: z.string(),
    kind: z.enum(["document", "batch"]),
    status: jobStatusSchema,
    progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().positive() }),
    pages: z.number().int().nonnegative().nullable(),
    fileUrl: z.string().url().nullable(),
    expiresAt: z.string().datetime().nullable().openapi({ description: "When the result is deleted; after it the file answers 410." }),
    error: z.object({ index: z.number().int().nonnegative().nullable(), reason: z.string() }).nullable(),
    metadata: z.record(z.string(), z.unknown()).nullable(),
  })
  .openapi("Job");
export type JobView = z.infer<typeof jobViewSchema>;
export const jobResponseSchema = z.object({ data: jobViewSchema });

export const WEBHOOK_EVENT_TYPES = ["document.succeeded", "document.failed", "batch.succeeded", "batch.failed"] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
/** Sent by "send test event"; receivers can ignore it. */
export const TEST_EVENT_TYPE = "webhook.test";
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

export const webhookPayloadSchema = z
  .object({
    type: z.union([webhookEventTypeSchema, z.literal(TEST_EVENT_TYPE)]),
    timestamp: z.string().datetime(),
    data: jobViewSchema.pick({ jobId: true, status: true, pages: true, fileUrl: true, expiresAt: true, metadata: true, error: true }),
  })
  .openapi("WebhookPayload");
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

type ProblemFn = (description: string) => { description: string; content: { "application/problem+json": { schema: z.ZodTypeAny } } };

/** The asynchronous `/api/v1` calls in the OpenAPI document. */
export function registerAsyncPaths(
  registry: OpenAPIRegistry,
  shared: { security: Record<string, string[]>[]; problem: ProblemFn; common: Record<number, unknown> },
): void {
  const { security, problem } = shared;
  const common = shared.common as Record<number, ReturnType<ProblemFn>>;
  const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
  const accepted = { 202: { description: "Queued; poll `statusUrl` or wait for the webhook.", ...json(jobAcceptedSchema) } };
  const jobId = z.object({ jobId: z.string() });
  const idempotency = z.object({
    "Idempotency-Key": z.string().max(255).optional().openapi({
      description: "The same key and body within 24 h return the same result and count once; the same key with another body is 422.",
    }),
  });
  registry.registerPath({
    method: "post",
    path: "/api/v1/generate/async/{templateId}",
    summary: "Generate a document in the background",
    description:
      "Validated exactly as generate/single (the same 422s, plan, watermark and Idempotency-Key rules: a replay answers the first call's job).",
    security,
    request: {
      params: z.object({ templateId: z.string().uuid() }),
      headers: idempotency,
      body: { required: false, ...json(asyncGenerateRequestSchema) },
    },
    responses: {
      ...accepted,
      404: problem("No such template (or version) for this key."),
      409: problem("A call with the same Idempotency-Key is still running."),
      422: problem("The body, the data or `callbackUrl` is not valid; `errors` lists each field."),
      ...common,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/v1/generate/batch",
    summary: "Generate up to 1,000 documents into one merged PDF or a ZIP",
    description:
      "Each item counts against the plan like a single call, and against the account's renders in flight (`RENDER_QUEUED_PER_TENANT`) without refusing the batch: items enter the render queue as the account's earlier renders end, after any interactive call, and wait in the job until then (status `queued`). The items render on every worker; one failed item fails the batch with its index.",
    security,
    request: { headers: idempotency, body: json(batchRequestSchema) },
    responses: {
      ...accepted,
      409: problem("A call with the same Idempotency-Key is still running."),
      422: problem("An item is not valid; `errors` names `items.{index}.{field}`."),
      ...common,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v1/jobs/{jobId}",
    summary: "An asynchronous job's status and progress",
    security,
    request: { params: jobId },
    responses: {
      200: { description: "The job.", ...json(jobResponseSchema) },
      404: problem("No such job for this key's workspace."),
      410: problem("The job's result expired and was deleted."),
      ...common,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v1/jobs/{jobId}/file",
    summary: "The finished file, until `expiresAt`",
    security,
    request: { params: jobId },
    responses: {
      200: {
        description: "The PDF, image (PNG, JPEG, WebP), e-invoice XML (CII, UBL) or ZIP.",
        content: Object.fromEntries(
          ["application/pdf", "image/png", "image/jpeg", "image/webp", "application/xml", "application/zip"].map((type) => [
            type,
            { schema: { type: "string", format: "binary" } },
          ]),
        ),
      },
      404: problem("No such job for this key's workspace."),
      409: problem("The job has not finished, or it failed."),
      410: problem("The result expired and was deleted."),
      ...common,
    },
  });
}
