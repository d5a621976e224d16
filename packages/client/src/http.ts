import { PaperjetConnectionError, PaperjetError, type Problem } from "./errors.js";

export interface HttpOptions {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  maxRetries: number;
  /** Milliseconds before the first retry of a failed connection or 5xx; doubles each time, at most 30 s. */
  retryBaseMs: number;
  userAgent?: string;
}

export interface CallOptions {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * The product's retry rule (issue 27; docs/decisions/041): no answer or a 5xx → wait a growing delay
 * (base × 2^attempt, at most 30 s); 429 → wait what `Retry-After` says. Other answers are final. Generation calls carry an Idempotency-Key, so a retry never counts twice.
 */
export function retryDelayMs(attempt: number, response: Response | undefined, baseMs: number, now = Date.now()): number | null {
  if (response && response.status === 429) {
    const header = response.headers.get("Retry-After");
    const seconds = header === null ? NaN : Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = header ? Date.parse(header) : NaN;
    return Number.isFinite(date) ? Math.max(0, date - now) : Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** attempt);
  }
  if (!response || response.status >= 500) return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** attempt);
  return null;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** One API call with the retry rule; resolves with a 2xx Response, rejects with PaperjetError or PaperjetConnectionError. */
export async function call(http: HttpOptions, options: CallOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${http.apiKey}`,
    Accept: "application/json, application/problem+json, */*",
    ...options.headers,
  };
  if (http.userAgent) headers["User-Agent"] = http.userAgent;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const url = http.baseUrl.replace(/\/+$/, "") + options.path;
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await http.fetch(url, {
        method: options.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      failure = error;
    }
    if (response?.ok) return response;
    const delay = attempt < http.maxRetries ? retryDelayMs(attempt, response, http.retryBaseMs) : null;
    if (delay === null) {
      if (!response)
        throw new PaperjetConnectionError(`Could not reach ${url}: ${failure instanceof Error ? failure.message : String(failure)}`, {
          cause: failure,
        });
      throw await toError(response);
    }
    await response?.body?.cancel();
    await sleep(delay, options.signal);
  }
}

async function toError(response: Response): Promise<PaperjetError> {
  const text = await response.text();
  let problem: Problem;
  try {
    problem = JSON.parse(text) as Problem;
    if (typeof problem !== "object" || problem === null || typeof problem.title !== "string") throw new Error("not a problem");
  } catch {
    problem = { type: "about:blank", title: response.statusText || "Error", status: response.status, detail: text.slice(0, 500) };
  }
  return new PaperjetError(response.status, problem, response.headers.get("X-Request-Id") ?? undefined);
}
