import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import type { Plan } from "~/features/billing/plan-catalogue";
import { env } from "~/config/env.server";
import { contentDisposition } from "~/utils/content-disposition";
import { getRedis } from "~/utils/redis.server";
import { generateDocument } from "./generate-document.server";

/**
 * A designer's test PDF (the app's "Download test PDF", an embedded designer's preview): the
 * generation path in test mode — always watermarked, not counted — answered as the file. Without
 * `data` it renders the template's saved example data, as a generation call without data does.
 */
export async function renderTestPdf(options: { db: Kysely<Database>; keyId: string; workspaceId: string; plan: Plan; templateId: string; data?: Record<string, unknown>; version?: number }): Promise<Response> {
  const requestId = randomUUID();
  const result = await generateDocument({
    db: options.db,
    principal: { keyId: options.keyId, workspaceId: options.workspaceId, plan: options.plan },
    templateId: options.templateId,
    request: { data: options.data, version: options.version, format: "pdf", output: "binary", scale: 2, test: true },
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
