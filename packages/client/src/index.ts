import { call, type HttpOptions } from "./http.js";
import type { components } from "./openapi.js";

export { PaperjetConnectionError, PaperjetError, WebhookVerificationError, type Problem } from "./errors.js";
export { verifyWebhook, type WebhookHeaders, type WebhookPayload } from "./webhooks.js";
export { retryDelayMs, MAX_RETRY_DELAY_MS } from "./http.js";
/** Every path, operation and schema of the API, generated from its OpenAPI document. */
export type { components, operations, paths, webhooks } from "./openapi.js";

type Schemas = components["schemas"];
export type Template = Schemas["TemplateSummary"];
export type Job = Schemas["Job"];
export type AcceptedJob = Schemas["JobAccepted"]["data"];
export type GenerateRequest = Schemas["GenerateRequest"];
export type AsyncGenerateRequest = Schemas["AsyncGenerateRequest"];
export type BatchRequest = Schemas["BatchGenerateRequest"];

export interface PaperjetOptions {
  /** An API key from the app (Settings → API), `pj_live_…`. */
  apiKey: string;
  /** Where Paperjet runs, e.g. `https://paperjet.example.com`. */
  baseUrl: string;
  /** Retries of a failed connection, a 5xx or a 429 (default 4). */
  maxRetries?: number;
  /** The first retry's delay in ms after a failed connection or 5xx (default 500), doubling up to 30 s. */
  retryBaseMs?: number;
  /** Another fetch (a test double, a proxy agent); default the global one. */
  fetch?: typeof fetch;
  userAgent?: string;
}

export interface CallSettings {
  /** Sent as `Idempotency-Key`: the same key and body within 24 h return the first result and count once. Default: a new key per call, kept across its retries. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

// openapi-typescript types a field with a default as always present (true of answers); in a request every one may be left out.
export type GenerateOptions = Partial<Omit<GenerateRequest, "output">> & CallSettings;
export type GenerateAsyncOptions = Partial<Omit<AsyncGenerateRequest, "output">> & CallSettings;
export type BatchOptions = Omit<BatchRequest, "format" | "output" | "test"> & Partial<Pick<BatchRequest, "format" | "output" | "test">>;

const bodyOf = <T extends CallSettings>(options: T): Omit<T, keyof CallSettings> => {
  const { idempotencyKey: _key, signal: _signal, ...body } = options;
  return body;
};
const id = (value: string) => encodeURIComponent(value);

/**
 * The Paperjet API: templates, generation (now, in the background, in batches) and jobs.
 *
 * ```ts
 * const paperjet = new Paperjet({ apiKey: process.env.PAPERJET_API_KEY!, baseUrl: "https://paperjet.example.com" });
 * const pdf = await paperjet.generate(templateId, { data: { customer: { name: "ACME" } } });
 * ```
 */
export class Paperjet {
  readonly #http: HttpOptions;

  constructor(options: PaperjetOptions) {
    if (!options?.apiKey) throw new TypeError("Paperjet: apiKey is required");
    if (!options.baseUrl) throw new TypeError("Paperjet: baseUrl is required");
    this.#http = {
      apiKey: options.apiKey,
      baseUrl: options.baseUrl,
      fetch: options.fetch ?? ((...args) => fetch(...args)),
      maxRetries: options.maxRetries ?? 4,
      retryBaseMs: options.retryBaseMs ?? 500,
      userAgent: options.userAgent,
    };
  }

  readonly templates = {
    /** The templates this key can render, newest first, each with the bindings its data fills. */
    list: async (settings: Pick<CallSettings, "signal"> = {}): Promise<Template[]> => {
      const body = (await (
        await call(this.#http, { method: "GET", path: "/api/v1/templates", signal: settings.signal })
      ).json()) as Schemas["ListTemplatesResponse"];
      return body.data.templates;
    },
    /** One template this key can render. */
    get: async (templateId: string, settings: Pick<CallSettings, "signal"> = {}): Promise<Template> => {
      const body = (await (
        await call(this.#http, { method: "GET", path: `/api/v1/templates/${id(templateId)}`, signal: settings.signal })
      ).json()) as Schemas["GetTemplateResponse"];
      return body.data.template;
    },
  };

  /** Renders a template now and returns the file: a PDF, a PNG, or a ZIP of PNGs (format png, several pages, no `page`). */
  async generate(templateId: string, options: GenerateOptions = {}): Promise<Uint8Array> {
    const response = await call(this.#http, {
      method: "POST",
      path: `/api/v1/generate/single/${id(templateId)}`,
      body: { ...bodyOf(options), output: "binary" },
      headers: { "Idempotency-Key": options.idempotencyKey ?? crypto.randomUUID() },
      signal: options.signal,
    });
    return new Uint8Array(await response.arrayBuffer());
  }

  /** Queues a document; its end arrives at `callbackUrl` (signed, see verifyWebhook) or through `jobs.get`. */
  async generateAsync(templateId: string, options: GenerateAsyncOptions = {}): Promise<AcceptedJob> {
    const response = await call(this.#http, {
      method: "POST",
      path: `/api/v1/generate/async/${id(templateId)}`,
      body: bodyOf(options),
      headers: { "Idempotency-Key": options.idempotencyKey ?? crypto.randomUUID() },
      signal: options.signal,
    });
    return ((await response.json()) as Schemas["JobAccepted"]).data;
  }

  readonly batches = {
    /** Queues up to 1,000 documents into one merged PDF or a ZIP; a job like generateAsync's. */
    create: async (request: BatchOptions, settings: CallSettings = {}): Promise<AcceptedJob> => {
      const response = await call(this.#http, {
        method: "POST",
        path: "/api/v1/generate/batch",
        body: request,
        headers: { "Idempotency-Key": settings.idempotencyKey ?? crypto.randomUUID() },
        signal: settings.signal,
      });
      return ((await response.json()) as Schemas["JobAccepted"]).data;
    },
  };

  readonly jobs = {
    /** A job's status and progress; `fileUrl` once it succeeded. */
    get: async (jobId: string, settings: Pick<CallSettings, "signal"> = {}): Promise<Job> => {
      const body = (await (
        await call(this.#http, { method: "GET", path: `/api/v1/jobs/${id(jobId)}`, signal: settings.signal })
      ).json()) as { data: Job };
      return body.data;
    },
    /** A succeeded job's file (until its `expiresAt`). */
    download: async (jobId: string, settings: Pick<CallSettings, "signal"> = {}): Promise<Uint8Array> => {
      const response = await call(this.#http, { method: "GET", path: `/api/v1/jobs/${id(jobId)}/file`, signal: settings.signal });
      return new Uint8Array(await response.arrayBuffer());
    },
    /** Polls until the job succeeded or failed (every `intervalMs`, default 1 s; gives up after `timeoutMs`, default 5 min). */
    wait: async (jobId: string, options: { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal } = {}): Promise<Job> => {
      const deadline = Date.now() + (options.timeoutMs ?? 300_000);
      for (;;) {
        const job = await this.jobs.get(jobId, options);
        if (job.status === "succeeded" || job.status === "failed") return job;
        if (Date.now() > deadline)
          throw new Error(`Paperjet: job ${jobId} is still ${job.status} after ${options.timeoutMs ?? 300_000} ms`);
        await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 1_000));
      }
    },
  };
}
