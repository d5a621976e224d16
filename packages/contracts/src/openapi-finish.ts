// The document-wide parts of every operation, kept in one table so a new route cannot go without them:
// its operationId, its security (API key, session bearer, editor session, Chargebee's Basic auth or
// none), whether a customer's code has reason to call it (`x-internal`), and the answers every call of
// its kind can give. openapi-document.test.ts (web) fails when a route has no row here.

type Security = "apiKey" | "sessionToken" | "editorSession" | "chargebeeBasic" | "none";
interface OperationFacts {
  id: string;
  security: Security;
  internal?: boolean;
  tag?: string;
}

const session = (id: string, tag?: string): OperationFacts => ({ id, security: "sessionToken", tag });
const apiKey = (id: string, tag: string): OperationFacts => ({ id, security: "apiKey", tag });
const open = (id: string, tag?: string): OperationFacts => ({ id, security: "none", tag });
const internal = (facts: OperationFacts): OperationFacts => ({ ...facts, internal: true });

/** `METHOD path` → the operation's facts. */
export const OPERATIONS: Record<string, OperationFacts> = {
  // Generation API (API key).
  "POST /api/v1/generate/single/{templateId}": apiKey("generateDocument", "Generation"),
  "POST /api/v1/generate/async/{templateId}": apiKey("generateDocumentAsync", "Generation"),
  "POST /api/v1/generate/batch": apiKey("generateBatch", "Generation"),
  "GET /api/v1/jobs/{jobId}": apiKey("getJob", "Generation"),
  "GET /api/v1/jobs/{jobId}/file": apiKey("downloadJobFile", "Generation"),
  "GET /api/v1/templates": apiKey("listApiTemplates", "Generation"),
  "GET /api/v1/templates/{templateId}": apiKey("getApiTemplate", "Generation"),
  "POST /api/v1/signed-urls": apiKey("createSignedUrl", "Generation"),
  "GET /api/v1/signed/{templateId}": open("getSignedFile", "Generation"),
  "POST /api/v1/signing-certificates": apiKey("uploadSigningCertificate", "Signing"),
  "GET /api/v1/signing-certificates": apiKey("listSigningCertificates", "Signing"),
  "DELETE /api/v1/signing-certificates/{id}": apiKey("deleteSigningCertificate", "Signing"),
  "GET /api/v1/webhooks": apiKey("listApiWebhookEndpoints", "Webhooks"),
  "POST /api/v1/webhooks": apiKey("createApiWebhookEndpoint", "Webhooks"),
  "POST /api/v1/webhooks/{id}/delete": apiKey("deleteApiWebhookEndpoint", "Webhooks"),
  "GET /api/v1/webhooks/events": apiKey("listApiWebhookEvents", "Webhooks"),
  "POST /api/v1/editor-sessions": apiKey("createEditorSession", "Embeddable designer"),
  "GET /api/v1/editor-sessions": apiKey("listEditorSessions", "Embeddable designer"),
  "POST /api/v1/editor-sessions/{id}/revoke": apiKey("revokeEditorSession", "Embeddable designer"),
  "GET /api/v1/openapi.json": open("getOpenApiDocument", "Operations"),
  "GET /api/health": open("getHealth", "Operations"),
  "GET /api/build": internal(open("getBuild", "Operations")),

  // Accounts.
  "POST /api/auth/register": open("register"),
  "POST /api/auth/login": open("login"),
  "POST /api/auth/logout": session("logout"),
  "GET /api/auth/me": session("getCurrentUser"),
  "GET /api/auth/refresh": session("refreshToken"),
  "GET /api/auth/getToken": internal(session("getSessionToken")),
  "GET /api/auth/oauth/{provider}/redirect": internal(open("startOAuthSignIn")),
  "GET /api/auth/oauth/{provider}/callback": internal(open("finishOAuthSignIn")),
  "POST /api/auth/forgot-password": open("requestPasswordReset"),
  "POST /api/auth/reset-password": open("resetPassword"),
  "POST /api/auth/verify-email": open("verifyEmail"),
  "POST /api/auth/verify-email/resend": session("resendVerificationEmail"),
  "POST /api/users/update": session("updateCurrentUser"),

  // API keys and the call log.
  "POST /api/apicalls/getToken": session("createApiKey"),
  "POST /api/apicalls/index": session("listApiCalls"),

  // Templates, versions, library, uploads.
  "GET /api/templates": session("listTemplates"),
  "POST /api/templates": session("createTemplate"),
  "GET /api/templates/{id}": session("getTemplate"),
  "POST /api/templates/{id}": session("updateTemplate"),
  "DELETE /api/templates/{id}": session("deleteTemplate"),
  "POST /api/templates/{id}/duplicate": session("duplicateTemplate"),
  "POST /api/templates/{id}/test-pdf": session("renderTestPdf"),
  "GET /api/templates/{id}/thumbnail": session("getTemplateThumbnail"),
  "GET /api/templates/{id}/versions": session("listTemplateVersions"),
  "POST /api/templates/{id}/versions": session("createTemplateVersion"),
  "GET /api/templates/{id}/draft": session("getTemplateDraft"),
  "PUT /api/templates/{id}/draft": session("saveTemplateDraft"),
  "GET /api/templates/{id}/version/{version}": session("getTemplateVersion"),
  "GET /api/templates/designs": session("listTemplateDesigns"),
  "POST /api/templates/search": session("searchTemplates"),
  "POST /api/dashboard/index": internal(session("getDashboard")),
  "POST /api/uploads": session("uploadMedia"),
  "POST /api/uploads/index": session("listMedia"),
  "POST /api/uploads/destroy": session("deleteMedia"),
  "POST /api/images/view": session("getMedia"),
  "GET /api/media/{id}": session("downloadMedia"),

  // Webhooks.
  "GET /api/webhooks": session("listWebhooks"),
  "POST /api/webhooks": session("createWebhook"),
  "POST /api/webhooks/{id}": session("updateWebhook"),
  "POST /api/webhooks/{id}/delete": session("deleteWebhook"),
  "POST /api/webhooks/{id}/rotate-secret": session("rotateWebhookSecret"),
  "POST /api/webhooks/{id}/send-test": session("sendTestWebhook"),
  "POST /api/webhooks/signing-secret": session("createSigningSecret"),
  "POST /api/webhooks/messages/{messageId}/redeliver": session("redeliverWebhookMessage"),

  // Workspaces and members.
  "GET /api/workspaces": session("listWorkspaces"),
  "POST /api/workspaces": session("createWorkspace"),
  "POST /api/workspaces/{id}/switch": session("switchWorkspace"),
  "GET /api/workspaces/{id}/members": session("listMembers"),
  "POST /api/workspaces/{id}/invitations": session("inviteMember"),
  "POST /api/workspaces/{id}/invitations/{invitationId}/delete": session("revokeInvitation"),
  "POST /api/workspaces/{id}/members/{userId}": session("changeMemberRole"),
  "POST /api/workspaces/{id}/members/{userId}/delete": session("removeMember"),
  "POST /api/invitations/{token}/accept": session("acceptInvitation"),

  // Billing.
  "GET /api/pricing/plans": open("listPricingPlans"),
  "GET /api/subscription/configuration": session("getSubscription"),
  "POST /api/subscription/plan": session("choosePlan"),
  "GET /api/subscription/invoices": session("listInvoices"),
  "POST /api/subscription/invoices": session("downloadInvoice"),
  "POST /api/subscription/payment-details": session("setPaymentDetails"),
  "GET /api/subscription/payment-sources": session("listPaymentSources"),
  "GET /api/subscription/portal-session": session("createPortalSession"),
  "POST /api/webhooks/chargebee": internal({ id: "receiveChargebeeEvent", security: "chargebeeBasic" }),

  // The embedded designer's own calls (editor-session token).
  "POST /api/editor-sessions/demo": internal(open("createDemoEditorSession")),
  "GET /api/embed/session": internal({ id: "getEmbedSession", security: "editorSession" }),
  "GET /api/embed/template": internal({ id: "getEmbedTemplate", security: "editorSession" }),
  "POST /api/embed/template": internal({ id: "saveEmbedTemplate", security: "editorSession" }),
  "POST /api/embed/template/test-pdf": internal({ id: "renderEmbedTestPdf", security: "editorSession" }),

  // The public site and the app's own forms.
  "POST /api/forms/contact": internal(open("submitContactForm")),
  "POST /api/forms/book-a-demo": internal(open("submitDemoForm")),
  "POST /api/forms/newsletter": internal(open("subscribeNewsletter")),
  "POST /api/forms/suggestion": internal(session("submitSuggestion")),
  "GET /api/forms/onboarding": internal(session("getOnboarding")),
  "POST /api/forms/onboarding": internal(session("saveOnboarding")),
  "POST /api/posts": internal(open("listPosts")),
  "GET /api/posts/{id}": internal(open("getPost")),
  "GET /api/posts/cover/{id}": internal(open("getPostCover")),
  "POST /api/crm/store": internal(session("storeCrmContact")),
  "POST /api/crm/update": internal(session("updateCrmContact")),

  // Administrators.
  "GET /api/admin/dashboard/statistics": internal(session("adminGetStatistics")),
  "POST /api/admin/audit-log": internal(session("adminListAuditLog")),
  "POST /api/admin/users/index": internal(session("adminListUsers")),
  "POST /api/admin/users/view": internal(session("adminGetUser")),
  "POST /api/admin/users/{id}/disable": internal(session("adminDisableUser")),
  "POST /api/admin/users/{id}/enable": internal(session("adminEnableUser")),
  "POST /api/admin/workspaces/{id}/plan": internal(session("adminSetWorkspacePlan")),
  "POST /api/admin/invoices/{id}/status": internal(session("adminSetInvoiceStatus")),
  "GET /api/admin/posts": internal(session("adminListPosts")),
  "GET /api/admin/posts/{id}": internal(session("adminGetPost")),
  "POST /api/admin/posts/create": internal(session("adminCreatePost")),
  "POST /api/admin/posts/preview": internal(session("adminPreviewPost")),
  "POST /api/admin/posts/{id}/update": internal(session("adminUpdatePost")),
  "POST /api/admin/posts/{id}/delete": internal(session("adminDeletePost")),
  "GET /api/admin/authors": internal(session("adminListAuthors")),
  "GET /api/admin/authors/{id}": internal(session("adminGetAuthor")),
  "POST /api/admin/authors/create": internal(session("adminCreateAuthor")),
  "POST /api/admin/authors/{id}/update": internal(session("adminUpdateAuthor")),
  "POST /api/admin/authors/{id}/delete": internal(session("adminDeleteAuthor")),
  "POST /api/admin/templates/index": internal(session("adminListTemplates")),
  "POST /api/admin/templates/view": internal(session("adminGetTemplate")),
  "POST /api/dev/global_templates/store": internal(session("adminPublishLibraryDesign")),
  "POST /api/dev/global_templates/destroy": internal(session("adminUnpublishLibraryDesign")),
  "POST /api/admin/api-calls/index": internal(session("adminListApiCalls")),
  "POST /api/admin/form-submissions": internal(session("adminListFormSubmissions")),
  "POST /api/admin/form-submissions/view": internal(session("adminGetFormSubmission")),
  "POST /api/admin/form-submissions/handled": internal(session("adminMarkFormSubmissionHandled")),
  "POST /api/admin/surveys/index": internal(session("adminListSurveys")),
  "POST /api/admin/surveys/view": internal(session("adminGetSurvey")),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated document is walked and amended as plain JSON
type Json = Record<string, any>;
const problem = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
});

