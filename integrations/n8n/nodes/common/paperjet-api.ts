import type { IExecuteFunctions, IHookFunctions, IHttpRequestOptions, ILoadOptionsFunctions, IWebhookFunctions } from "n8n-workflow";

export type PaperjetContext = IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions | IWebhookFunctions;

/** A template's binding as `GET /api/v1/templates` lists it. */
export interface Binding {
  key: string;
  label: string;
  type: "text" | "number" | "boolean";
  example?: string | number | boolean;
}

export interface TemplateSummary {
  id: string;
  name: string;
  version: number;
  updatedAt: string;
  bindings: Binding[];
}

/** The credential's Paperjet without a trailing slash: every call is `${base}/api/v1/…`. */
export async function paperjetBase(context: PaperjetContext): Promise<string> {
  const credentials = await context.getCredentials<{ baseUrl: string }>("paperjetApi");
  return String(credentials.baseUrl).trim().replace(/\/+$/, "");
}

/** A call with the credential's API key (n8n adds the bearer header from the credential type). */
export async function paperjetRequest<T = unknown>(
  context: PaperjetContext,
  options: Omit<IHttpRequestOptions, "url"> & { path: string },
): Promise<T> {
  const { path, ...rest } = options;
  return (await context.helpers.httpRequestWithAuthentication.call(context, "paperjetApi", {
    ...rest,
    url: `${await paperjetBase(context)}${path}`,
  })) as T;
}

export async function listTemplates(context: PaperjetContext): Promise<TemplateSummary[]> {
  const body = await paperjetRequest<{ data: { templates: TemplateSummary[] } }>(context, {
    method: "GET",
    path: "/api/v1/templates",
    json: true,
  });
  return body.data.templates;
}

/**
 * The product answers errors as problem+json; its `detail` and per-field `errors` are what a user
 * needs to fix the call, so they become the node's error message.
 */
export function problemMessage(error: unknown): string | undefined {
  const candidate = error as { response?: { body?: unknown; data?: unknown }; cause?: { response?: { body?: unknown; data?: unknown } } };
  let body = candidate.response?.body ?? candidate.response?.data ?? candidate.cause?.response?.body ?? candidate.cause?.response?.data;
  if (Buffer.isBuffer(body) || body instanceof ArrayBuffer) body = Buffer.from(body as Buffer).toString("utf8");
  if (typeof body === "string") {
    try {
      body = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  const problem = body as { detail?: string; errors?: Record<string, string[]> } | undefined;
  if (!problem?.detail) return undefined;
  const fields = Object.entries(problem.errors ?? {}).map(([field, messages]) => `${field}: ${messages.join(", ")}`);
  return [problem.detail, ...fields].join(" ");
}
