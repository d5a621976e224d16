import { z } from "./openapi-zod.ts";
import { SQL_INTEGER_MAX } from "./limits.ts";
import { problemSchema } from "./generation.ts";
import { workspaceGlobalsSchema } from "./workspaces.ts";

// Pieces shared by the admin area's and the CRM's contracts (admin.ts, admin-operations.ts, crm.ts).

const isoDate = z.string().datetime();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-24.");
const paging = {
  page: z.coerce.number().int().min(1).max(SQL_INTEGER_MAX).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
};
const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });
/** The admin lists' shared pieces. */
export const adminFields = { isoDate, day, paging, listOf };

const json = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });
const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ data, globals: z.object({ user: z.unknown(), workspace: workspaceGlobalsSchema.nullable().optional() }) });

/** The building blocks of the admin calls' OpenAPI entries (shared with admin-operations.ts). */
export function adminPathHelpers() {
  const guard = {
    401: problem("Not signed in."),
    403: problem("Signed in, but not an administrator (or a cookie write without its CSRF token)."),
  };
  return {
    tags: ["Admin (internal)"],
    problem,
    guard,
    missing: { ...guard, 404: problem("No such record.") },
    invalid: { 422: problem("The body is not valid; `errors` names each field.") },
    ok: (description: string, data: z.ZodTypeAny) => ({ 200: { description, ...json(envelope(data)) } }),
    created: (data: z.ZodTypeAny) => ({ 201: { description: "Created.", ...json(envelope(data)) } }),
    uuid: z.object({ id: z.string().uuid() }),
    body: (schema: z.ZodTypeAny) => ({ body: json(schema) }),
  };
}
