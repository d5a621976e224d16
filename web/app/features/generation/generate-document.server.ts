import type { GenerateRequest } from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import { exampleData, type Binding, type DataError } from "@paperjet/template";
import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { ApiKeyPrincipal } from "~/features/api-keys/authenticate-api-key.server";
import { resolveDocumentImages, type ImageResolverOptions } from "~/features/images/resolve-document-images.server";
import { apiError } from "~/utils/api-error-locale.server";
import { renderAndWait } from "~/utils/queue.server";
import { admitRender } from "~/features/rendering/admit-render.server";
import { estimateRenderCost } from "~/features/rendering/estimate-render-cost.server";
import type { RenderLimits } from "~/features/rendering/render-limits.server";
import { renderTenantOf } from "~/features/rendering/render-tenant.server";
import { createZip } from "./create-zip.server";
import { loadTemplateVersion } from "./load-template-version.server";
import { validateTemplateData } from "./validate-template-data.server";

export interface GeneratedDocument {
  body: Buffer;
  contentType: "application/pdf" | "image/png" | "application/zip";
  fileName: string;
  pages: number;
  renderMs: number;
  watermarked: boolean;
  templateVersion: number;
  templateName: string;
}

/**
 * The rendering path of one generation call (architecture.md): load the
 * template version, validate the data against its bindings, inline images,
 * render through the queue within the deadline. `decideWatermark` runs once
 * the call is known to be renderable, so a call that fails validation holds
 * no place in the plan's allowance; `replay` fixes the version to what an
 * earlier call used.
 */
export async function generateDocument(options: {
  db: Kysely<Database>;
  principal: ApiKeyPrincipal;
  templateId: string;
  request: GenerateRequest;
  requestId: string;
  deadlineAt: number;
  decideWatermark: () => Promise<boolean>;
  replay?: { templateVersion: number };
  images?: ImageResolverOptions;
  /** Fair rendering: the tenant's places (admitRender) and the plan's cost caps. */
  fair: { redis: Redis; limits: RenderLimits };
}): Promise<GeneratedDocument> {
  const { db, principal, request } = options;
  const template = await loadTemplateVersion({
    db,
    userId: principal.userId,
    templateId: options.templateId,
    version: options.replay?.templateVersion ?? request.version,
  });
  const bindings = (Array.isArray(template.document.bindings) ? template.document.bindings : []) as Binding[];
  const checked = validateTemplateData({ bindings, data: request.data ?? exampleData(bindings) });
  if (!checked.ok) {
    const fieldErrors = (message: (e: DataError) => string) => {
      const errors: Record<string, string[]> = {};
      for (const e of checked.errors) (errors[e.path ? `data.${e.path}` : "data"] ??= []).push(message(e));
      return errors;
    };
    throw apiError("validation_failed", "invalidData", "The data does not match the template's bindings.", {
      errors: fieldErrors((e) => e.message),
      translateErrors: (t) => fieldErrors((e) => t(`data.${e.expected}`)),
    });
  }
  const { limits } = options.fair;
  const cost = estimateRenderCost({ document: template.document, data: checked.data, plan: principal.plan, limits });
  const images = await resolveDocumentImages({ db, userId: principal.userId, document: template.document, data: checked.data, resolver: options.images });
  const watermarked = await options.decideWatermark();

  const tenantId = renderTenantOf(principal);
  const admission = await admitRender({ redis: options.fair.redis, tenantId, jobId: options.requestId, heavy: cost.heavy, deadlineAt: options.deadlineAt, limits });
  const { result, files } = await renderAndWait({
    payload: {
      requestId: options.requestId,
      tenantId,
      maxPages: limits.caps[principal.plan].pages,
      document: template.document,
      data: checked.data,
      images,
      format: request.format,
      scale: request.scale,
      page: request.page,
      watermark: watermarked,
      locale: typeof template.document.locale === "string" ? template.document.locale : undefined,
      deadlineAt: options.deadlineAt,
    },
  }).finally(admission.release);

  const base = fileBaseName(template.name);
  const common = { renderMs: result.renderMs, pages: result.pages, watermarked, templateVersion: template.version, templateName: template.name };
  if (request.format === "pdf") return { ...common, body: files[0], contentType: "application/pdf", fileName: `${base}.pdf` };
  if (files.length === 1) return { ...common, body: files[0], contentType: "image/png", fileName: `${base}${request.page ? `-${request.page}` : ""}.png` };
  const zip = createZip({ files: result.files.map((f, i) => ({ name: `${base}-${f.page ?? i + 1}.png`, bytes: files[i] })) });
  return { ...common, body: zip, contentType: "application/zip", fileName: `${base}.zip` };
}

function fileBaseName(name: string): string {
  const cleaned = name.normalize("NFKD").replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80);
  return cleaned || "document";
}
