import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "./openapi-zod.ts";
import { problemSchema } from "./generation.ts";
import { workspaceGlobalsSchema } from "./workspaces.ts";

// The internal API's account calls (api.md "Calls that tests depend on" and the hardening of issue 18.3).
// Field rules with the product's wording per language live with the web app (auth-schemas.ts); these are
// the shapes both sides agree on, parsed on the way out and published in the OpenAPI document.

export const publicUserSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    email: z.string(),
    role: z.string().openapi({ description: "`user` or `admin`; ADMIN_EMAILS counts only for a verified address." }),
    locale: z.enum(["en", "nl"]),
    emailVerified: z.boolean(),
  })
  .openapi("User");

const globals = z.object({ user: publicUserSchema.nullable(), workspace: workspaceGlobalsSchema.nullable().optional(), token: z.string().optional() });
const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data, globals });

export const registerRequestSchema = z.object({ name: z.string().max(100), email: z.string().email(), password: z.string().min(8).max(200) });
export const registerResponseSchema = z.object({
  data: z.object({ user: publicUserSchema }),
  globals: z.object({ user: publicUserSchema, workspace: workspaceGlobalsSchema, token: z.string().regex(/^pjt_/) }),
});

export const forgotPasswordRequestSchema = z.object({ email: z.string().email() });
/** Always the same answer, whether or not the address has an account. */
export const forgotPasswordResponseSchema = envelope(z.object({ email: z.string() }));

export const resetPasswordRequestSchema = z.object({ token: z.string().min(1).max(200), password: z.string().min(8).max(200) });
export const resetPasswordResponseSchema = envelope(z.object({ email: z.string() }));

export const verifyEmailRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const verifyEmailResponseSchema = envelope(z.object({ email: z.string() }));
export const resendVerificationResponseSchema = envelope(z.object({ email: z.string() }));

export const updateUserRequestSchema = z.object({
  name: z.string().max(100).optional(),
  email: z.string().email().optional().openapi({ description: "Needs `currentPassword` (when the account has one); changes only once the link mailed to the new address is opened." }),
  locale: z.enum(["en", "nl"]).optional(),
  currentPassword: z.string().optional(),
  newPassword: z.string().min(8).max(200).optional(),
});
export const updateUserResponseSchema = envelope(
  z.object({
    user: publicUserSchema,
    pendingEmail: z.string().nullable().openapi({ description: "The address a confirmation link was just mailed to; `user.email` is unchanged until it is opened." }),
  }),
);

const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });

/** The account calls in the OpenAPI document (tag "Accounts"; session cookie or `Authorization: Bearer pjt_…`). */
export function registerAccountPaths(registry: OpenAPIRegistry): void {
  const tags = ["Accounts"];
  const session = registry.registerComponent("securitySchemes", "sessionToken", {
    type: "http",
    scheme: "bearer",
    description: "The internal API's token from `globals.token` of login or register (`pjt_…`), or the browser's session cookie with `X-CSRF-Token`.",
  });
  const security = [{ [session.name]: [] }];
  const limited = { 429: problem("Rate limited; `Retry-After` says when to try again.") };
  registry.registerPath({
    method: "post",
    path: "/api/auth/register",
    tags,
    summary: "Create an account",
    description:
      "201 with the user, a bearer token and a session cookie. An address that already has an account gets an answer of the same status and form, but its token and cookie sign no one in; the address's owner is told by mail. Rate-limited per client address and in total (REGISTRATION_LIMIT_*).",
    request: { body: json(registerRequestSchema) },
    responses: { 201: { description: "Signed up.", ...json(registerResponseSchema) }, 422: problem("A field is missing or invalid."), ...limited },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/forgot-password",
    tags,
    summary: "Mail a password-reset link",
    description: "Always 200 with the same answer; a link (one hour, single use) is mailed only when the address has an account. Throttled like login, per address and client.",
    request: { body: json(forgotPasswordRequestSchema) },
    responses: { 200: { description: "Requested.", ...json(forgotPasswordResponseSchema) }, 422: problem("Not an e-mail address."), ...limited },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/reset-password",
    tags,
    summary: "Set a new password with a reset link",
    description: "Ends every session and bearer token of the account.",
    request: { body: json(resetPasswordRequestSchema) },
    responses: { 200: { description: "Password changed.", ...json(resetPasswordResponseSchema) }, 422: problem("`token`: unknown, used or expired link; `password`: too short."), ...limited },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/verify-email",
    tags,
    summary: "Open an e-mail confirmation link",
    description: "Verifies the address at sign-up, or completes an address change: the link's address becomes the account's.",
    request: { body: json(verifyEmailRequestSchema) },
    responses: { 200: { description: "Confirmed.", ...json(verifyEmailResponseSchema) }, 409: problem("Another account has this address by now."), 422: problem("`token`: unknown, used or expired link.") },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/verify-email/resend",
    tags,
    summary: "Mail the verification link again",
    security,
    responses: { 200: { description: "Sent (or already verified).", ...json(resendVerificationResponseSchema) }, 401: problem("Not signed in."), ...limited },
  });
  registry.registerPath({
    method: "post",
    path: "/api/users/update",
    tags,
    summary: "Change name, e-mail, language or password",
    security,
    request: { body: json(updateUserRequestSchema) },
    responses: {
      200: { description: "Saved; an e-mail change is pending until confirmed.", ...json(updateUserResponseSchema) },
      401: problem("Not signed in."),
      403: problem("CSRF token missing for a cookie-authenticated call."),
      422: problem("A field is invalid, or `currentPassword` is missing or wrong."),
    },
  });
}
