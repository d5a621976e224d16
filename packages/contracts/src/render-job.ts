import { z } from "zod";

/** The longest result bytes may be kept: a day of RESULT_TTL_SECONDS after a day of rendering. */
export const MAX_RESULT_TTL_MS = 48 * 3_600_000;

/** Each web process listens for its jobs' ends on `${RENDER_REPLY_PREFIX}<its own id>`. */
export const RENDER_REPLY_PREFIX = "paperjet:render-replies:";

/**
 * Output formats the render worker produces: one PDF, one image per page, or an e-invoice's XML
 * (cii, ubl) that web wrote and checked from the template's `einvoice` mapping.
 */
export const renderFormatSchema = z.enum(["pdf", "png", "jpeg", "webp", "cii", "ubl"]);
export type RenderFormat = z.infer<typeof renderFormatSchema>;
/** The formats that are printed (a PDF or page images), for calls that have no e-invoice behind them. */
export const printFormatSchema = z.enum(["pdf", "png", "jpeg", "webp"]);
export type ImageFormat = "png" | "jpeg" | "webp";
export type EinvoiceXmlFormat = "cii" | "ubl";
export const isImageFormat = (format: RenderFormat): format is ImageFormat => format === "png" || format === "jpeg" || format === "webp";
export const isEinvoiceXmlFormat = (format: RenderFormat): format is EinvoiceXmlFormat => format === "cii" || format === "ubl";

/** Each format's media type and the extension of its files (a JPEG is `.jpg`, as people expect). */
export const RENDER_CONTENT_TYPES = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  cii: "application/xml",
  ubl: "application/xml",
} as const satisfies Record<RenderFormat, string>;
export const RENDER_FILE_EXTENSIONS = {
  pdf: "pdf",
  png: "png",
  jpeg: "jpg",
  webp: "webp",
  cii: "xml",
  ubl: "xml",
} as const satisfies Record<RenderFormat, string>;
export type RenderContentType = (typeof RENDER_CONTENT_TYPES)[RenderFormat];
export const renderContentTypeSchema = z.enum(["application/pdf", "image/png", "image/jpeg", "image/webp", "application/xml"]);

/** JPEG and WebP quality, 1..100; 85 keeps text edges clean at a third of the PNG's size. */
export const DEFAULT_IMAGE_QUALITY = 85;
export const imageQualitySchema = z.number().int().min(1).max(100);

/**
 * One render job on the `render` queue. Everything the worker needs travels
 * here (the worker never reads the database); nothing secret does: no API
 * keys, no user ids. Image sources were fetched by web (under its SSRF rules)
 * and travel in `images` as data: URIs, because Chromium has no network.
 */
