import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";
import { renderFormatSchema } from "./render-job.ts";
import { adminFields, adminPathHelpers } from "./admin-common.ts";
import { deletedDataSchema } from "./admin.ts";

// The admin area's operations (issue 14): every workspace's templates and publishing to the template
// library, the API call log, form submissions and onboarding surveys. Internal, administrators only.

const { isoDate, day, paging, listOf } = adminFields;
const order = z.enum(["asc", "desc"]).default("desc");
/** A record id from a body: anything that is not a UUID is an unknown record (404), never a 500. */
export const recordIdRequestSchema = z.object({ id: z.string().trim().min(1, "Id is a required field.").max(100) });

// ---- Templates ------------------------------------------------------------------------------

export const adminTemplatesRequestSchema = z.object({
  ...paging,
  query: z.string().trim().max(200).optional().openapi({ description: "Part of the template's name." }),
  workspaceId: z.string().uuid().optional(),
  sort: z.enum(["updatedAt", "name", "lastGeneratedAt"]).default("updatedAt"),
  order,
});
export const adminTemplateSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    version: z.number().int(),
    versions: z.number().int().openapi({ description: "Saved versions." }),
    pageCount: z.number().int(),
    workspace: z.object({ id: z.string().uuid(), name: z.string() }),
    owner: z
      .object({ id: z.number().int(), name: z.string(), email: z.string() })
      .nullable()
      .openapi({ description: "The workspace's first owner." }),
    lastGeneratedAt: isoDate.nullable(),
    generations: z.number().int().openapi({ description: "API calls that made a file from it." }),
    published: z.number().int().openapi({ description: "Designs in the template library copied from it." }),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .openapi("AdminTemplate");
export const adminTemplatesDataSchema = listOf(adminTemplateSchema);
export const libraryDesignSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    category: z.string().nullable(),
    locale: z.enum(["en", "nl"]),
    description: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    sourceTemplateId: z.string().uuid().nullable(),
    sourceVersion: z.number().int().nullable(),
    createdAt: isoDate,
  })
  .openapi("LibraryDesign");
export const adminTemplateViewSchema = z.object({
  template: adminTemplateSchema.extend({ document: z.unknown() }),
  versions: z.array(z.object({ version: z.number().int(), name: z.string(), createdAt: isoDate, createdBy: z.string().nullable() })),
  library: z.array(libraryDesignSchema),
});

const libraryText = (field: string, max: number) =>
  z
    .string({ required_error: `${field} is a required field.` })
    .trim()
    .min(1, `${field} is a required field.`)
    .max(max);
export const globalTemplateStoreRequestSchema = z.object({
  templateId: z.string().uuid(),
  version: z.number().int().positive().optional().openapi({ description: "Default: the latest saved version." }),
  name: libraryText("Name", 100),
  category: libraryText("Category", 60),
  locale: z
    .enum(["en", "nl"])
    .default("en")
    .openapi({ description: "The app language whose library lists the design (a Dutch design formats nl-NL, in euro)." }),
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
  thumbnailUrl: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(https?:\/\/|\/)/, "Use an https:// address or a path such as /api/media/….")
    .nullish()
    .transform((v) => v || null),
});
export const libraryDesignDataSchema = z.object({ design: libraryDesignSchema });
export const globalTemplateDestroyRequestSchema = z.object({ id: z.string().uuid() });

// ---- API calls ------------------------------------------------------------------------------

export const adminApiCallsRequestSchema = z.object({
  ...paging,
  workspaceId: z.string().uuid().optional(),
  apiKeyId: z.string().uuid().optional(),
  templateId: z.string().uuid().optional(),
  status: z
    .union([z.enum(["succeeded", "failed"]), z.coerce.number().int().min(100).max(599)])
    .optional()
    .openapi({ description: "`succeeded` (200), `failed` (400 and up) or one status code." }),
  format: renderFormatSchema.optional(),
  from: day.optional(),
  to: day.optional().openapi({ description: "Inclusive (UTC)." }),
});
export const adminApiCallSchema = z
  .object({
    id: z.string().openapi({ description: "The call's sequence number." }),
    requestId: z.string(),
    workspace: z.object({ id: z.string().uuid(), name: z.string() }),
    apiKey: z.object({ id: z.string().uuid(), name: z.string(), prefix: z.string() }).nullable(),
    template: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
    format: z.string(),
    status: z.number().int(),
    pages: z.number().int(),
    durationMs: z.number().int(),
    bytes: z.number().int(),
    watermarked: z.boolean(),
    test: z.boolean(),
    replay: z.boolean(),
    createdAt: isoDate,
  })
  .openapi("AdminApiCall");
export const adminApiCallsDataSchema = listOf(adminApiCallSchema).extend({
  totals: z
    .object({
      calls: z.number().int(),
      succeeded: z.number().int(),
      failed: z.number().int(),
      pages: z.number().int(),
      bytes: z.number().int(),
      avgDurationMs: z.number().int().nullable(),
    })
    .openapi({ description: "Of every call the filters match (not only this page)." }),
});

