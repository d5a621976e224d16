import type { BeforeRequestMiddleware, Bundle, HttpResponse, RawHttpResponse, ZObject } from "zapier-platform-core";

/** The connection's Paperjet (its APP_URL) without a trailing slash: every call is `${apiBase(bundle)}/api/v1/…`. */
export function apiBase(bundle: Bundle): string {
  return String(bundle.authData.baseUrl ?? "")
    .trim()
    .replace(/\/+$/, "");
}

/** Every request carries the API key; the product's API answers nothing without it. */
export const addApiKey: BeforeRequestMiddleware = (request, _z, bundle) => {
  request.headers = { ...request.headers, Authorization: `Bearer ${bundle.authData.apiKey}` };
  return request;
};

/**
 * Errors arrive as problem+json (`title`, `detail`, `errors` per field): the user sees the product's
 * own words in Zap history instead of a bare status. A 401 tells Zapier the connection is stale.
 * Raw (streamed) responses are read here too, as their `content` does not exist.
 */
export async function explainErrors(response: HttpResponse, z: ZObject): Promise<HttpResponse> {
  if (response.status < 400 || response.skipThrowForStatus) return response;
  const text = response.request.raw ? await (response as unknown as RawHttpResponse).text() : response.content;
  let problem: { title?: string; detail?: string; errors?: Record<string, string[]> } = {};
  try {
    problem = JSON.parse(text);
  } catch {
    // Not problem+json (a proxy in between, say): the status says enough.
  }
  const fields = problem.errors ? Object.entries(problem.errors).map(([field, messages]) => `${field}: ${messages.join(", ")}`) : [];
  const message = [problem.detail ?? problem.title ?? `Paperjet answered ${response.status}.`, ...fields].join(" ");
  if (response.status === 401) throw new z.errors.ExpiredAuthError(message);
  throw new z.errors.Error(message, problem.title ?? String(response.status), response.status);
}
