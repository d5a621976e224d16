import { z } from "./openapi-zod.ts";
import { templateVersionNumberSchema } from "./limits.ts";
import { DEFAULT_IMAGE_QUALITY, imageQualitySchema, renderContentTypeSchema, renderFormatSchema } from "./render-job.ts";

/** Body of `POST /api/v1/generate/single/{templateId}` (api.md, Generation API). */
export const generateRequestSchema = z
  .object({
    data: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: "Values for the template's bindings. Omitted: the template's saved example data (its `exampleData`, else the bindings' examples)." }),
    format: renderFormatSchema.default("pdf").openapi({ description: "pdf, or an image: png, jpeg or webp (one image per page; several pages → application/zip unless `page` picks one)." }),
    output: z.enum(["binary", "base64"]).default("binary").openapi({ description: "binary: the file as the body; base64: a JSON envelope." }),
    version: templateVersionNumberSchema.optional().openapi({ description: "Pin a saved template version; default the latest." }),
    page: z.number().int().positive().optional().openapi({ description: "Images: the 1-based generated page to return instead of every page." }),
    scale: z.number().min(1).max(4).default(2).openapi({ description: "Image pixels per CSS pixel, 1..4." }),
    quality: imageQualitySchema.default(DEFAULT_IMAGE_QUALITY).openapi({ description: "jpeg and webp: 1 (smallest) .. 100 (best); png is lossless and ignores it." }),
    test: z.boolean().default(false).openapi({ description: "Always watermarked and not counted against the plan." }),
  })
  .openapi("GenerateRequest");
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

export const generateBase64ResponseSchema = z
  .object({
    data: z.object({
      file: z.string().openapi({ description: "The file, base64-encoded." }),
      contentType: z.union([renderContentTypeSchema, z.literal("application/zip")]),
      pages: z.number().int().nonnegative(),
      watermarked: z.boolean(),
      renderMs: z.number().int().nonnegative(),
    }),
  })
  .openapi("GenerateBase64Response");
export type GenerateBase64Response = z.infer<typeof generateBase64ResponseSchema>;

export const v1BindingSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    type: z.enum(["text", "number", "boolean"]),
    example: z.union([z.string(), z.number(), z.boolean()]).optional(),
  })
  .openapi("Binding");

export const v1TemplateSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    version: z.number().int().positive(),
    updatedAt: z.string().datetime({ offset: true }),
    bindings: z.array(v1BindingSchema),
  })
  .openapi("TemplateSummary");

export const listTemplatesResponseSchema = z
  .object({ data: z.object({ templates: z.array(v1TemplateSchema) }) })
  .openapi("ListTemplatesResponse");
export type ListTemplatesResponse = z.infer<typeof listTemplatesResponseSchema>;

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    jobId: z.string().optional().openapi({ description: "On 504: the render job that did not finish in time." }),
  })
  .openapi("Problem");

/** Response headers of a successful generation. */
export const GENERATION_HEADERS = {
  pages: "X-Pages",
  renderMs: "X-Render-Ms",
  watermarked: "X-Watermarked",
  requestId: "X-Request-Id",
} as const;
