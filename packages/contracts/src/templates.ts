import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";
import { problemSchema } from "./generation.ts";
import { SQL_INTEGER_MAX, templateVersionNumberSchema } from "./limits.ts";
import { workspaceGlobalsSchema } from "./workspaces.ts";

// The internal API's template calls (api.md "Templates"): what the app's dashboard and designer use,
// and what a customer's own code may call with a session bearer token. Field rules with the product's
// wording per language stay with the web app (template-schemas.ts); these are the shapes both sides agree on.

const isoDate = z.string().datetime();
const versionNote = z.string().nullable().openapi({ description: "Why the version was saved, in the saver's words." });
const draftRevision = z
  .number()
  .int()
  .nonnegative()
  .openapi({ description: "The draft's revision: 0 before its first save, + 1 on every draft save and every new version." });
const noteField = z
  .string()
  .max(500)
  .optional()
  .openapi({ description: "Why, in a few words: shown with the version in the designer's history." });
const templateDocument = z
  .record(z.string(), z.unknown())
  .openapi({ description: "The template document (docs/template-format.md): pages, elements, bindings, exampleData." });

export const templateSummarySchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    version: z.number().int().positive(),
    pageCount: z.number().int().nonnegative(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .openapi("TemplateListItem");
export const templateSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    version: z.number().int().positive(),
    document: templateDocument,
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .openapi("Template");
export const templateVersionSummarySchema = z
  .object({
    version: z.number().int().positive(),
    name: z.string(),
    createdAt: isoDate,
    createdBy: z.string().nullable().openapi({ description: "Who saved it (their name), when known." }),
    externalUserId: z
      .string()
      .nullable()
      .openapi({ description: "Saved in an embedded designer: the editor session's externalUserId (the host's user), else null." }),
    note: versionNote,
  })
  .openapi("TemplateVersionSummary");
export const templateVersionSchema = z
  .object({
    templateId: z.string().uuid(),
    version: z.number().int().positive(),
    name: z.string(),
    document: templateDocument,
    createdAt: isoDate,
    latest: z.boolean(),
    note: versionNote,
  })
  .openapi("TemplateVersion");
export const templateDraftSchema = z
  .object({
    templateId: z.string().uuid(),
    name: z.string(),
    document: templateDocument,
    revision: draftRevision,
    version: z.number().int().positive().openapi({ description: "The latest saved version: what API calls without `version` use." }),
    hasChanges: z
      .boolean()
      .openapi({ description: "Whether the draft differs from the latest version; API calls do not see it until a version is saved." }),
    updatedAt: isoDate,
    updatedBy: z.string().nullable().openapi({ description: "Who last wrote the draft (their name), when known." }),
  })
  .openapi("TemplateDraft", {
    description: "The designer's working copy. Autosave writes it; a version is made from it only on purpose (create a version).",
  });

export const createTemplateRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    document: templateDocument.optional().openapi({ description: "Default: a blank A4 page." }),
  })
  .openapi("CreateTemplateRequest");
export const updateTemplateRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    document: templateDocument.optional(),
    version: z
      .number()
      .int()
      .positive()
      .openapi({ description: "The version the change is based on; another save since then answers 409." }),
    note: noteField,
  })
  .openapi("UpdateTemplateRequest");
export const saveTemplateDraftRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    document: templateDocument,
    revision: draftRevision.openapi({
      description: "The draft revision the change is based on; another draft save since then answers 409.",
    }),
  })
  .openapi("SaveTemplateDraftRequest");
export const createTemplateVersionRequestSchema = z
  .object({
    revision: draftRevision.openapi({ description: "The draft revision to save as a version; another draft save since then answers 409." }),
    note: noteField,
  })
  .openapi("CreateTemplateVersionRequest");
