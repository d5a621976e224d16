import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";
import { templateVersionNumberSchema } from "./limits.ts";
import { imageQualitySchema, printFormatSchema } from "./render-job.ts";

/**
 * Signed URLs (docs/signed-urls.md): `GET /api/v1/signed/{templateId}?…&signature=…` answers the image
 * (or PDF) without an API key. The signature is hex HMAC-SHA256, keyed with the workspace's
 * URL-signing secret, over the URL's path and query exactly as sent up to `&signature=`, which must
 * be the last parameter: no canonical ordering to get wrong in another language, and a changed byte
 * anywhere before it fails the check.
 */
export const SIGNED_URL_PATH = "/api/v1/signed/";
export const SIGNATURE_PARAM = "signature";

export const createSignedUrlRequestSchema = z
  .object({
    templateId: z.string().uuid(),
    format: printFormatSchema.openapi({ description: "pdf, png, jpeg or webp. Images show one page (`page`, default 1)." }),
    data: z.record(z.string(), z.unknown()).optional().openapi({
      description: "Values for the template's bindings, carried in the URL (base64url JSON). Omitted: the template's saved example data.",
    }),
    version: templateVersionNumberSchema.optional().openapi({
      description: "The template version to render; default the latest now, written into the URL so it always shows the same image.",
    }),
    expiresAt: z
      .string()
      .datetime({ offset: true })
      .optional()
      .openapi({ description: "After this moment the URL answers 410. Default: never." }),
    page: z.number().int().positive().default(1).openapi({ description: "Images: the 1-based page to show." }),
    scale: z
      .number()
      .min(1)
      .max(4)
      .default(1)
      .openapi({ description: "Image pixels per CSS pixel, 1..4 (1: a 1200 × 630 page is a 1200 × 630 image)." }),
    quality: imageQualitySchema.optional().openapi({ description: "jpeg and webp: 1..100, default 85." }),
  })
  .openapi("CreateSignedUrlRequest");
export type CreateSignedUrlRequest = z.infer<typeof createSignedUrlRequestSchema>;

export const signedUrlResponseSchema = z
  .object({
    data: z.object({
      url: z.string().url().openapi({ description: "Anyone with this URL gets the file; changing a byte of it makes it invalid (403)." }),
    }),
  })
  .openapi("SignedUrl");

/** The query a signed URL carries (every value a string, as in any URL), read after its signature holds. */
export const signedUrlQuerySchema = z.object({
  format: printFormatSchema,
  data: z
    .string()
    .max(16_000)
    .regex(/^[A-Za-z0-9_-]*$/, "must be base64url")
    .optional(),
  version: z.coerce.number().pipe(templateVersionNumberSchema).optional(),
  expires: z.coerce.number().int().positive().optional().openapi({ description: "Unix seconds after which the URL answers 410." }),
  page: z.coerce.number().int().positive().default(1),
  scale: z.coerce.number().min(1).max(4).default(1),
  quality: z.coerce.number().pipe(imageQualitySchema).optional(),
  [SIGNATURE_PARAM]: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SignedUrlQuery = z.infer<typeof signedUrlQuerySchema>;

/** The API page's view of the workspace's URL-signing secret. */
export const urlSigningSecretResponseSchema = z.object({ secret: z.string() });

type ProblemFn = (description: string) => { description: string; content: { "application/problem+json": { schema: z.ZodTypeAny } } };

/** `POST /api/v1/signed-urls` and the signed `GET` in the OpenAPI document. */
export function registerSignedUrlPaths(
  registry: OpenAPIRegistry,
  shared: { security: Record<string, string[]>[]; problem: ProblemFn; common: Record<number, unknown> },
): void {
  const { security, problem } = shared;
  const common = shared.common as Record<number, ReturnType<ProblemFn>>;
  registry.registerPath({
    method: "post",
    path: "/api/v1/signed-urls",
    operationId: "createSignedUrl",
    summary: "Create a signed URL that renders a template on GET, without an API key",
    description:
      'For `<img src>` and `<meta property="og:image">`. You can also sign URLs in your own code with the URL-signing secret shown on the API page (docs/signed-urls.md).',
    security,
    request: { body: { content: { "application/json": { schema: createSignedUrlRequestSchema } } } },
    responses: {
      200: { description: "The signed URL.", content: { "application/json": { schema: signedUrlResponseSchema } } },
      404: problem("No such template (or version) for this key."),
      422: problem("The body is not valid; `errors` lists each field."),
      ...common,
    },
  });
  const binary = { schema: { type: "string" as const, format: "binary" } };
  registry.registerPath({
    method: "get",
    path: "/api/v1/signed/{templateId}",
    operationId: "getSignedFile",
    summary: "The file of a signed URL",
    description:
      "Answers with `Cache-Control: public, max-age=…, immutable` and an `ETag`; repeated requests are served from a cache and count once per URL per day against the plan. `If-None-Match` with the ETag answers 304.",
    security: [],
    request: {
      params: z.object({ templateId: z.string().uuid() }),
      query: signedUrlQuerySchema.omit({ [SIGNATURE_PARAM]: true }).extend({
        data: z.string().optional().openapi({ description: "The bindings' values: base64url of their JSON." }),
        version: z.string().optional().openapi({ description: "The template version." }),
        page: z.string().optional().openapi({ description: "Images: the 1-based page (default 1)." }),
        scale: z.string().optional().openapi({ description: "Image pixels per CSS pixel, 1..4 (default 1)." }),
        quality: z.string().optional().openapi({ description: "jpeg and webp: 1..100 (default 85)." }),
        expires: z.string().optional().openapi({ description: "Unix seconds after which the URL answers 410." }),
        [SIGNATURE_PARAM]: z.string().openapi({ description: "Hex HMAC-SHA256 of the path and query before it; the last parameter." }),
      }),
    },
    responses: {
      200: {
        description: "The file.",
        content: { "application/pdf": binary, "image/png": binary, "image/jpeg": binary, "image/webp": binary },
      },
      304: { description: "Not modified: the `If-None-Match` ETag is the file's." },
      400: problem("The URL's parameters are not valid."),
      403: problem("The signature does not match the URL."),
      404: problem("No such template (or version)."),
      410: problem("The URL expired."),
      422: problem("The data in the URL does not match the template's bindings."),
      503: common[503],
    },
  });
}
