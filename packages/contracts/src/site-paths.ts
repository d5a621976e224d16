import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";
import { problemSchema } from "./generation.ts";
import { formSubmissionDataSchema, getPostDataSchema, listPostsDataSchema, listPostsRequestSchema } from "./site.ts";

// The public site's own calls (blog, forms, onboarding) and the operational ones (health, the document
// itself). Documented so that nothing the server answers is a secret, but marked `x-internal` by
// openapi.ts: a customer's code has no reason to call them.

export const healthCheckSchema = z
  .object({ status: z.enum(["up", "down"]), error: z.string().optional(), count: z.number().int().optional() })
  .passthrough();
export const healthReportSchema = z
  .object({
    status: z.enum(["ok", "error"]),
    checks: z.object({ database: healthCheckSchema, queue: healthCheckSchema, workers: healthCheckSchema }),
    failing: z.array(z.string()).optional(),
  })
  .openapi("HealthReport");

export const formPostRequestSchema = z
  .object({ locale: z.enum(["en", "nl"]).optional(), email: z.string().optional() })
  .passthrough()
  .openapi({ description: "The form's fields (contact: name, email, message…; book-a-demo: also a date; newsletter: email)." });
export const suggestionRequestSchema = z.object({ message: z.string().trim().min(1).max(2000) });
export const onboardingRequestSchema = z.object({
  skip: z.literal(true).optional(),
  answers: z.object({ role: z.string(), useCase: z.string(), volume: z.string() }).partial().optional(),
});

const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });
const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data, globals: z.object({ user: z.unknown() }).passthrough() });

export function registerSitePaths(registry: OpenAPIRegistry): void {
  const tags = ["Site (internal)"];
  registry.registerPath({
    method: "get",
    path: "/api/health",
    tags: ["Operations"],
    summary: "Whether the database, the queue and at least one render worker are up",
    responses: {
      200: { description: "Everything is up.", ...json(healthReportSchema) },
      503: { description: "Something is down; `failing` names it.", ...json(healthReportSchema) },
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/v1/openapi.json",
    tags: ["Operations"],
    summary: "This document",
    responses: { 200: { description: "The OpenAPI 3.1 document.", content: { "application/json": { schema: { type: "object" } } } } },
  });
  const limited = {
    403: problem("A browser call from another origin."),
    422: problem("Some fields are not filled in correctly; `errors` names each."),
    429: problem("More than 10 submissions in 10 minutes from one address."),
  };
  for (const [form, summary] of [
    ["contact", "The contact form"],
    ["book-a-demo", "The book-a-demo form"],
    ["newsletter", "The newsletter sign-up"],
  ] as const) {
    registry.registerPath({
      method: "post",
      path: `/api/forms/${form}`,
      tags,
      summary,
      request: { body: json(formPostRequestSchema) },
      responses: { 201: { description: "Stored.", ...json(envelope(formSubmissionDataSchema)) }, ...limited },
    });
  }
  const signedIn = { 401: problem("Not signed in.") };
  registry.registerPath({
    method: "post",
    path: "/api/forms/suggestion",
    tags,
    summary: "Send a suggestion from the app",
    request: { body: json(suggestionRequestSchema) },
    responses: {
      201: { description: "Stored.", ...json(envelope(z.object({ suggestion: z.object({ id: z.string() }).passthrough() }))) },
      422: problem("`message` is missing or too long."),
      ...signedIn,
    },
  });
  const onboarding = z.object({ onboarding: z.unknown().optional() }).passthrough();
  registry.registerPath({
    method: "get",
    path: "/api/forms/onboarding",
    tags,
    summary: "The onboarding survey and whether it is done",
    responses: { 200: { description: "The survey.", ...json(envelope(onboarding)) }, ...signedIn },
  });
  registry.registerPath({
    method: "post",
    path: "/api/forms/onboarding",
    tags,
    summary: "Answer or skip the onboarding survey",
    request: { body: json(onboardingRequestSchema) },
    responses: { 200: { description: "Saved.", ...json(envelope(onboarding)) }, 422: problem("An answer is missing."), ...signedIn },
  });
  registry.registerPath({
    method: "post",
    path: "/api/posts",
    tags,
    summary: "A page of published blog posts, newest first",
    request: { body: json(listPostsRequestSchema) },
    responses: { 200: { description: "One page.", ...json(envelope(listPostsDataSchema)) } },
  });
  registry.registerPath({
    method: "get",
    path: "/api/posts/{id}",
    tags,
    summary: "A published blog post",
    request: { params: z.object({ id: z.string().uuid() }) },
    responses: {
      200: { description: "The post with its HTML.", ...json(envelope(getPostDataSchema)) },
      404: problem("No published post with this id."),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/posts/cover/{id}",
    tags,
    summary: "A blog post's cover image",
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: { description: "The image.", content: { "image/*": { schema: { type: "string", format: "binary" } } } },
      404: problem("No such cover (or its post is not published)."),
    },
  });
}
