import { z } from "./openapi-zod.ts";

// "Workspaces and members" of api.md. Request schemas take the product's validation wording
// (product-spec §5) so the web app can answer in the caller's language; English is the default
// the OpenAPI document shows.

export const workspaceRoleSchema = z.enum(["owner", "admin", "editor", "viewer"]).openapi("WorkspaceRole");

export interface RequestWording {
  required: (field: string) => string;
  email: () => string;
  maxLength: (max: number) => string;
  role: () => string;
}

const ENGLISH: RequestWording = {
  required: (field) => `${field} is a required field.`,
  email: () => "Please enter a valid e-mail",
  maxLength: (max) => `This field can have at most ${max} characters`,
  role: () => "Choose one of owner, admin, editor or viewer",
};

function requiredString(m: RequestWording, label: string, max: number) {
  return z.string({ required_error: m.required(label), invalid_type_error: m.required(label) }).trim().min(1, m.required(label)).max(max, m.maxLength(max));
}

function role(m: RequestWording) {
  return z.enum(["owner", "admin", "editor", "viewer"], { errorMap: () => ({ message: m.role() }) });
}

export function createWorkspaceRequestSchema(m: RequestWording = ENGLISH, label = "Name") {
  return z.object({ name: requiredString(m, label, 100) });
}

export function inviteRequestSchema(m: RequestWording = ENGLISH, label = "Email") {
  return z.object({ email: requiredString(m, label, 254).pipe(z.string().email(m.email())), role: role(m) });
}

export function changeRoleRequestSchema(m: RequestWording = ENGLISH) {
  return z.object({ role: role(m) });
}

/** `globals.workspace` on every JSON answer of a signed-in caller. */
export const workspaceGlobalsSchema = z.object({ id: z.string().uuid(), name: z.string(), role: workspaceRoleSchema }).openapi("WorkspaceGlobals");

export const workspaceListSchema = z.object({
  workspaces: z.array(z.object({ id: z.string().uuid(), name: z.string(), role: workspaceRoleSchema, current: z.boolean() })),
});

export const workspaceDataSchema = z.object({ workspace: workspaceGlobalsSchema });

export const invitationSchema = z.object({ id: z.string().uuid(), email: z.string(), role: workspaceRoleSchema, expiresAt: z.string().datetime() }).openapi("Invitation");

export const createdInvitationSchema = z.object({ invitation: invitationSchema.extend({ url: z.string().url() }) });

export const membersDataSchema = z.object({
  members: z.array(z.object({ userId: z.number().int(), name: z.string(), email: z.string(), role: workspaceRoleSchema, joinedAt: z.string().datetime() })),
  invitations: z.array(invitationSchema),
});

export const okDataSchema = z.object({ ok: z.literal(true) });
