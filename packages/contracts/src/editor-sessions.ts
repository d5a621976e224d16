import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";

/** Panels of the embedded designer a session may show (the account-wide ones — media, library, history — never show). */
export const EMBED_PANELS = ["insert", "layers", "pages", "data"] as const;
export type EmbedPanel = (typeof EMBED_PANELS)[number];
export const EDITOR_SESSION_MAX_SECONDS = 3_600;

const origin = z
  .string()
  .trim()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "");
    } catch {
      return false;
    }
  }, "must be an origin: scheme, host and port only, e.g. https://app.example.com")
  .transform((value) => new URL(value).origin);

export const editorSessionPermissionsSchema = z
  .object({
    save: z.boolean().default(true),
    preview: z.boolean().default(true),
    editData: z.boolean().default(true).openapi({
      description:
        "Whether the example data and the bindings may be edited. false: the Data panel is hidden, and a save that changes `exampleData` or `bindings` is refused with 403 naming it.",
    }),
    elements: z.array(z.string().min(1).max(40)).max(50).nullable().default(null).openapi({
      description:
        "Element types that may be added (e.g. `text`, `image`); default all. The Insert panel offers only these, and a save that adds another type is refused with 403.",
    }),
  })
  .openapi("EditorSessionPermissions");

export const editorSessionThemeSchema = z
  .object({
    primaryColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #4f46e5")
      .nullable()
      .default(null),
    logoUrl: z
      .string()
      .url()
      .max(2_000)
      .startsWith("https://", "must be an https URL")
      .nullable()
      .default(null)
      .openapi({ description: "Shown in the designer's header; null: no logo (white label)." }),
    panels: z
      .array(z.enum(EMBED_PANELS))
      .min(1)
      .default([...EMBED_PANELS]),
  })
  .openapi("EditorSessionTheme");

export const createEditorSessionRequestSchema = z
  .object({
    templateId: z.string().uuid().optional(),
    newTemplate: z
      .object({ name: z.string().trim().min(1).max(200) })
      .optional()
      .openapi({
        description:
          "Design a new blank A4 template instead of opening `templateId`. Nothing is created until the session's first save, which creates the template (its id is in the save's answer and the SDK's `save` event); a session closed without saving leaves nothing behind.",
      }),
    externalUserId: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .openapi({ description: "Your own user's id, recorded on every version the session saves." }),
    locale: z.enum(["en", "nl"]).default("en"),
    permissions: editorSessionPermissionsSchema.default({}),
    allowedOrigins: z
      .array(origin)
      .min(1)
      .max(20)
      .openapi({ description: "Origins whose pages may frame the designer (`Content-Security-Policy: frame-ancestors`) and talk to it." }),
    expiresIn: z
      .number()
      .int()
      .min(60)
      .max(EDITOR_SESSION_MAX_SECONDS)
      .default(900)
      .openapi({ description: "Seconds until the session ends (at most 3600)." }),
    theme: editorSessionThemeSchema.default({}),
  })
  .refine((body) => (body.templateId === undefined) !== (body.newTemplate === undefined), {
    message: "give either templateId or newTemplate",
    path: ["templateId"],
  })
  .openapi("CreateEditorSessionRequest");
export type CreateEditorSessionRequest = z.infer<typeof createEditorSessionRequestSchema>;

const sessionTemplateId = z.string().uuid().nullable().openapi({
  description: "The session's template; null for a `newTemplate` session until its first save creates the template.",
});

export const createdEditorSessionSchema = z
  .object({
    id: z.string().uuid(),
    templateId: sessionTemplateId,
    url: z.string().url().openapi({
      description:
        "Open in an iframe on one of allowedOrigins (the SDK's `sessionUrl`). The token rides in the fragment, which never reaches a server log.",
    }),
    token: z.string().openapi({ description: "The session's bearer token, shown only here." }),
    expiresAt: z.string(),
  })
  .openapi("CreatedEditorSession");

