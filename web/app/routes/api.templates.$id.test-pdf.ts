import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { renderFormatSchema, templateVersionNumberSchema } from "@paperjet/contracts";
import type { Plan } from "~/features/billing/plan-catalogue";
import { renderTestPdf } from "~/features/generation/render-test-pdf.server";
import { getTemplateDraft } from "~/features/templates/get-template-draft.server";
import { handleApi, readJson, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";

const body = z
  .object({
    data: z.record(z.string(), z.unknown()).optional(),
    version: templateVersionNumberSchema.optional(),
    format: renderFormatSchema.optional(),
    draft: z.boolean().optional(),
  })
  .refine((b) => !(b.draft && b.version !== undefined), { message: "Send either draft or version.", path: ["draft"] });

/**
 * "Download test PDF" (or, with `format`, a test PNG, JPEG or WebP) in the designer: the generation path in test mode (always watermarked, not
 * counted), for a member of the template's workspace instead of an API key. Renders the latest saved version (or `version`,
 * or with `draft` the designer's draft, decision 080),
 * with `data` or else the template's saved example data; the answer's `X-Render-Warnings` lists the engine's warnings.
 */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "templates:test");
    const { data, version, format, draft } = await readJson(request, body, { maxBytes: 5 * 1024 * 1024 });
    const db = await getDb();
    const drafted = draft ? await getTemplateDraft({ db, workspaceId: workspace.id, id: params.id ?? "" }) : undefined;
    return renderTestPdf({
      db,
      keyId: "designer",
      workspaceId: workspace.id,
      plan: workspace.plan as Plan,
      templateId: params.id ?? "",
      data,
      version,
      format,
      template: drafted && { templateId: drafted.templateId, name: drafted.name, version: drafted.version, document: drafted.document },
    });
  });

export const loader = onlyMethod("POST");
