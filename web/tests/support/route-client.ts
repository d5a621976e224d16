import { randomInt } from "node:crypto";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;

export const BASE_URL = "http://localhost:3000";

/**
 * Calls Remix loaders and actions with real Requests, keeping cookies between
 * calls like a browser would (one jar per client, so two clients are two users).
 * Each client also has an address of its own, as web/server.mjs would set it: the rate limits count
 * per address in the run's shared Redis, and one file's wrong logins must not throttle another's.
 */
export class RouteClient {
  cookies = new Map<string, string>();
  bearer: string | undefined;
  readonly address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  constructor(private options: { acceptLanguage?: string } = {}) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  request(path: string, init: RequestInit & { json?: unknown; form?: Record<string, string>; bearer?: string | null } = {}): Request {
    const headers = new Headers(init.headers);
    if (this.cookies.size && !headers.has("Cookie")) headers.set("Cookie", this.cookieHeader());
    const bearer = init.bearer === undefined ? this.bearer : init.bearer;
    if (bearer) headers.set("Authorization", `Bearer ${bearer}`);
    if (this.options.acceptLanguage) headers.set("Accept-Language", this.options.acceptLanguage);
    if (!headers.has(CLIENT_ADDRESS_HEADER)) headers.set(CLIENT_ADDRESS_HEADER, this.address);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(init.form).toString();
    }
    return new Request(new URL(path, BASE_URL), { method: init.method ?? (body ? "POST" : "GET"), headers, body });
  }

  /** Runs a loader/action; thrown Responses (redirects, 404s) are returned like real ones. */
  async call(handler: Handler, request: Request, params: Record<string, string> = {}): Promise<Response> {
    let result: unknown;
    try {
      result = await handler({ request, params, context: {} } as LoaderFunctionArgs & ActionFunctionArgs);
    } catch (error) {
      if (error instanceof Response) result = error;
      else throw error;
    }
    const response = toResponse(result);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0\b/i.test(line) || value === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return response;
  }

  async json<T = any>(response: Response): Promise<T> {
    return (await response.json()) as T;
  }
}

// Loaders may return plain objects or `data()` values (single fetch); make them Responses for the tests.
function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = result as { data: unknown; init?: ResponseInit | null };
    return new Response(JSON.stringify(data), { status: init?.status ?? 200, headers: init?.headers });
  }
  return new Response(JSON.stringify(result ?? null), { status: 200, headers: { "Content-Type": "application/json" } });
}
