import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";
import { SQL_INTEGER_MAX } from "./limits.ts";
import { planIdSchema } from "./billing.ts";
import { adminFields, adminPathHelpers } from "./admin-common.ts";
import { crmContactSchema } from "./crm.ts";
import { workspaceRoleSchema } from "./workspaces.ts";

// The admin area's calls (issue 14; docs/product.md §7 "Admin", api.md "Admin bodies"). Internal: the
// session cookie (with X-CSRF-Token for writes) or a bearer token of an administrator.

const { isoDate, day, paging, listOf } = adminFields;

// ---- Dashboard statistics -------------------------------------------------------------------

export const adminStatisticsSchema = z
  .object({
    days: z
      .array(z.object({ date: day, signups: z.number().int(), pdfsSucceeded: z.number().int(), pdfsFailed: z.number().int() }))
      .openapi({ description: "The last 30 days (UTC), oldest first." }),
    totals: z.object({
      users: z.number().int(),
      templates: z.number().int(),
      apiCalls: z.number().int(),
      apiCallsThisMonth: z.number().int(),
      activeWorkspaces: z.number().int().openapi({ description: "Workspaces with at least one API call in the last 30 days." }),
      pagesRendered: z.number().int().openapi({ description: "Pages of successful generations in the last 30 days." }),
    }),
    renderMs: z
      .object({ p50: z.number().nullable(), p95: z.number().nullable() })
      .openapi({ description: "Of successful generations in the last 30 days; null without any." }),
    queue: z
      .object({ status: z.enum(["up", "down"]), depth: z.number().int().nullable(), workers: z.number().int() })
      .openapi({ description: "As /api/health sees it; depth = waiting + active + delayed jobs." }),
    plans: z.array(z.object({ plan: z.string(), workspaces: z.number().int() })),
    revenue: z.object({ mrr: z.number().int(), currency: z.string(), payingSubscriptions: z.number().int() }).openapi({
      description:
        "Monthly recurring revenue in minor units excluding VAT, from billing's subscriptions (an annual one counts a twelfth; Enterprise's custom price is not in it).",
    }),
  })
  .openapi("AdminStatistics");

// ---- Audit log ------------------------------------------------------------------------------

export const auditEntrySchema = z
  .object({
    id: z.string().uuid(),
    actor: z.object({ id: z.number().int().nullable(), email: z.string() }),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    createdAt: isoDate,
  })
  .openapi("AdminAuditEntry");
export const auditLogRequestSchema = z.object({ ...paging, userId: z.number().int().positive().max(SQL_INTEGER_MAX).optional() });
export const auditLogDataSchema = listOf(auditEntrySchema);

// ---- Users ----------------------------------------------------------------------------------

export const userSortSchema = z.enum(["createdAt", "name", "email"]);
export const usersIndexRequestSchema = z.object({
  ...paging,
  query: z.string().trim().max(200).optional().openapi({ description: "Part of the name or e-mail address." }),
  plan: planIdSchema.optional().openapi({ description: "Users with a workspace on this plan." }),
  createdFrom: day.optional(),
  createdTo: day.optional().openapi({ description: "Inclusive." }),
  sort: userSortSchema.default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    locale: z.string(),
    emailVerified: z.boolean(),
    disabledAt: isoDate.nullable(),
    createdAt: isoDate,
    plans: z.array(z.string()).openapi({ description: "Plans of the workspaces the user belongs to." }),
  })
  .openapi("AdminUser");
export const usersIndexDataSchema = listOf(adminUserSchema);

/** A workspace's subscription as billing sees it now (a trial past its end shows as Free). */
export const adminSubscriptionSchema = z
  .object({
    provider: z.string(),
    period: z.enum(["monthly", "annually"]),
    status: z.string(),
    trialEndsAt: isoDate.nullable(),
    currentPeriodEnd: isoDate.nullable(),
  })
  .openapi("AdminSubscription");