// ---- Form submissions and surveys -----------------------------------------------------------

export const FORM_SUBMISSION_KINDS = ["contact", "demo", "newsletter", "suggestion", "onboarding"] as const;
export const formSubmissionKindSchema = z.enum(FORM_SUBMISSION_KINDS);
export const formSubmissionsRequestSchema = z.object({
  ...paging,
  kind: formSubmissionKindSchema.optional(),
  handled: z.boolean().optional().openapi({ description: "true: handled only; false: open only." }),
});
export const adminFormSubmissionSchema = z
  .object({
    id: z.string().uuid(),
    kind: formSubmissionKindSchema,
    email: z.string().nullable(),
    locale: z.string().nullable(),
    summary: z.string().openapi({ description: "The message, the company or the answers in one line." }),
    data: z.record(z.unknown()),
    handledAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .openapi("AdminFormSubmission");
export const adminFormSubmissionsDataSchema = listOf(adminFormSubmissionSchema);
export const adminFormSubmissionDataSchema = z.object({ submission: adminFormSubmissionSchema });
export const formSubmissionHandledRequestSchema = z.object({ id: z.string().trim().min(1).max(100), handled: z.boolean().default(true) });

export const surveysRequestSchema = z.object({ ...paging });
export const surveySchema = z
  .object({
    id: z.string().uuid(),
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    answers: z.record(z.string()),
    handledAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .openapi("AdminSurvey");
export const surveyAggregateSchema = z
  .array(
    z.object({ question: z.string(), answers: z.array(z.object({ value: z.string(), count: z.number().int() })), total: z.number().int() }),
  )
  .openapi({ description: "Every response's answers counted per question and value, most given first." });
export const surveysDataSchema = listOf(surveySchema).extend({ aggregate: surveyAggregateSchema });
export const surveyDataSchema = z.object({ survey: surveySchema, aggregate: surveyAggregateSchema });

/** The calls above in the OpenAPI document (tag "Admin (internal)"). */
export function registerAdminOperationPaths(registry: OpenAPIRegistry): void {
  const { tags, guard, missing, invalid, ok, created, body, problem } = adminPathHelpers();
  const post = (path: string, summary: string, request: z.ZodTypeAny, responses: Record<string, unknown>) =>
    registry.registerPath({ method: "post", path, tags, summary, request: body(request), responses: responses as never });
  post(
    "/api/admin/templates/index",
    "Every workspace's templates with search, workspace filter, paging and sort",
    adminTemplatesRequestSchema,
    { ...ok("One page.", adminTemplatesDataSchema), ...invalid, ...guard },
  );
  post("/api/admin/templates/view", "One template: owner, document, versions, library designs copied from it", recordIdRequestSchema, {
    ...ok("The template.", adminTemplateViewSchema),
    ...invalid,
    ...missing,
  });
  post(
    "/api/dev/global_templates/store",
    "Publish a template version to the template library (a copy with name, category, description, thumbnail)",
    globalTemplateStoreRequestSchema,
    {
      ...created(libraryDesignDataSchema),
      ...invalid,
      ...guard,
      404: problem("No such template or version."),
    },
  );
  post(
    "/api/dev/global_templates/destroy",
    "Unpublish a library design (customers no longer see it; the source template stays)",
    globalTemplateDestroyRequestSchema,
    { ...ok("Unpublished.", deletedDataSchema), ...invalid, ...missing },
  );
  post(
    "/api/admin/api-calls/index",
    "API calls with workspace, key, template, status, format and date filters, paging and totals",
    adminApiCallsRequestSchema,
    { ...ok("One page and the totals.", adminApiCallsDataSchema), ...invalid, ...guard },
  );
  post(
    "/api/admin/form-submissions",
    "Contact, demo, newsletter, suggestion and onboarding submissions, newest first; filter by kind and handled",
    formSubmissionsRequestSchema,
    { ...ok("One page.", adminFormSubmissionsDataSchema), ...invalid, ...guard },
  );
  post("/api/admin/form-submissions/view", "One submission", recordIdRequestSchema, {
    ...ok("The submission.", adminFormSubmissionDataSchema),
    ...invalid,
    ...missing,
  });
  post("/api/admin/form-submissions/handled", "Mark a submission handled (or open again)", formSubmissionHandledRequestSchema, {
    ...ok("The submission as it is now.", adminFormSubmissionDataSchema),
    ...invalid,
    ...missing,
  });
  post("/api/admin/surveys/index", "Onboarding surveys, newest first, with the answers aggregated per question", surveysRequestSchema, {
    ...ok("One page and the aggregate of all.", surveysDataSchema),
    ...invalid,
    ...guard,
  });
  post("/api/admin/surveys/view", "One survey and the aggregate it is part of", recordIdRequestSchema, {
    ...ok("The survey.", surveyDataSchema),
    ...invalid,
    ...missing,
  });
}
