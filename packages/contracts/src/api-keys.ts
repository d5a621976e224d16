import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";
import { SQL_INTEGER_MAX } from "./limits.ts";
import { problemSchema } from "./generation.ts";
import { workspaceGlobalsSchema } from "./workspaces.ts";

// API keys and the call log (api.md "API keys"): a signed-in member creates a key, a customer's code then
// calls `/api/v1` with it. The secret is shown once, in the creating answer.

export const createApiKeyRequestSchema = z
  .object({ name: z.string().trim().max(100).optional().openapi({ description: "A label shown in the app's key list." }) })
  .openapi("CreateApiKeyRequest");
export const apiKeySchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    prefix: z.string().openapi({ description: "The key's first characters, shown in the app to recognise it." }),
    createdAt: z.string().datetime(),
  })
  .openapi("ApiKey");
export const createdApiKeyDataSchema = z.object({
  apiKey: z
    .string()
    .startsWith("pj_")
    .openapi({ description: "The secret (`pj_live_…`): send it as `Authorization: Bearer <apiKey>`. Shown only here." }),
  key: apiKeySchema,
});

export const apiCallsRequestSchema = z.object({
  page: z.number().int().min(1).max(SQL_INTEGER_MAX).optional(),
  perPage: z.number().int().min(1).max(100).optional(),
});
export const apiCallSchema = z
  .object({
    id: z.string(),
    requestId: z.string(),
    templateId: z.string().nullable(),
    apiKeyId: z.string().nullable(),
    format: z.string(),
    status: z.number().int(),
    pages: z.number().int(),
    durationMs: z.number().int(),
    bytes: z.number().int(),
    watermarked: z.boolean(),
    test: z.boolean(),
    replay: z.boolean(),
    createdAt: z.string(),
  })
  .openapi("ApiCall");
export const apiCallsDataSchema = z
  .object({
    calls: z.array(apiCallSchema),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    generated: z.unknown(),
  })
  .passthrough();

const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });
const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ data, globals: z.object({ user: z.unknown(), workspace: workspaceGlobalsSchema.nullable().optional() }) });

export function registerApiKeyPaths(registry: OpenAPIRegistry): void {
  const tags = ["API keys"];
  const signedIn = {
    401: problem("Not signed in."),
    403: problem(
      "The caller's role lacks the permission (`api-keys:manage`: admins and owners), or a cookie write without its CSRF token.",
    ),
  };
  registry.registerPath({
    method: "post",
    path: "/api/apicalls/getToken",
    tags,
    summary: "Create an API key for the current workspace",
    request: { body: json(createApiKeyRequestSchema) },
    responses: {
      201: { description: "Created; `apiKey` is the only time the secret is shown.", ...json(envelope(createdApiKeyDataSchema)) },
      422: problem("`name` is too long."),
      ...signedIn,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/apicalls/index",
    tags,
    summary: "The workspace's generation calls, newest first, with totals",
    request: { body: json(apiCallsRequestSchema) },
    responses: { 200: { description: "One page.", ...json(envelope(apiCallsDataSchema)) }, ...signedIn },
  });
}