export const userIdRequestSchema = z.object({ id: z.coerce.number().int().positive().max(SQL_INTEGER_MAX) });
export const adminUserViewSchema = z.object({
  user: adminUserSchema.extend({ onboardedAt: isoDate.nullable() }),
  workspaces: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      plan: z.string(),
      role: workspaceRoleSchema,
      generationsThisMonth: z.number().int(),
      subscription: adminSubscriptionSchema,
    }),
  ),
  apiCalls: z.array(
    z.object({
      id: z.string(),
      workspaceId: z.string().uuid(),
      templateId: z.string().uuid().nullable(),
      format: z.string(),
      status: z.number().int(),
      pages: z.number().int(),
      durationMs: z.number().int(),
      createdAt: isoDate,
    }),
  ),
  templates: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      workspaceId: z.string().uuid().nullable(),
      version: z.number().int(),
      updatedAt: isoDate,
    }),
  ),
  onboarding: z
    .object({ id: z.string().uuid().openapi({ description: "The survey's uuid." }), answers: z.record(z.string()), createdAt: isoDate })
    .nullable(),
  audit: z.array(auditEntrySchema),
  crm: crmContactSchema.nullable().openapi({ description: "The user's CRM contact record." }),
});
export const adminUserDataSchema = z.object({ user: adminUserSchema });

export const workspacePlanRequestSchema = z.object({
  plan: planIdSchema,
  period: z.enum(["monthly", "annually"]).optional().openapi({ description: "Default: the subscription's current period." }),
});
export const adminWorkspaceDataSchema = z.object({
  workspace: z.object({
    id: z.string().uuid(),
    name: z.string(),
    plan: z.string(),
    subscription: adminSubscriptionSchema.omit({ trialEndsAt: true }),
  }),
});

// ---- Authors and posts (api.md "Admin bodies") ----------------------------------------------

export const listRequestSchema = z.object({ ...paging, query: z.string().trim().max(200).optional() });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
export const authorRequestSchema = z.object({
  name: z.string().trim().min(1, "Name is a required field.").max(100),
  role: optionalText(100),
  bio: optionalText(2000),
  avatarUrl: optionalText(2000).pipe(z.string().url().nullable()),
});
export const authorSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    role: z.string().nullable(),
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    posts: z.number().int(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .openapi("AdminAuthor");
export const authorDataSchema = z.object({ author: authorSchema });
export const authorsDataSchema = listOf(authorSchema);

/** A post's address under /blog: lower-case words joined by hyphens, in sections joined by slashes. */
export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export const postRequestSchema = z.object({
  title: z.string().trim().min(1, "Title is a required field.").max(200),
  slug: z
    .string()
    .trim()
    .min(1, "Slug is a required field.")
    .max(200)
    .regex(POST_SLUG, "Use lower-case letters, digits, hyphens and slashes."),
  locale: z.enum(["en", "nl"]),
  body: z.string().min(1, "Body is a required field.").max(200_000),
  excerpt: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v ?? ""),
  authorId: z.string().uuid(),
  coverImageUrl: optionalText(2000),
  coverImageAlt: optionalText(300),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  publishedAt: z
    .string()
    .datetime({ offset: true })
    .nullish()
    .transform((v) => v ?? null)
    .openapi({ description: "Absent or null: draft; in the future: scheduled." }),
  translationOf: z
    .string()
    .uuid()
    .nullish()
    .openapi({ description: "A post in the other language this one translates (the English/Dutch link)." }),
});
export const postStatusSchema = z.enum(["draft", "scheduled", "published"]);
export const adminPostSchema = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    slug: z.string(),
    locale: z.enum(["en", "nl"]),
    body: z.string(),
    excerpt: z.string(),
    authorId: z.string().uuid().nullable(),
    authorName: z.string().nullable(),
    coverImageUrl: z.string().nullable(),
    coverImageAlt: z.string().nullable(),
    tags: z.array(z.string()),
    publishedAt: isoDate.nullable(),
    status: postStatusSchema,
    translation: z.object({ id: z.string().uuid(), locale: z.string(), title: z.string() }).nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .openapi("AdminPost");
export const postDataSchema = z.object({ post: adminPostSchema });
export const postsDataSchema = listOf(adminPostSchema);
export const previewRequestSchema = z.object({ body: z.string().max(200_000) });
export const previewDataSchema = z.object({ html: z.string() });
export const deletedDataSchema = z.object({ deleted: z.literal(true) });

// ---- OpenAPI --------------------------------------------------------------------------------

