import {
  RENDER_CONTENT_TYPES,
  RENDER_FILE_EXTENSIONS,
  type GenerateRequest,
  type RenderContentType,
  type RenderJobInput,
  type RenderJobResult,
} from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import { documentExampleData, type Binding, type DataError } from "@paperjet/template";
import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { ApiKeyPrincipal } from "~/features/api/authenticate-api-key.server";
import { resolveDocumentImages, type ImageResolverOptions } from "~/features/media/resolve-document-images.server";
import { apiError } from "~/utils/api-error-locale.server";
import { renderAndWait } from "~/utils/queue.server";
import { admitRender } from "./admit-render.server";
import { estimateRenderCost } from "./estimate-render-cost.server";
import type { RenderLimits } from "~/config/render-limits.server";
import { renderTenantOf } from "./render-tenant.server";
import { getWorkspaceName } from "~/features/workspaces/workspace-name.server";
import { fileBaseName } from "~/utils/content-disposition";
import { createZip } from "./create-zip.server";
import { loadTemplateVersion, type TemplateVersionForRender } from "./load-template-version.server";
import { protectPdf } from "./protect-pdf.server";
import { env } from "~/config/env.server";
import { loadSigningIdentity } from "~/features/signing/manage-signing-certificates.server";
import { describeSignature } from "~/features/signing/describe-signature.server";
import { signerName } from "~/features/signing/read-pkcs12.server";
import { validateTemplateData } from "./validate-template-data.server";
import { watermarkText } from "./watermark-text";
import { catalogPlan } from "~/features/billing/plan-catalogue.server";
import { prepareEinvoice } from "~/features/einvoice/prepare-einvoice.server";

export interface GeneratedDocument {
  body: Buffer;
  contentType: RenderContentType | "application/zip";
  fileName: string;
  pages: number;
  renderMs: number;
  watermarked: boolean;
  templateVersion: number;
  templateName: string;
  /** The engine's warnings (an overlap, a missing image, a failed expression), in English. */
  warnings: string[];
}

/** A render job ready to enqueue, and what the answer needs of its template. */
export interface PreparedRender {
  payload: Omit<RenderJobInput, "requestId" | "deadlineAt" | "replyTo">;
  /** Over the heavy thresholds: it needs a heavy place of its tenant to render (admitRender). */
  heavy: boolean;
  watermarked: boolean;
  templateVersion: number;
  templateName: string;
}

/**
 * Everything of one generation call before the queue (architecture.md): load
 * the template version, validate the data against its bindings (422 naming
 * each field under `fieldPrefix`), hold it to the plan's cost caps (422 naming
 * the limit), inline images. `decideWatermark` runs once
 * the call is known to be renderable, so a call that fails validation holds no
 * place in the plan's allowance; `replay` fixes the version to what an earlier
 * call used.
 */
export async function prepareRender(options: {
  db: Kysely<Database>;
  principal: ApiKeyPrincipal;
  templateId: string;
  /** Already loaded, not a saved version: the designer's draft for its test PDF (decision 080). */
  template?: TemplateVersionForRender;
  /** `test`: a watermark then says it is a test; otherwise a watermark is the plan's limit. */
  request: Pick<GenerateRequest, "data" | "version" | "format" | "scale" | "page" | "einvoice" | "pdf"> & {
    quality?: number;
    test?: boolean;
  };
  decideWatermark: () => Promise<boolean>;
  replay?: { templateVersion: number };
  images?: ImageResolverOptions;
  fieldPrefix?: string;
  /** The plan's cost caps and the heavy thresholds (fair rendering, docs/decisions/008). */
  limits: RenderLimits;
}): Promise<PreparedRender> {
  const { db, principal, request } = options;
  const prefix = options.fieldPrefix ?? "";
  if (request.pdf !== undefined && request.format !== "pdf") {
    throw apiError("validation_failed", "pdfNeedsPdf", "pdf options need format pdf.", {
      errors: { [`${prefix}pdf`]: ["needs format pdf"] },
      translateErrors: (t) => ({ [`${prefix}pdf`]: [t("fields.pdfNeedsPdf")] }),
    });
  }
  const template =
    options.template ??
    (await loadTemplateVersion({
      db,
      workspaceId: principal.workspaceId,
      templateId: options.templateId,
      version: options.replay?.templateVersion ?? request.version,
    }));
  const bindings = (Array.isArray(template.document.bindings) ? template.document.bindings : []) as Binding[];
  const saved = template.document.exampleData;
  const checked = validateTemplateData({
    bindings,
    data: request.data ?? documentExampleData({ bindings, exampleData: isRecord(saved) ? saved : undefined }),
  });
  if (!checked.ok) {
    const fieldErrors = (message: (e: DataError) => string) => {
      const errors: Record<string, string[]> = {};
      for (const e of checked.errors) (errors[`${prefix}${e.path ? `data.${e.path}` : "data"}`] ??= []).push(message(e));
      return errors;
    };
    throw apiError("validation_failed", "invalidData", "The data does not match the template's bindings.", {
      errors: fieldErrors((e) => e.message),
      translateErrors: (t) => fieldErrors((e) => t(`data.${e.expected}`)),
    });
  }
  const einvoice = await prepareEinvoice({ document: template.document, data: checked.data, request, fieldPrefix: prefix });
  const printed = einvoice.xml === undefined;
  const cost = estimateRenderCost({ document: template.document, data: checked.data, plan: principal.plan, limits: options.limits });
  // An e-invoice's XML draws nothing: no images to fetch.
  const images = printed
    ? await resolveDocumentImages({
        db,
        workspaceId: principal.workspaceId,
        document: template.document,
        data: checked.data,
        resolver: options.images,
      })
    : {};
  const author = await getWorkspaceName(db, principal.workspaceId);
  const watermarked = await options.decideWatermark();
  const locale = typeof template.document.locale === "string" ? template.document.locale : undefined;
  return {
    heavy: printed && cost.heavy,
    payload: {
      ...einvoice,
      tenantId: renderTenantOf(principal),
      maxPages: options.limits.caps[principal.plan].pages,
      document: withoutExampleData(template.document),
      data: checked.data,
      images,
      format: request.format,
      scale: request.scale,
      quality: request.quality,
      page: request.page,
      watermark: watermarked
        ? watermarkText({ test: request.test ?? false, planName: catalogPlan(principal.plan).name, documentLocale: locale })
        : false,
      locale,
      metadata: { title: template.name, author },
      ...(request.pdf?.flatten ? { flatten: true } : {}),
    },
    watermarked,
    templateVersion: template.version,
    templateName: template.name,
  };
}