export const renderJobPayloadSchema = z.object({
  /** The web request this job serves; also the BullMQ job id, so a retried enqueue is idempotent. */
  requestId: z.string().min(1).max(100),
  /** The resolved template document (validated by the engine against the template schema). */
  document: z.record(z.string(), z.unknown()),
  data: z.record(z.string(), z.unknown()),
  /** Image source (media:{id}, https: URL, as written or computed) → data: URI. */
  images: z.record(z.string(), z.string().startsWith("data:")).default({}),
  format: renderFormatSchema,
  /** Image device pixels per CSS pixel. */
  scale: z.number().min(1).max(4).default(2),
  /** JPEG and WebP quality; PNG is lossless and ignores it. */
  quality: imageQualitySchema.default(DEFAULT_IMAGE_QUALITY),
  /** Images: 1-based generated page to output; omitted = every page. */
  page: z.number().int().positive().optional(),
  /** false, or the words printed diagonally over every page (true: the engine's test watermark). */
  watermark: z.union([z.boolean(), z.string().min(1).max(120)]),
  locale: z.string().max(35).optional(),
  /** PDF Info: Title (the template's name) and Author (its workspace's name). */
  metadata: z.object({ title: z.string().max(500), author: z.string().max(500).optional() }).optional(),
  /** PDF/A output (docs/pdfa.md): the ISO 19005 part, and for PDF/A-3 a file to attach (Factur-X: its CII XML). */
  pdfa: z
    .object({
      part: z.union([z.literal(2), z.literal(3)]),
      attachment: z
        .object({
          name: z.string().min(1).max(200),
          mimeType: z.string().min(1).max(100),
          relationship: z.enum(["Alternative", "Data", "Source", "Supplement"]),
          description: z.string().max(500),
          content: z.string(),
          facturX: z.object({ documentType: z.string(), version: z.string(), conformanceLevel: z.string() }).optional(),
        })
        .optional(),
    })
    .optional(),
  /** PDF to be signed: the visible signature's text, shown in the signature field named `field` (else the first). */
  signature: z.object({ field: z.string().max(200).optional(), text: z.string().max(1000) }).optional(),
  /** PDF: form fields printed as their values, not as fillable fields (`pdf.flatten`). */
  flatten: z.boolean().optional(),
  /** Formats cii and ubl: the e-invoice XML web wrote and checked; the worker keeps it as the job's file. */
  xml: z.string().optional(),
  /** Opaque name of whom the job renders for (today a user, later a workspace); logs and fair-share accounting. */
  tenantId: z.string().min(1).max(100).optional(),
  /** The plan's cap: a document that paginates to more pages fails as unrenderable (422) before it is painted. */
  maxPages: z.number().int().positive().optional(),
  /** Epoch ms after which nobody waits for the result: the worker drops the job instead of rendering it. */
  deadlineAt: z.number().int().positive(),
  /** The waiting web process's channel: the worker publishes how the job ended there (`renderReplySchema`). */
  replyTo: z.string().startsWith(RENDER_REPLY_PREFIX).max(200).optional(),
  /**
   * How long the result bytes stay in Redis (default RENDER_RESULT_TTL_MS). Asynchronous jobs are
   * collected by whichever web process runs their finishing step, possibly after a restart.
   */
  resultTtlMs: z.number().int().positive().max(MAX_RESULT_TTL_MS).optional(),
});
export type RenderJobPayload = z.infer<typeof renderJobPayloadSchema>;
export type RenderJobInput = z.input<typeof renderJobPayloadSchema>;

/** One output file; its bytes sit in Redis under `key` for a short time (never in the job itself). */
export const renderFileSchema = z.object({
  key: z.string(),
  contentType: renderContentTypeSchema,
  bytes: z.number().int().nonnegative(),
  /** 1-based generated page for images; omitted for a PDF (which holds all of them). */
  page: z.number().int().positive().optional(),
});
export type RenderFile = z.infer<typeof renderFileSchema>;

export const renderJobResultSchema = z.object({
  files: z.array(renderFileSchema).min(1),
  /** Generated pages of the document (before `page` picks one). */
  pages: z.number().int().nonnegative(),
  renderMs: z.number().nonnegative(),
  warnings: z.array(z.string()).default([]),
  workerId: z.string(),
});
export type RenderJobResult = z.infer<typeof renderJobResultSchema>;

/**
 * How a job ended, published by the worker on the job's `replyTo` channel once the job is
 * completed or has finally failed: each web process hears only its own jobs, one message each.
 * A message can be lost while a connection is down; the job's own state in the queue is the truth.
 */
export const renderReplySchema = z.discriminatedUnion("outcome", [
  z.object({ jobId: z.string(), outcome: z.literal("completed"), result: renderJobResultSchema }),
  z.object({ jobId: z.string(), outcome: z.literal("failed"), reason: z.string() }),
]);
export type RenderReply = z.infer<typeof renderReplySchema>;

/**
 * Result bytes live under this prefix for RENDER_RESULT_TTL_MS: long enough for
 * the waiting web request to read them, short enough that a result nobody reads
 * (the caller gave up) disappears on its own. They are never persisted elsewhere.
 */
export const RENDER_RESULT_PREFIX = "paperjet:render-result:";
export const RENDER_RESULT_TTL_MS = 60_000;

/** Failures the worker reports with a reason web can map to a status. */
export const RENDER_FAILURE_REASONS = {
  /** The document or data cannot be rendered (bad template, too large): 422. */
  invalid: "render_invalid",
  /** The caller's deadline passed before or during rendering: 504. */
  deadline: "render_deadline",
} as const;

/** Extracts the reason prefix from a failed job's message (`render_invalid: …`). */
export function renderFailureReason(message: string | undefined): string | undefined {
  const match = /^(render_[a-z]+):/.exec(message ?? "");
  return match?.[1];
}