/** Answers a call of its kind can always give, added where the operation does not describe its own. */
const BODY_ERRORS: Json = {
  400: problem("The body is not valid JSON."),
  413: problem("The body is larger than the limit."),
  415: problem("The body is not application/json."),
  422: problem("The body is not valid (`errors` names each field)."),
};
const METHOD_NOT_ALLOWED = { 405: problem("Another method than the one documented (`Allow` names it).") };
const SIGNED_OUT = { 401: problem("Not signed in.") };

/**
 * Gives every operation of the generated document its facts from OPERATIONS, declares the security
 * schemes they name, and adds the answers every call of its kind can give. Throws on an operation without
 * a row, so a new route is documented completely or the document (and its test) fails.
 */
export function finishDocument<T extends object>(input: T): T {
  const document = input as Json;
  document.components ??= {};
  document.components.securitySchemes = {
    ...document.components.securitySchemes,
    chargebeeBasic: {
      type: "http",
      scheme: "basic",
      description: "CHARGEBEE_WEBHOOK_USERNAME and CHARGEBEE_WEBHOOK_PASSWORD (only Chargebee calls it).",
    },
  };
  const missing: string[] = [];
  for (const [path, item] of Object.entries<Json>(document.paths)) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      const key = `${method.toUpperCase()} ${path}`;
      const facts = OPERATIONS[key];
      if (!facts) {
        missing.push(key);
        continue;
      }
      operation.operationId = facts.id;
      if (facts.tag && !operation.tags?.length) operation.tags = [facts.tag];
      operation.security = facts.security === "none" ? [] : [{ [facts.security]: [] }];
      if (facts.internal) operation["x-internal"] = true;
      const jsonBody = operation.requestBody?.content?.["application/json"];
      operation.responses = {
        ...(jsonBody ? BODY_ERRORS : {}),
        ...(facts.security === "sessionToken" ? SIGNED_OUT : {}),
        ...METHOD_NOT_ALLOWED,
        ...operation.responses,
      };
      operation.responses = Object.fromEntries(Object.entries<Json>(operation.responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  if (missing.length) throw new Error(`OpenAPI operations without a row in OPERATIONS (openapi-finish.ts): ${missing.join(", ")}`);
  for (const [type, item] of Object.entries<Json>(document.webhooks ?? {})) {
    item.post.operationId = `on${type.replace(/(^|[._-])(\w)/g, (_, _sep: string, c: string) => c.toUpperCase())}`;
    item.post.tags = ["Webhook events"];
    item.post.security = [];
  }
  return document as T;
}
