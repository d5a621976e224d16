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

const globals = z.object({
  user: publicUserSchema.nullable(),
  workspace: workspaceGlobalsSchema.nullable().optional(),
  token: z.string().optional(),
});
const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data, globals });

export const registerRequestSchema = z.object({
  name: z.string().max(100),
  email: z.string().email(),
  password: z.string().min(8).max(200),
});
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
  email: z.string().email().optional().openapi({
    description: "Needs `currentPassword` (when the account has one); changes only once the link mailed to the new address is opened.",
  }),
  locale: z.enum(["en", "nl"]).optional(),
  currentPassword: z.string().optional(),
  newPassword: z.string().min(8).max(200).optional(),
});
export const updateUserResponseSchema = envelope(
  z.object({
    user: publicUserSchema,
    pendingEmail: z
      .string()
      .nullable()
      .openapi({ description: "The address a confirmation link was just mailed to; `user.email` is unchanged until it is opened." }),
  }),
);

export const loginRequestSchema = z.object({ email: z.string().email(), password: z.string().min(1) }).openapi("LoginRequest");
/** Login, refresh and getToken answer with the user; `globals.token` is the bearer token (`pjt_…`). */
export const signedInResponseSchema = z.object({
  data: z.object({ user: publicUserSchema }),
  globals: z.object({
    user: publicUserSchema,
    workspace: workspaceGlobalsSchema.nullable().optional(),
    token: z
      .string()
      .regex(/^pjt_/)
      .openapi({ description: "The new bearer token (`pjt_…`); send it as `Authorization: Bearer <token>`." }),
  }),
});
export const tokenResponseSchema = z.object({ data: z.object({ token: z.string() }), globals });
export const meResponseSchema = envelope(z.object({ user: publicUserSchema }));
export const logoutResponseSchema = z.object({ data: z.object({ loggedOut: z.literal(true) }), globals: z.object({ user: z.null() }) });

const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });

/** The account calls in the OpenAPI document (tag "Accounts"; session cookie or `Authorization: Bearer pjt_…`). */
export function registerAccountPaths(registry: OpenAPIRegistry): void {
  const tags = ["Accounts"];
  const session = registry.registerComponent("securitySchemes", "sessionToken", {
    type: "http",
    scheme: "bearer",
    description:
      "The internal API's token from `globals.token` of login or register (`pjt_…`), or the browser's session cookie with `X-CSRF-Token`.",
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
    responses: {
      201: { description: "Signed up.", ...json(registerResponseSchema) },
      422: problem("A field is missing or invalid."),
      ...limited,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/login",
    tags,
    summary: "Sign in with e-mail and password",
    description:
      "Answers with a bearer token in `globals.token` (for code) and a session cookie (for browsers). Failed attempts are throttled per address and client.",
    request: { body: json(loginRequestSchema) },
    responses: {
      200: { description: "Signed in.", ...json(signedInResponseSchema) },
      401: problem("Wrong e-mail or password."),
      403: problem("The account is disabled, or a browser call came from another origin."),
      422: problem("A field is missing or invalid."),
      ...limited,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/auth/refresh",
    tags,
    summary: "Exchange the bearer token for a new one",
    description: "The token used is revoked; the new one is `globals.token`. A token lasts 30 days.",
    security,
    responses: {
      200: { description: "The new token.", ...json(signedInResponseSchema) },
      401: problem("Not signed in, or the token expired or was revoked."),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/auth/getToken",
    tags,
    summary: "A bearer token for the browser's session",
    security,
    responses: {
      200: { description: "The token.", ...json(tokenResponseSchema) },
      400: problem("Called with a bearer token instead of a session cookie (use refresh)."),
      401: problem("Not signed in."),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/auth/me",
    tags,
    summary: "The signed-in user",
    security,
    responses: { 200: { description: "The user.", ...json(meResponseSchema) }, 401: problem("Not signed in.") },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/logout",
    tags,
    summary: "Sign out: end the session or revoke the bearer token",
    security,
    responses: { 200: { description: "Signed out.", ...json(logoutResponseSchema) }, 401: problem("Not signed in.") },
  });
  const provider = z.object({ provider: z.enum(["google", "github"]) });
  registry.registerPath({
    method: "get",
    path: "/api/auth/oauth/{provider}/redirect",
    tags,
    summary: "Start signing in with Google or GitHub (a browser redirect)",
    request: {
      params: provider,
      query: z.object({
        lng: z.enum(["en", "nl"]).optional(),
        redirectTo: z.string().optional().openapi({ description: "An app path to return to after signing in." }),
      }),
    },
    responses: { 302: { description: "To the provider." }, 404: problem("The provider is not configured.") },
  });
  registry.registerPath({
    method: "get",
    path: "/api/auth/oauth/{provider}/callback",
    tags,
    summary: "Where the provider returns the browser",
    request: { params: provider },
    responses: {
      302: { description: "Signed in (`next`), or back to the sign-in page with `error`." },
      404: problem("The provider is not configured."),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/forgot-password",
    tags,
    summary: "Mail a password-reset link",
    description:
      "Always 200 with the same answer; a link (one hour, single use) is mailed only when the address has an account. Throttled like login, per address and client.",
    request: { body: json(forgotPasswordRequestSchema) },
    responses: {
      200: { description: "Requested.", ...json(forgotPasswordResponseSchema) },
      422: problem("Not an e-mail address."),
      ...limited,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/reset-password",
    tags,
    summary: "Set a new password with a reset link",
    description: "Ends every session and bearer token of the account.",
    request: { body: json(resetPasswordRequestSchema) },
    responses: {
      200: { description: "Password changed.", ...json(resetPasswordResponseSchema) },
      422: problem("`token`: unknown, used or expired link; `password`: too short."),
      ...limited,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/verify-email",
    tags,
    summary: "Open an e-mail confirmation link",
    description: "Verifies the address at sign-up, or completes an address change: the link's address becomes the account's.",
    request: { body: json(verifyEmailRequestSchema) },
    responses: {
      200: { description: "Confirmed.", ...json(verifyEmailResponseSchema) },
      409: problem("Another account has this address by now."),
      422: problem("`token`: unknown, used or expired link."),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/verify-email/resend",
    tags,
    summary: "Mail the verification link again",
    security,
    responses: {
      200: { description: "Sent (or already verified).", ...json(resendVerificationResponseSchema) },
      401: problem("Not signed in."),
      ...limited,
    },
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
