import type { z } from "zod";
import { apiErrorResponse } from "~/utils/api-error-locale.server";

/** `/api/v1` and embed calls answer `{ data }` checked against its contract schema, never cached. */
export function contractJson<S extends z.ZodTypeAny>(schema: S, body: z.input<S>, status = 200): Response {
  return new Response(JSON.stringify(schema.parse(body)), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Runs a call of the editor-session API; every failure is problem+json in the request's language. */
export async function answerSessionCall(request: Request, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    return apiErrorResponse(request, error, { log: `[editor-sessions] ${request.method} ${new URL(request.url).pathname}` });
  }
}