export const editorSessionSummarySchema = z
  .object({
    id: z.string().uuid(),
    templateId: sessionTemplateId,
    templateName: z.string().openapi({ description: "The template's name (a `newTemplate` session's given name until its first save)." }),
    externalUserId: z.string().nullable(),
    locale: z.enum(["en", "nl"]),
    allowedOrigins: z.array(z.string()),
    permissions: z.object({ save: z.boolean(), preview: z.boolean(), editData: z.boolean(), elements: z.array(z.string()).nullable() }),
    status: z.enum(["active", "expired", "revoked"]),
    expiresAt: z.string(),
    revokedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("EditorSession");
export type EditorSessionSummary = z.infer<typeof editorSessionSummarySchema>;

export const createEditorSessionResponseSchema = z.object({ data: createdEditorSessionSchema });
export const listEditorSessionsResponseSchema = z.object({ data: z.object({ sessions: z.array(editorSessionSummarySchema) }) });
export const revokeEditorSessionResponseSchema = z.object({ data: z.object({ session: editorSessionSummarySchema }) });

/** The embedded designer's own calls, authorised by the session token. */
export const embedTemplateSchema = z.object({
  id: z.string().uuid().nullable().openapi({ description: "null: a `newTemplate` session's template, not saved yet." }),
  name: z.string(),
  version: z.number().int().openapi({ description: "The latest saved version; 0 before a `newTemplate` session's first save." }),
  document: z.unknown(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export const embedTemplateResponseSchema = z.object({ data: z.object({ template: embedTemplateSchema }) });
export const embedSaveRequestSchema = z.object({
  document: z.unknown(),
  name: z.string().trim().min(1).max(200).optional(),
  version: z.number().int().nonnegative().openapi({
    description: "The version the edit started from (optimistic concurrency); 0 for the first save of a `newTemplate` session.",
  }),
});
export const embedPreviewRequestSchema = z.object({ data: z.record(z.string(), z.unknown()).optional() });
export const embedSessionResponseSchema = z.object({
  data: z.object({ session: z.object({ id: z.string().uuid(), templateId: sessionTemplateId, expiresAt: z.string() }) }),
});

export const demoSessionResponseSchema = z.object({ data: z.object({ url: z.string().url(), expiresAt: z.string() }) });

type ProblemFn = (description: string) => { description: string; content: { "application/problem+json": { schema: z.ZodTypeAny } } };

export function registerEditorSessionPaths(
  registry: OpenAPIRegistry,
  shared: { security: Record<string, string[]>[]; problem: ProblemFn; common: Record<number, unknown> },
): void {
  const { security, problem } = shared;
  const common = shared.common as Record<number, ReturnType<ProblemFn>>;
  const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
  const tags = ["Embeddable designer"];
  registry.registerPath({
    method: "post",
    path: "/api/v1/editor-sessions",
    tags,
    summary: "Create an editor session for the embeddable designer",
    description:
      "Your server calls this with an API key and gives the `url` to your page, which mounts it with the SDK (`/sdk/designer.js`).",
    security,
    request: { body: json(createEditorSessionRequestSchema) },
    responses: {
      201: { description: "The session; `token` appears only here.", ...json(createEditorSessionResponseSchema) },
      404: problem("No such template for this key."),
      422: problem("The body is not valid (`errors` names each field)."),
      ...common,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v1/editor-sessions",
    tags,
    summary: "The key's workspace's editor sessions, newest first (the last 100)",
    security,
    responses: { 200: { description: "Sessions without their tokens.", ...json(listEditorSessionsResponseSchema) }, ...common },
  });
  registry.registerPath({
    method: "post",
    path: "/api/v1/editor-sessions/{id}/revoke",
    tags,
    summary: "End a session now; its designer shows that the session ended and emits `sessionExpired`",
    security,
    request: { params: z.object({ id: z.string().uuid() }) },
    responses: {
      200: { description: "Revoked.", ...json(revokeEditorSessionResponseSchema) },
      404: problem("No such session for this key."),
      ...common,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/editor-sessions/demo",
    tags,
    summary: "A session of the live demo on /solutions/sdk-integration (no account: a sandbox no customer owns)",
    responses: {
      201: { description: "The demo session's url, framable by the site itself.", ...json(demoSessionResponseSchema) },
      429: problem("More than 10 demos a minute from one address."),
    },
  });
  const session = [{ editorSession: [] }];
  registry.registerComponent("securitySchemes", "editorSession", {
    type: "http",
    scheme: "bearer",
    description: "An editor session's token (only the embedded designer uses these calls).",
  });
  const ended = problem("The session expired or was revoked (`reason`: `expired` or `revoked`).");
  registry.registerPath({
    method: "get",
    path: "/api/embed/session",
    tags,
    summary: "The session the token belongs to",
    security: session,
    responses: { 200: { description: "The session.", ...json(embedSessionResponseSchema) }, 401: ended },
  });
  registry.registerPath({
    method: "get",
    path: "/api/embed/template",
    tags,
    summary: "The session's template",
    description:
      "The latest version; for a `newTemplate` session before its first save, the blank document that save will create (`id` null, `version` 0).",
    security: session,
    responses: { 200: { description: "The template.", ...json(embedTemplateResponseSchema) }, 401: ended },
  });
  registry.registerPath({
    method: "post",
    path: "/api/embed/template",
    tags,
    summary: "Save the session's template (a new version, recording the session's externalUserId)",
    description:
      "The first save of a `newTemplate` session (`version` 0) creates the template in the session's workspace at version 1 and binds the session to it; another first save after it meets a 409.",
    security: session,
    request: { body: json(embedSaveRequestSchema) },
    responses: {
      200: { description: "Saved; `version` + 1.", ...json(embedTemplateResponseSchema) },
      401: ended,
      403: problem("The session may not save (`permissions.save: false`), or the document breaks its `permissions`."),
      409: problem("`version` is not the latest."),
      422: problem("The document is not valid."),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/embed/template/test-pdf",
    tags,
    summary: "A watermarked test PDF of the latest saved version (before a `newTemplate` session's first save: of the blank document)",
    security: session,
    request: { body: json(embedPreviewRequestSchema) },
    responses: {
      200: { description: "The PDF.", content: { "application/pdf": { schema: { type: "string", format: "binary" } } } },
      401: ended,
      403: problem("The session may not preview."),
    },
  });
}
