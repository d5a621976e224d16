import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { templateVersionNumberSchema } from "@paperjet/contracts";
import type { Plan } from "~/features/billing/plan-catalogue";
import { generateDocument } from "~/features/generation/generate-document.server";
import { handleApi, readJson, onlyMethod } from "~/utils/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { getRedis } from "~/utils/redis.server";
import { contentDisposition } from "~/utils/content-disposition";

const body = z.object({
  data: z.record(z.string(), z.unknown()).optional(),
  version: templateVersionNumberSchema.optional(),
});

/**
 * "Download test PDF" in the designer: the generation path in test mode (always watermarked, not
 * counted), for a member of the template's workspace instead of an API key. Renders the latest saved version (or `version`),
 * with `data` or else the template's saved example data; the answer's `X-Render-Warnings` lists the engine's warnings.
 */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "templates:test");
    const { data, version } = await readJson(request, body, { maxBytes: 5 * 1024 * 1024 });
    const db = await getDb();
    const requestId = randomUUID();
    const result = await generateDocument({
      db,
      principal: { keyId: "designer", workspaceId: workspace.id, plan: workspace.plan as Plan },
      templateId: params.id ?? "",
      request: { data, version, format: "pdf", output: "binary", scale: 2, test: true },
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
  });

export const loader = onlyMethod("POST");
