import type { z } from "zod";
import { apiError, apiErrorResponse, translatedFieldErrors } from "~/utils/api-error-locale.server";
import { toWorkspaceGlobals } from "~/features/workspaces/current-workspace.server";
import { getAuth } from "~/features/auth/auth.server";
import { parseJsonBody } from "~/utils/parse-json-body.server";
import { readBody } from "~/utils/read-body.server";
import { fieldErrors, problemResponse } from "~/utils/problem.server";

export { fieldErrors, problemResponse };

export interface Globals {
  user: unknown | null;
  /** `{ id, name, role }` of the workspace the call acted in (api.md); null when signed out. */
  workspace?: { id: string; name: string; role: string } | null;
  token?: string;
}

// Responses built without explicit globals; handleApi fills in the caller's user for them.
const withoutGlobals = new WeakSet<Response>();

/**
 * The success envelope of the internal API (api.md): `{ data, globals }`.
 * Without `init.globals`, handleApi sets `globals.user` to the caller of the
 * request; pass `globals` only when the call changes who is signed in (login,
 * register, logout, token refresh).
 */
export function jsonOk<T>(data: T, init: { status?: number; headers?: HeadersInit; globals?: Globals } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  const response = new Response(JSON.stringify({ data, globals: init.globals ?? { user: null } }), { status: init.status ?? 200, headers });
  if (!init.globals) withoutGlobals.add(response);
  return response;
}

async function attachGlobals(request: Request, response: Response): Promise<Response> {
  if (!withoutGlobals.has(response)) return response;
  const body = (await response.json()) as { data: unknown; globals: Globals };
  const auth = await getAuth(request);
  body.globals = { user: auth?.user ?? null, workspace: toWorkspaceGlobals(auth?.workspace ?? null) };
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Runs an API handler, puts `globals` on its JSON success envelope (api.md),
 * and maps every failure to problem+json through `apiErrorResponse`.
 */
export async function handleApi(request: Request, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await attachGlobals(request, await handler());
  } catch (error) {
    return apiErrorResponse(request, error);
  }
}

/**
 * Reads and validates a JSON body: 415 for another content type, 413 past
 * `maxBytes`, 400 for malformed JSON, 422 for bodies parseJsonBody refuses and
 * with field errors from the schema.
 */
export async function readJson<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
  options: { maxBytes?: number } = {},
): Promise<z.infer<S>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw apiError("unsupported_media_type", "notJson", "Send the body as application/json.");
  }
  const text = (await readBody(request, { maxBytes: options.maxBytes ?? 1_000_000 })).toString("utf8");
  const parsed = schema.safeParse(parseJsonBody(text));
  // The schema words its own field messages (routes build it in the request's language); zod's own
  // defaults (a contract's bounds) are translated.
  if (!parsed.success)
    throw apiError("validation_failed", "invalidRequest", "The request is not valid.", {
      errors: fieldErrors(parsed.error),
      translateErrors: (t) => translatedFieldErrors(t, parsed.error, { keepWorded: true }),
    });
  return parsed.data;
}

/**
 * The other methods of a one-method API call: 405 problem+json with `Allow`
 * (Remix alone would answer them with its own JSON error).
 */
export function onlyMethod(allow: "GET" | "POST" | "PUT" | "DELETE") {
  return async ({ request }: { request: Request }) =>
    apiErrorResponse(
      request,
      apiError("method_not_allowed", "methodNotAllowed", `Use ${allow} for this call.`, { params: { allow }, headers: { Allow: allow } }),
    );
}