/** The admin calls in the OpenAPI document (tag "Admin (internal)"). */
export function registerAdminPaths(registry: OpenAPIRegistry): void {
  const { tags, guard, missing, invalid, ok, created, uuid, body, problem } = adminPathHelpers();
  const numeric = z.object({ id: z.string().regex(/^\d+$/) });

  registry.registerPath({
    method: "get",
    path: "/api/admin/dashboard/statistics",
    tags,
    summary: "Statistics of the admin home",
    responses: { ...ok("30 days of signups and generations, render times, queue, plans.", adminStatisticsSchema), ...guard },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/audit-log",
    tags,
    summary: "The audit log of admin writes, newest first",
    request: body(auditLogRequestSchema),
    responses: { ...ok("One page.", auditLogDataSchema), ...invalid, ...guard },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/users/index",
    tags,
    summary: "Users with search, plan and date filters, paging and sort",
    request: body(usersIndexRequestSchema),
    responses: { ...ok("One page.", usersIndexDataSchema), ...invalid, ...guard },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/users/view",
    tags,
    summary: "One user: profile, workspaces, usage, calls, templates, onboarding, audit",
    request: body(userIdRequestSchema),
    responses: { ...ok("The user.", adminUserViewSchema), ...invalid, ...missing },
  });
  for (const [verb, what] of [
    ["disable", "Disable an account: its sessions, bearer tokens and the API keys it created stop working at once"],
    ["enable", "Re-enable a disabled account"],
  ] as const) {
    registry.registerPath({
      method: "post",
      path: `/api/admin/users/{id}/${verb}`,
      tags,
      summary: what,
      request: { params: numeric },
      responses: {
        ...ok("The user as it is now.", adminUserDataSchema),
        409: problem("An administrator cannot disable their own account."),
        ...missing,
      },
    });
  }
  registry.registerPath({
    method: "post",
    path: "/api/admin/workspaces/{id}/plan",
    tags,
    summary: "Change a workspace's plan (manual provider)",
    request: { params: uuid, ...body(workspacePlanRequestSchema) },
    responses: { ...ok("The workspace as it is now.", adminWorkspaceDataSchema), ...invalid, ...missing },
  });

  const listQuery = z.object({ page: z.string().optional(), perPage: z.string().optional(), query: z.string().optional() });
  registry.registerPath({
    method: "get",
    path: "/api/admin/posts",
    tags,
    summary: "Posts of both languages, newest first",
    request: { query: listQuery },
    responses: { ...ok("One page.", postsDataSchema), ...guard },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/posts/create",
    tags,
    summary: "Create a post",
    request: body(postRequestSchema),
    responses: {
      ...created(postDataSchema),
      409: problem("The slug is taken in this language, or the translation link is not to the other language."),
      ...invalid,
      ...missing,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/posts/preview",
    tags,
    summary: "Markdown as the public blog renders it (sanitised)",
    request: body(previewRequestSchema),
    responses: { ...ok("The HTML.", previewDataSchema), ...invalid, ...guard },
  });
  registry.registerPath({
    method: "get",
    path: "/api/admin/posts/{id}",
    tags,
    summary: "One post",
    request: { params: uuid },
    responses: { ...ok("The post.", postDataSchema), ...missing },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/posts/{id}/update",
    tags,
    summary: "Update a post",
    request: { params: uuid, ...body(postRequestSchema) },
    responses: { ...ok("The post.", postDataSchema), 409: problem("The slug is taken in this language."), ...invalid, ...missing },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/posts/{id}/delete",
    tags,
    summary: "Delete a post",
    request: { params: uuid },
    responses: { ...ok("Deleted.", deletedDataSchema), ...missing },
  });
  registry.registerPath({
    method: "get",
    path: "/api/admin/authors",
    tags,
    summary: "Authors with their post counts",
    request: { query: listQuery },
    responses: { ...ok("One page.", authorsDataSchema), ...guard },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/authors/create",
    tags,
    summary: "Create an author",
    request: body(authorRequestSchema),
    responses: { ...created(authorDataSchema), ...invalid, ...guard },
  });
  registry.registerPath({
    method: "get",
    path: "/api/admin/authors/{id}",
    tags,
    summary: "One author",
    request: { params: uuid },
    responses: { ...ok("The author.", authorDataSchema), ...missing },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/authors/{id}/update",
    tags,
    summary: "Update an author",
    request: { params: uuid, ...body(authorRequestSchema) },
    responses: { ...ok("The author.", authorDataSchema), ...invalid, ...missing },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/authors/{id}/delete",
    tags,
    summary: "Delete an author without posts",
    request: { params: uuid },
    responses: { ...ok("Deleted.", deletedDataSchema), 409: problem("The author still has posts; move or delete them first."), ...missing },
  });
}