export const duplicateTemplateRequestSchema = z.object({
  name: z.string().trim().min(1).max(200).optional().openapi({ description: "Default: “Copy of …” in the caller's language." }),
});
export const searchTemplatesRequestSchema = z.object({ query: z.string().max(200).default("") });
export const testPdfRequestSchema = z.object({
  data: z.record(z.string(), z.unknown()).optional(),
  version: templateVersionNumberSchema.optional(),
  draft: z
    .boolean()
    .optional()
    .openapi({ description: "Render the draft (what the designer shows) instead of a saved version; not together with `version`." }),
});

export const templateDataSchema = z.object({ template: templateSchema });
export const templateListDataSchema = z.object({ templates: z.array(templateSummarySchema) });
export const templateSearchDataSchema = z.object({ templates: z.array(templateSummarySchema), total: z.number().int().nonnegative() });
export const templateVersionsDataSchema = z.object({ versions: z.array(templateVersionSummarySchema) });
export const templateVersionDataSchema = z.object({ template: templateVersionSchema });
export const templateDraftDataSchema = z.object({ draft: templateDraftSchema });
export const createdTemplateVersionDataSchema = z.object({ template: templateSchema, draft: templateDraftSchema });
export const deletedTemplateDataSchema = z.object({ deleted: z.literal(true) });

export const dashboardRequestSchema = z.object({ query: z.string().max(200).optional() });
export const dashboardDataSchema = z
  .object({
    plan: z.string(),
    trialDaysLeft: z.number().int().nullable(),
    stats: z
      .object({
        documentsThisMonth: z.number().int(),
        allowance: z.number().int().nullable(),
        cleanLeft: z
          .number()
          .int()
          .nullable()
          .openapi({ description: "Generations left without a watermark on a plan with a first-clean limit (Free); null: no such limit." }),
        apiCallsThisMonth: z.number().int(),
        apiCallsTotal: z.number().int(),
        templates: z.number().int(),
      })
      .passthrough(),
    templates: z.array(templateSummarySchema),
    search: z.object({ query: z.string(), total: z.number().int() }).nullable(),
  })
  .passthrough()
  .openapi({ description: "Usage against the plan, the latest (or found) templates, library designs and the one-time tour." });

export const mediaSchema = z
  .object({
    id: z.string().uuid(),
    url: z.string().openapi({ description: "`/api/media/{id}`: the bytes, for the workspace's members." }),
    src: z.string().openapi({ description: "What a template's image element refers to it by (`media:{id}`)." }),
    mime: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    size: z.number().int(),
    name: z.string().nullable(),
    createdAt: isoDate,
  })
  .openapi("Media");
export const mediaDataSchema = z.object({ media: mediaSchema });
export const mediaListRequestSchema = z.object({
  page: z.number().int().min(1).max(SQL_INTEGER_MAX).default(1),
  perPage: z.number().int().min(1).max(100).default(24),
});
export const mediaListDataSchema = z.object({
  media: z.array(mediaSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export const mediaIdRequestSchema = z.object({
  id: z.string().min(1).openapi({ description: "The upload's id (`media:{id}` is accepted too)." }),
});
export const uploadRequestSchema = z.object({
  file: z.string().openapi({ type: "string", format: "binary", description: "A PNG, JPEG, GIF, WebP or SVG image." }),
});

const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });
const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ data, globals: z.object({ user: z.unknown(), workspace: workspaceGlobalsSchema.nullable().optional() }) });
const binary = (type: string) => ({ content: { [type]: { schema: { type: "string" as const, format: "binary" } } } });

