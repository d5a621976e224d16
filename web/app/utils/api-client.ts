/**
 * The browser's client for the internal API (docs/product.md §3, §7; api.md "Conventions").
 * `apiFetch` answers with the Response (for PDFs and other non-JSON bodies);
 * `apiJson` answers with the envelope's `data`. Both keep the bearer token in
 * step with the `globals` of every JSON answer.
 */

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export interface ApiRequestOptions {
  method?: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** A body that may hold File/Blob values; sent as multipart when it does. */
  form?: Record<string, unknown>;
  /** An already-encoded body (e.g. a FormData built by the caller), sent as is. */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The session's CSRF token (root loader data), for cookie-authenticated calls that change something. */
  csrfToken?: string | null;
  signal?: AbortSignal;
  /** false: one attempt only (start-up calls whose failure is ignored). */
  retry?: boolean;
  /** First retry delay; it doubles up to 30 s. Tests shorten it. */
  retryBaseMs?: number;
}

export const NULL_WITH_FILES_MESSAGE = "null is not supported in api requests when also sending files";
const MAX_RETRY_DELAY_MS = 30_000;
const TOKEN_STORAGE_KEY = "pj_token";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: { type?: string; title?: string; detail?: string; errors?: Record<string, string[]>; [extra: string]: unknown },
  ) {
    super(problem.detail ?? `HTTP ${status}`);
    this.name = "ApiError";
  }
  get detail(): string | undefined {
    return this.problem.detail;
  }
  get fieldErrors(): Record<string, string[]> {
    return this.problem.errors ?? {};
  }
}

// Tests run in Node, where relative URLs have no origin to resolve against.
let baseUrl = "";
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, "");
}

// sessionStorage keeps the token across reloads of this tab only, not across tabs or restarts.
let heldToken: string | null | undefined;
function session(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's privacy settings
  }
}
export function getApiToken(): string | null {
  if (heldToken === undefined) heldToken = session()?.getItem(TOKEN_STORAGE_KEY) ?? null;
  // Logout cleared the flag cookie and revoked the token; sending it would turn away a later cookie sign-in.
  if (heldToken && tokenFlagCookieSays() === false) setApiToken(null);
  return heldToken;
}
export function setApiToken(token: string | null): void {
  heldToken = token;
  if (token) session()?.setItem(TOKEN_STORAGE_KEY, token);
  else session()?.removeItem(TOKEN_STORAGE_KEY);
}

/** The cookie that tells this script it may exchange the session for a bearer token (docs/product.md §4); set by session.server. */
export const TOKEN_FLAG_COOKIE = "pj_has_token";

/** The flag cookie: true/false in a browser, undefined where there are no cookies (Node). */
export function tokenFlagCookieSays(): boolean | undefined {
  if (typeof document === "undefined") return undefined;
  return document.cookie.split("; ").includes(`${TOKEN_FLAG_COOKIE}=1`);
}

function applyGlobals(globals: { token?: unknown } | undefined): void {
  if (globals && typeof globals === "object" && typeof globals.token === "string") setApiToken(globals.token);
}

function encodeQuery(query: Record<string, QueryValue>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(",") : String(value);
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return pairs.join("&");
}

const isFile = (value: unknown): value is Blob => typeof Blob !== "undefined" && value instanceof Blob;

function multipartBody(form: Record<string, unknown>): FormData {
  const entries = Object.entries(form).filter(([, value]) => value !== undefined);
  if (entries.some(([, value]) => value === null)) throw new Error(NULL_WITH_FILES_MESSAGE);
  const body = new FormData();
  for (const [key, value] of entries) {
    if (isFile(value)) body.append(key, value);
    else if (typeof value === "object") body.append(key, JSON.stringify(value));
    else body.append(key, String(value));
  }
  return body;
}

function buildBody(options: ApiRequestOptions, headers: Headers): BodyInit | undefined {
  if (options.form) {
    if (Object.values(options.form).some(isFile)) return multipartBody(options.form);
    headers.set("Content-Type", "application/json");
    return JSON.stringify(options.form);
  }
  if (options.json === undefined) return options.body;
  headers.set("Content-Type", "application/json");
  return JSON.stringify(options.json);
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get("Content-Type") ?? "");
}

/** Sends the call (retrying server failures), throws ApiError for problems, resolves to the Response. */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const query = options.query ? encodeQuery(options.query) : "";
  const url = `${baseUrl}${path}${query ? (path.includes("?") ? "&" : "?") + query : ""}`;
  const headers = new Headers({ Accept: "application/json", ...options.headers });
  if (options.csrfToken) headers.set("X-CSRF-Token", options.csrfToken);
  if (!headers.has("Accept-Language") && typeof document !== "undefined" && document.documentElement.lang)
    headers.set("Accept-Language", document.documentElement.lang);
  const body = buildBody(options, headers);
  const retryBaseMs = options.retryBaseMs ?? 500;

  // A caller that brings its own credentials (the embedded designer's session token) keeps them.
  const ownAuthorization = headers.has("Authorization");
  for (let attempt = 0; ; attempt++) {
    const token = ownAuthorization ? null : getApiToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    else if (!ownAuthorization) headers.delete("Authorization");
    let response: Response | undefined;
    try {
      response = await fetch(url, { method: options.method ?? "GET", headers, body, credentials: "same-origin", signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted || options.retry === false) throw error;
    }
    if (response?.status === 401 && token) {
      // The server never falls back to the cookie when a bearer fails; forget the dead token and ask again.
      if (getApiToken() === token) setApiToken(null);
      attempt--;
      continue;
    }
    if (response && response.status < 500) return checked(response);
    if (options.retry === false) return checked(response!);
    await wait(Math.min(retryBaseMs * 2 ** attempt, MAX_RETRY_DELAY_MS), options.signal);
  }
}

// The JSON body checked() read, so apiJson does not parse it a second time.
const parsedBodies = new WeakMap<Response, unknown>();

async function checked(response: Response): Promise<Response> {
  if (!isJson(response)) {
    if (!response.ok) throw new ApiError(response.status, {});
    return response;
  }
  const parsed = await response
    .clone()
    .json()
    .then(
      (value: unknown) => ({ value }),
      () => undefined,
    );
  // A body that is not JSON after all is not remembered: apiJson then fails on it as before.
  if (parsed) parsedBodies.set(response, parsed.value);
  const body = (parsed?.value ?? {}) as { globals?: { token?: unknown } };
  applyGlobals(body.globals);
  if (!response.ok) throw new ApiError(response.status, body as ApiError["problem"]);
  return response;
}

/** Sends the call and resolves to the success envelope's `data`. */
export async function apiJson<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const body = (parsedBodies.has(response) ? parsedBodies.get(response) : await response.json()) as { data: T };
  return body.data;
}