/**
 * One generation call through the queue, waiting for the result until `deadlineAt`. A heavy
 * document first waits for a heavy place of its tenant, so it never takes the render slots
 * another tenant's light call needs.
 */
export async function generateDocument(
  options: Omit<Parameters<typeof prepareRender>[0], "limits"> & {
    requestId: string;
    deadlineAt: number;
    request: GenerateRequest;
    fair: { redis: Redis; limits: RenderLimits };
  },
): Promise<GeneratedDocument> {
  const prepared = await prepareRender({ ...options, limits: options.fair.limits });
  const { password, permissions, sign } = options.request.pdf ?? {};
  // An unknown certificate is a 422 before anything renders.
  const signer = sign
    ? await loadSigningIdentity(options.db, {
        workspaceId: options.principal.workspaceId,
        id: sign.certificateId,
        key: env().signingCertificatesKey,
      })
    : undefined;
  const tenantId = prepared.payload.tenantId!;
  const admission = await admitRender({
    redis: options.fair.redis,
    tenantId,
    jobId: options.requestId,
    heavy: prepared.heavy,
    deadlineAt: options.deadlineAt,
    limits: options.fair.limits,
  });
  // The time the signature says, painted in its field and written as its /M.
  const signingTime = new Date();
  const signature =
    signer && sign
      ? {
          field: sign.field,
          text: await describeSignature({
            signer: signerName(signer),
            time: signingTime,
            reason: sign.reason,
            location: sign.location,
            templateLocale: prepared.payload.locale,
          }),
        }
      : undefined;
  const { result, files } = await renderAndWait({
    payload: { ...prepared.payload, signature, requestId: options.requestId, deadlineAt: options.deadlineAt },
  }).finally(admission.release);
  const document = packageRendered({ meta: { ...prepared, format: prepared.payload.format }, result, files, page: options.request.page });
  if (signer && sign) {
    // PKI.js and @signpdf load with the first signed document, not with the server.
    const { signPdf } = await import("~/features/signing/sign-pdf.server");
    document.body = await signPdf({ pdf: document.body, identity: signer, ...sign, signingTime, timestampUrl: env().SIGNING_TSA_URL });
  }
  // Web applies the password, not the worker: the render job sits in Redis, and the password must never be stored (docs/decisions/060).
  if (password) document.body = await protectPdf({ pdf: document.body, password, permissions });
  return document;
}

/** The rendered files as one answer: the PDF, one image, or a ZIP of the page images. */
export function packageRendered(options: {
  meta: Pick<PreparedRender, "templateName" | "templateVersion" | "watermarked"> & { format: RenderJobInput["format"] };
  result: RenderJobResult;
  files: Buffer[];
  page?: number;
}): GeneratedDocument {
  const { meta: prepared, result, files } = options;
  const base = fileBaseName(prepared.templateName);
  const common = {
    renderMs: result.renderMs,
    pages: result.pages,
    watermarked: prepared.watermarked,
    templateVersion: prepared.templateVersion,
    templateName: prepared.templateName,
    warnings: result.warnings,
  };
  const contentType = RENDER_CONTENT_TYPES[prepared.format];
  const ext = RENDER_FILE_EXTENSIONS[prepared.format];
  if (prepared.format === "pdf") return { ...common, body: files[0], contentType, fileName: `${base}.${ext}` };
  if (files.length === 1)
    return { ...common, body: files[0], contentType, fileName: `${base}${options.page ? `-${options.page}` : ""}.${ext}` };
  const zip = createZip({ files: result.files.map((f, i) => ({ name: `${base}-${f.page ?? i + 1}.${ext}`, bytes: files[i] })) });
  return { ...common, body: zip, contentType: "application/zip", fileName: `${base}.zip` };
}

/** The worker renders `data`; the saved example data (which may be large) need not travel with the job. */
export function withoutExampleData(document: Record<string, unknown>): Record<string, unknown> {
  const { exampleData: _unused, ...rest } = document;
  return rest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