/** Template, upload and dashboard calls in the OpenAPI document (session cookie or `Authorization: Bearer pjt_…`). */
export function registerTemplatePaths(registry: OpenAPIRegistry): void {
  const tags = ["Templates"];
  const id = z.object({ id: z.string().uuid() });
  const signedIn = {
    401: problem("Not signed in."),
    403: problem("The caller's role lacks the permission (viewers only read), or a cookie write without its CSRF token."),
  };
  const missing = { ...signedIn, 404: problem("No such template in the current workspace.") };
  registry.registerPath({
    method: "get",
    path: "/api/templates",
    tags,
    summary: "The current workspace's templates",
    responses: { 200: { description: "Newest first, without documents.", ...json(envelope(templateListDataSchema)) }, ...signedIn },
  });
  registry.registerPath({
    method: "post",
    path: "/api/templates",
    tags,
    summary: "Create a template",
    request: { body: json(createTemplateRequestSchema) },
    responses: {
      201: { description: "Created (version 1).", ...json(envelope(templateDataSchema)) },
      422: problem("`name` is missing or the document is not valid (`errors` names each field)."),
      ...signedIn,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/templates/{id}",
    tags,
    summary: "A template with its document (latest version)",
    request: { params: id },
    responses: { 200: { description: "The template.", ...json(envelope(templateDataSchema)) }, ...missing },
  });
  registry.registerPath({
    method: "post",
    path: "/api/templates/{id}",
    tags,
    summary: "Save a template (a new version; the draft takes the saved fields)",
    request: { params: id, body: json(updateTemplateRequestSchema) },
    responses: {
      200: { description: "Saved; `version` + 1.", ...json(envelope(templateDataSchema)) },
      409: problem("`version` is not the latest: someone saved in between."),
      422: problem("A field or the document is not valid (`errors` names each field)."),
      ...missing,
    },
  });
  registry.registerPath({
    method: "delete",
    path: "/api/templates/{id}",
    tags,
    summary: "Delete a template",
    request: { params: id },
    responses: { 200: { description: "Deleted; API calls for it answer 404.", ...json(envelope(deletedTemplateDataSchema)) }, ...missing },
  });
  registry.registerPath({
    method: "post",
    path: "/api/templates/{id}/duplicate",
    tags,
    summary: "Copy a template or a library design into the current workspace",
    request: { params: id, body: json(duplicateTemplateRequestSchema) },
    responses: {
      201: { description: "The copy.", ...json(envelope(templateDataSchema)) },
      422: problem("`name` is too long."),
      ...missing,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/templates/{id}/test-pdf",
    tags,
    summary: "A watermarked test PDF of the latest version, a saved one or the draft (not counted against the plan)",
    request: { params: id, body: json(testPdfRequestSchema) },
    responses: {
      200: { description: "The PDF; `X-Render-Warnings` lists the engine's warnings.", ...binary("application/pdf") },
      422: problem("The data does not match the bindings, or the document could not be rendered."),
      504: problem("No render worker answered within the deadline."),
      ...missing,
      404: problem("No such template or version in the current workspace."),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/templates/{id}/thumbnail",
    tags,
    summary: "The first page as a PNG",
    request: {
      params: id,
      query: z.object({
        v: z
          .string()
          .optional()
          .openapi({ description: "The version the caller shows; the answer for the latest version is then cached for good." }),
      }),
    },
    responses: {
      200: { description: "The PNG; `X-Template-Version` names its version.", ...binary("image/png") },
      202: { description: "Not rendered yet (no body): its render goes on; ask again after `Retry-After` seconds." },
      ...missing,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/templates/{id}/versions",
    tags,
    summary: "A template's saved versions, newest first",
    request: { params: id },
    responses: { 200: { description: "At most 100, without documents.", ...json(envelope(templateVersionsDataSchema)) }, ...missing },
  });
  registry.registerPath({
    method: "post",
    path: "/api/templates/{id}/versions",
    tags,
    summary: "Save the draft as a new version",
    request: { params: id, body: json(createTemplateVersionRequestSchema) },
    responses: {
      201: {
        description: "The new version (`version` + 1) and the draft (next revision).",
        ...json(envelope(createdTemplateVersionDataSchema)),
      },
      409: problem("`revision` is not the draft's: it changed in between (`currentRevision` names the stored one)."),
      ...missing,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/templates/{id}/draft",
    tags,
    summary: "A template's draft: what the designer shows",
    request: { params: id },
    responses: {
      200: {
        description: "The draft; `hasChanges` says whether API calls see something else.",
        ...json(envelope(templateDraftDataSchema)),
      },
      ...missing,
    },
  });
  registry.registerPath({
    method: "put",
    path: "/api/templates/{id}/draft",
    tags,
    summary: "Save the draft (the designer's autosave; never a new version)",
    request: { params: id, body: json(saveTemplateDraftRequestSchema) },
    responses: {
      200: { description: "Saved; `revision` + 1. API calls still use the latest version.", ...json(envelope(templateDraftDataSchema)) },
      409: problem("`revision` is not the draft's: another window or a new version changed it (`currentRevision` names the stored one)."),
      422: problem("A field or the document is not valid (`errors` names each field)."),
      ...missing,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/templates/{id}/version/{version}",
    tags,
    summary: "One saved version of a template",
    request: { params: id.extend({ version: z.string().regex(/^\d+$/) }) },
    responses: {
      200: { description: "The version with its document.", ...json(envelope(templateVersionDataSchema)) },
      ...missing,
      404: problem("No such template or version in the current workspace."),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/templates/designs",
    tags,
    summary: "The template library's designs in the caller's language",
    responses: { 200: { description: "By name; copy one with duplicate.", ...json(envelope(templateListDataSchema)) }, ...signedIn },
  });
  registry.registerPath({
    method: "post",
    path: "/api/templates/search",
    tags,
    summary: "Find templates by name",
    request: { body: json(searchTemplatesRequestSchema) },
    responses: {
      200: { description: "The first 50 hits, newest first, and how many there are.", ...json(envelope(templateSearchDataSchema)) },
      ...signedIn,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/dashboard/index",
    tags,
    summary: "The dashboard's data: usage, latest or found templates, library designs",
    request: { body: json(dashboardRequestSchema) },
    responses: { 200: { description: "The dashboard.", ...json(envelope(dashboardDataSchema)) }, ...signedIn },
  });

  const media = ["Uploads"];
  const mediaMissing = { ...signedIn, 404: problem("No such upload in the current workspace.") };
  registry.registerPath({
    method: "post",
    path: "/api/uploads",
    tags: media,
    summary: "Upload an image for templates",
    request: { body: { content: { "multipart/form-data": { schema: uploadRequestSchema } } } },
    responses: {
      201: { description: "Stored.", ...json(envelope(mediaDataSchema)) },
      413: problem("The file is larger than UPLOAD_MAX_BYTES."),
      422: problem("Not a supported image, too many pixels, or an SVG with scripts or outside references."),
      ...signedIn,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/uploads/index",
    tags: media,
    summary: "The current workspace's uploads, newest first",
    request: { body: json(mediaListRequestSchema) },
    responses: { 200: { description: "One page.", ...json(envelope(mediaListDataSchema)) }, ...signedIn },
  });
  registry.registerPath({
    method: "post",
    path: "/api/uploads/destroy",
    tags: media,
    summary: "Delete an upload",
    request: { body: json(mediaIdRequestSchema) },
    responses: { 200: { description: "Deleted.", ...json(envelope(z.object({ deleted: z.string() }))) }, ...mediaMissing },
  });
  registry.registerPath({
    method: "post",
    path: "/api/images/view",
    tags: media,
    summary: "An upload's details",
    request: { body: json(mediaIdRequestSchema) },
    responses: { 200: { description: "The upload.", ...json(envelope(mediaDataSchema)) }, ...mediaMissing },
  });
  registry.registerPath({
    method: "get",
    path: "/api/media/{id}",
    tags: media,
    summary: "An upload's bytes",
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: {
        description: "The image, typed by its content.",
        content: Object.fromEntries(
          ["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"].map((t) => [
            t,
            { schema: { type: "string" as const, format: "binary" } },
          ]),
        ),
      },
      ...mediaMissing,
    },
  });
}
