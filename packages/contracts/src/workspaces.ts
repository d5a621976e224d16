import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { problemSchema } from "./generation.ts";
import { z } from "./openapi-zod.ts";

// "Workspaces and members" of api.md. Request schemas take the product's validation wording
// (docs/product.md §5) so the web app can answer in the caller's language; English is the default
// the OpenAPI document shows.

export const workspaceRoleSchema = z.enum(["owner", "admin", "editor", "viewer"]).openapi("WorkspaceRole");

export interface RequestWording {
  required: (field: string) => string;
  email: () => string;
  maxLength: (max: number) => string;
  role: () => string;
}

export const ENGLISH_WORDING: RequestWording = {
  required: (field) => `${field} is a required field.`,
  email: () => "Please enter a valid e-mail",
  maxLength: (max) => `This field can have at most ${max} characters`,
  role: () => "Choose one of owner, admin, editor or viewer",
};

export function requiredString(m: RequestWording, label: string, max: number) {
  return z
    .string({ required_error: m.required(label), invalid_type_error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .max(max, m.maxLength(max));
}

function role(m: RequestWording) {
  return z.enum(["owner", "admin", "editor", "viewer"], { errorMap: () => ({ message: m.role() }) });
}

export function createWorkspaceRequestSchema(m: RequestWording = ENGLISH_WORDING, label = "Name") {
  return z.object({ name: requiredString(m, label, 100) });
}

export function inviteRequestSchema(m: RequestWording = ENGLISH_WORDING, label = "Email") {
  return z.object({ email: requiredString(m, label, 254).pipe(z.string().email(m.email())), role: role(m) });
}

export function changeRoleRequestSchema(m: RequestWording = ENGLISH_WORDING) {
  return z.object({ role: role(m) });
}

/** `globals.workspace` on every JSON answer of a signed-in caller. */
export const workspaceGlobalsSchema = z
  .object({ id: z.string().uuid(), name: z.string(), role: workspaceRoleSchema })
  .openapi("WorkspaceGlobals");

export const workspaceListSchema = z.object({
  workspaces: z.array(z.object({ id: z.string().uuid(), name: z.string(), role: workspaceRoleSchema, current: z.boolean() })),
});

export const workspaceDataSchema = z.object({ workspace: workspaceGlobalsSchema });

export const invitationSchema = z
  .object({ id: z.string().uuid(), email: z.string(), role: workspaceRoleSchema, expiresAt: z.string().datetime() })
  .openapi("Invitation");

export const createdInvitationSchema = z.object({ invitation: invitationSchema.extend({ url: z.string().url() }) });

export const membersDataSchema = z.object({
  members: z.array(
    z.object({ userId: z.number().int(), name: z.string(), email: z.string(), role: workspaceRoleSchema, joinedAt: z.string().datetime() }),
  ),
  invitations: z.array(invitationSchema),
});

export const okDataSchema = z.object({ ok: z.literal(true) });
export const removeMemberDataSchema = okDataSchema.extend({
  revokedApiKeys: z
    .array(z.object({ id: z.string(), name: z.string(), prefix: z.string() }))
    .openapi({ description: "The workspace's API keys the member created, revoked with the removal (they answer 401 from now on)." }),
});

const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });
const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ data, globals: z.object({ user: z.unknown(), workspace: workspaceGlobalsSchema.nullable() }) });

/** The workspace calls in the OpenAPI document (tag "Workspaces"; session cookie or `Authorization: Bearer pjt_…`). */
export function registerWorkspacePaths(registry: OpenAPIRegistry): void {
  const tags = ["Workspaces"];
  const id = z.object({ id: z.string().uuid() });
  const signedIn = { 401: problem("Not signed in.") };
  const member = { ...signedIn, 404: problem("No such workspace among the caller's (another tenant's ids are never confirmed).") };
  const admins = {
    ...member,
    403: problem("The caller's role in this workspace lacks `members:manage` (admins and owners), or only an owner may assign that role."),
  };
  registry.registerPath({
    method: "get",
    path: "/api/workspaces",
    tags,
    summary: "The caller's workspaces",
    responses: {
      200: { description: "With the caller's role; `current` marks the one calls act in.", ...json(envelope(workspaceListSchema)) },
      ...signedIn,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/workspaces",
    tags,
    summary: "Create a workspace (the caller becomes its owner and switches to it)",
    request: { body: json(createWorkspaceRequestSchema()) },
    responses: {
      201: { description: "Created.", ...json(envelope(workspaceDataSchema)) },
      422: problem("`name` is missing or too long."),
      ...signedIn,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/workspaces/{id}/switch",
    tags,
    summary: "Act in another of the caller's workspaces",
    description: "Changes the current workspace of the session and of the bearer tokens issued with it.",
    request: { params: id },
    responses: {
      200: { description: "Switched; `globals.workspace` is the new current one.", ...json(envelope(workspaceDataSchema)) },
      ...member,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/workspaces/{id}/members",
    tags,
    summary: "Members and pending invitations",
    request: { params: id },
    responses: { 200: { description: "Members oldest first; invitations newest first.", ...json(envelope(membersDataSchema)) }, ...admins },
  });
  registry.registerPath({
    method: "post",
    path: "/api/workspaces/{id}/invitations",
    tags,
    summary: "Invite an e-mail address with a role",
    description: "The link (`url`, valid 7 days) is also e-mailed; a new invitation to the same address replaces a pending one.",
    request: { params: id, body: json(inviteRequestSchema()) },
    responses: {
      201: { description: "Invited.", ...json(envelope(createdInvitationSchema)) },
      409: problem("The address already belongs to a member."),
      422: problem("`email` or `role` is invalid."),
      ...admins,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/workspaces/{id}/invitations/{invitationId}/delete",
    tags,
    summary: "Revoke a pending invitation",
    request: { params: id.extend({ invitationId: z.string().uuid() }) },
    responses: { 200: { description: "Revoked; the link no longer works.", ...json(envelope(okDataSchema)) }, ...admins },
  });
  const memberParams = id.extend({ userId: z.string().regex(/^\d+$/) });
  registry.registerPath({
    method: "post",
    path: "/api/workspaces/{id}/members/{userId}",
    tags,
    summary: "Change a member's role",
    request: { params: memberParams, body: json(changeRoleRequestSchema()) },
    responses: {
      200: { description: "Changed.", ...json(envelope(okDataSchema)) },
      409: problem("The last owner cannot be demoted."),
      422: problem("`role` is not a role."),
      ...admins,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/workspaces/{id}/members/{userId}/delete",
    tags,
    summary: "Remove a member, or leave (your own user id; any role)",
    request: { params: memberParams },
    responses: {
      200: {
        description: "Removed; the API keys the member created in the workspace are revoked.",
        ...json(envelope(removeMemberDataSchema)),
      },
      409: problem("The last owner can neither leave nor be removed."),
      ...admins,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/invitations/{token}/accept",
    tags,
    summary: "Accept an invitation",
    description: "The signed-in user must hold the invited address. They join with the invited role and switch to the workspace.",
    request: { params: z.object({ token: z.string() }) },
    responses: {
      200: { description: "Joined.", ...json(envelope(workspaceDataSchema)) },
      403: problem("The invitation is for another address."),
      404: problem("No such invitation."),
      410: problem("The invitation expired, was revoked or was already used."),
      ...signedIn,
    },
  });
}
