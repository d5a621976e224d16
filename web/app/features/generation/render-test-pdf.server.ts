import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { DEFAULT_IMAGE_QUALITY, type RenderFormat } from "@paperjet/contracts";
import type { Plan } from "~/features/billing/plan-catalogue";
import { env } from "~/config/env.server";
import { contentDisposition } from "~/utils/content-disposition";
import { getRedis } from "~/utils/redis.server";
import { generateDocument } from "./generate-document.server";
import type { TemplateVersionForRender } from "./load-template-version.server";

/**
 * A designer's test PDF (the app's "Download test PDF", an embedded designer's preview), or a test
 * image in `format` (PNG, JPEG or WebP at scale 2, every page: a ZIP for several): the generation path
 * in test mode — always watermarked, not counted — answered as the file. Without `data` it renders
 * the template's saved example data, as a generation call without data does.
 */
export async function renderTestPdf(options: {
  db: Kysely<Database>;
  keyId: string;
  workspaceId: string;
  plan: Plan;
  templateId: string;
  data?: Record<string, unknown>;
  version?: number;
  format?: RenderFormat;
  /** What to render instead of a saved version: the designer's draft. */
  template?: TemplateVersionForRender;
}): Promise<Response> {
  const requestId = randomUUID();
  const result = await generateDocument({
    db: options.db,
    principal: { keyId: options.keyId, workspaceId: options.workspaceId, plan: options.plan },
    templateId: options.templateId,
    template: options.template,
    request: {
      data: options.data,
      version: options.version,
      format: options.format ?? "pdf",
      output: "binary",
      scale: 2,
      quality: DEFAULT_IMAGE_QUALITY,
      test: true,
    },
    requestId,
    deadlineAt: Date.now() + env().RENDER_TIMEOUT_MS,
    decideWatermark: async () => true,
    images: { allowHosts: env().OUTBOUND_ALLOW_HOSTS },
    fair: { redis: getRedis(), limits: env().rendering },
  });
  return new Response(new Uint8Array(result.body), {
    headers: {
      "Content-Type": result.contentType,
      "Content-Disposition": contentDisposition(result.fileName),
      "X-Pages": String(result.pages),
      "X-Watermarked": String(result.watermarked),
      "X-Request-Id": requestId,
      // The engine's warnings (an overlap names both elements), JSON, percent-encoded to stay in ASCII.
      "X-Render-Warnings": encodeURIComponent(JSON.stringify(result.warnings)),
      "Cache-Control": "no-store",
    },
  });
}
