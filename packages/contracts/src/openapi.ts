import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";
import { registerAccountPaths } from "./accounts.ts";
import { registerWorkspacePaths } from "./workspaces.ts";
import { buildInfoResponseSchema } from "./client.ts";
import { registerWebhookPaths } from "./webhooks.ts";
import { registerAsyncPaths } from "./async-jobs.ts";
import { registerBillingPaths } from "./billing.ts";
import { registerAdminPaths } from "./admin.ts";
import { registerAdminOperationPaths } from "./admin-operations.ts";
import { registerCrmPaths } from "./crm.ts";
import { registerEditorSessionPaths } from "./editor-sessions.ts";
import {
  GENERATION_HEADERS,
  generateBase64ResponseSchema,
  generateRequestSchema,
  getTemplateResponseSchema,
  listTemplatesResponseSchema,
  problemSchema,
} from "./generation.ts";
import { registerTemplatePaths } from "./templates.ts";
import { registerApiKeyPaths } from "./api-keys.ts";
import { registerSitePaths } from "./site-paths.ts";
import { finishDocument } from "./openapi-finish.ts";
import { registerSigningCertificatePaths } from "./signing-certificates.ts";
import { registerSignedUrlPaths } from "./signed-urls.ts";
import { registerV1WebhookPaths } from "./v1-webhooks.ts";

const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });
const rateHeaders = { "Retry-After": { description: "Seconds until the key may call again.", schema: { type: "integer" as const } } };

/** The public `/api/v1` contract, generated from the same zod schemas the routes parse with. */
export function createOpenApiDocument(options: { serverUrl?: string } = {}) {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "An API key created in the app (Settings → API). Send it as `Authorization: Bearer <apiKey>`.",
  });
  const security = [{ [bearer.name]: [] }];
  const common = {
    401: problem("Missing, unknown or revoked API key."),
    429: {
      ...problem(
        "Too many calls from this account (all its API keys together), or too many of its documents waiting or rendering at once.",
      ),
      headers: rateHeaders,
    },
    503: problem("A dependency (queue, database) is down; try again."),
  };

  registry.registerPath({
    method: "post",
    path: "/api/v1/generate/single/{templateId}",
    summary: "Generate a PDF or an image (PNG, JPEG, WebP) from a template",
    security,
    request: {
      params: z.object({ templateId: z.string().uuid() }),
      headers: z.object({
        "Idempotency-Key": z.string().max(255).optional().openapi({
          description: "The same key and body within 24 h return the same result and count once; the same key with another body is 422.",
        }),
      }),
      body: { required: false, content: { "application/json": { schema: generateRequestSchema } } },
    },
    responses: {
      200: {
        description: "The generated file (output=binary) or a JSON envelope (output=base64).",
        headers: {
          [GENERATION_HEADERS.pages]: { description: "Generated pages.", schema: { type: "integer" } },
          [GENERATION_HEADERS.renderMs]: { description: "Time spent rendering.", schema: { type: "integer" } },
          [GENERATION_HEADERS.watermarked]: {
            description: "Whether the plan or test mode added a watermark.",
            schema: { type: "string", enum: ["true", "false"] },
          },
          [GENERATION_HEADERS.requestId]: { description: "This call's id, as shown in the call log.", schema: { type: "string" } },
        },
        content: {
          "application/pdf": { schema: { type: "string", format: "binary" } },
          "image/png": { schema: { type: "string", format: "binary" } },
          "image/jpeg": { schema: { type: "string", format: "binary" } },
          "image/webp": { schema: { type: "string", format: "binary" } },
          "application/zip": { schema: { type: "string", format: "binary" } },
          "application/xml": { schema: { type: "string" } },
          "application/json": { schema: generateBase64ResponseSchema },
        },
      },
      400: problem("The body is not valid JSON."),
      404: problem("No such template (or version) for this key."),
      409: problem("A call with the same Idempotency-Key is still running."),
      413: problem("The body is larger than the limit."),
      415: problem("The body is not application/json."),
      422: problem(
        "The body or the data does not match the template's bindings (`errors` lists each field), JSON nests deeper than 64 levels or holds a NUL or lone surrogate, or the document is past its plan's cap (`limit`: `max_rows`, `max_elements`; pages: `The document could not be rendered: …`). An e-invoice (`einvoice`, format cii or ubl) whose data breaks an EN 16931 business rule: `errors` keyed by the rule id (`BR-11`, `BR-S-05`, …), each message naming the data path (`data.customer.country: …`), and `violations` = [{ rule, path }].",
      ),
      504: problem(
        "No render worker answered within the deadline (`jobId` names the job), or the account's other large documents kept this one waiting.",
      ),
      ...common,
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/templates",
    summary: "List the templates this key can render",
    security,
    responses: {
      200: { description: "The key owner's templates.", content: { "application/json": { schema: listTemplatesResponseSchema } } },
      ...common,
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/templates/{templateId}",
    summary: "One template this key can render, with its bindings",
    security,
    request: { params: z.object({ templateId: z.string().uuid() }) },
    responses: {
      200: { description: "The template.", content: { "application/json": { schema: getTemplateResponseSchema } } },
      404: problem("No such template for this key."),
      ...common,
    },
  });

  registerAccountPaths(registry);
  registerWorkspacePaths(registry);
  registerAdminPaths(registry);
  registerAdminOperationPaths(registry);
  registerCrmPaths(registry);
  registry.registerPath({
    method: "get",
    path: "/api/build",
    summary: "The build the server runs (the app polls it to offer a reload after a deployment)",
    responses: {
      200: { description: "The current build's id; not cached.", content: { "application/json": { schema: buildInfoResponseSchema } } },
    },
  });
  registerAsyncPaths(registry, { security, problem, common });
  registerSigningCertificatePaths(registry, { security, problem, common });
  registerEditorSessionPaths(registry, { security, problem, common });
  registerSignedUrlPaths(registry, { security, problem, common });
  registerV1WebhookPaths(registry, { security, problem, common });
  registerWebhookPaths(registry);
  registerBillingPaths(registry);
  registerTemplatePaths(registry);
  registerApiKeyPaths(registry);
  registerSitePaths(registry);

  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: { title: "Paperjet API", version: "1.0.0", description: "Generate PDFs and PNGs from your Paperjet templates." },
    servers: options.serverUrl ? [{ url: options.serverUrl }] : [],
  });
  return finishDocument(document);
}
