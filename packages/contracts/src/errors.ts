/**
 * The one application error. Every code maps to one HTTP status and is
 * rendered as application/problem+json (RFC 9457) by the web layer.
 */
export const ERROR_CODES = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  dependency_down: 503,
  render_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_TITLES: Record<ErrorCode, string> = {
  bad_request: "Bad Request",
  unauthenticated: "Unauthorized",
  forbidden: "Forbidden",
  not_found: "Not Found",
  method_not_allowed: "Method Not Allowed",
  conflict: "Conflict",
  gone: "Gone",
  payload_too_large: "Payload Too Large",
  unsupported_media_type: "Unsupported Media Type",
  validation_failed: "Unprocessable Content",
  rate_limited: "Too Many Requests",
  internal: "Internal Server Error",
  dependency_down: "Service Unavailable",
  render_timeout: "Gateway Timeout",
};

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly extra?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    detail: string,
    options: { errors?: FieldErrors; extra?: Record<string, unknown>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(detail, { cause: options.cause });
    this.code = code;
    this.status = ERROR_CODES[code];
    this.errors = options.errors;
    this.extra = options.extra;
    this.headers = options.headers;
  }

  toProblem(): Problem {
    return {
      type: `https://paperjet.dev/problems/${this.code.replace(/_/g, "-")}`,
      title: ERROR_TITLES[this.code],
      status: this.status,
      detail: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extra,
    };
  }
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: FieldErrors;
  [key: string]: unknown;
}
