import { AppError, type ErrorCode, type FieldErrors } from "@paperjet/contracts";
import { defaultErrorMap, ZodError, type ZodIssue } from "zod";
import { fieldErrors, problemResponse } from "./problem.server.ts";
import i18next from "./i18next.server.ts";
import { DEFAULT_LOCALE } from "./locale.ts";
import { getRequestLocale } from "./request-locale.server.ts";

/** A translate function of the `api` namespace (web/public/locales/{en,nl}/api.json). */
export type ApiT = (key: string, params?: Record<string, unknown>) => string;

interface Wording {
  key: string;
  params?: Record<string, unknown>;
  translateParams?: (t: ApiT) => Record<string, unknown>;
  errors?: (t: ApiT) => FieldErrors;
}

// The wording travels beside the error, so throw sites keep their English text and nothing is looked up until an answer is built.
const wordings = new WeakMap<AppError, Wording>();

/**
 * An AppError whose detail (and field messages) can be given in the
 * request's language: `key` in api.json, `english` exactly as English callers
 * get it. `translateParams` adds params that are themselves worded (a reason
 * inside a sentence).
 */
export function apiError(
  code: ErrorCode,
  key: string,
  english: string,
  options: {
    params?: Record<string, unknown>;
    translateParams?: (t: ApiT) => Record<string, unknown>;
    errors?: FieldErrors;
    translateErrors?: (t: ApiT) => FieldErrors;
    headers?: Record<string, string>;
    extra?: Record<string, unknown>;
    cause?: unknown;
  } = {},
): AppError {
  const { params, translateParams, translateErrors, ...rest } = options;
  const error = new AppError(code, english, rest);
  wordings.set(error, { key: `errors.${key}`, params, translateParams, errors: translateErrors });
  return error;
}

/**
 * An AppError whose text a feature has already put in the request's language from its own
 * namespace (auth.json, the validation messages); the mapping passes it on as it is.
 */
export function localizedError(
  code: ErrorCode,
  message: string,
  options: { errors?: FieldErrors; headers?: Record<string, string>; cause?: unknown } = {},
): AppError {
  return new AppError(code, message, options);
}

/** 500 without internals, for a failure that is not an AppError. */
export function internalError(): AppError {
  return apiError("internal", "internal", "Something went wrong on our side. Please try again later.");
}

/** 422 "The request is not valid." with the zod errors as field messages, worded. */
function invalidRequest(error: ZodError): AppError {
  return apiError("validation_failed", "invalidRequest", "The request is not valid.", {
    errors: fieldErrors(error),
    translateErrors: (t) => translatedFieldErrors(t, error),
  });
}

/**
 * A request body's zod errors as field messages in `t`'s language, under the same keys as `fieldErrors`.
 * `keepWorded`: a message the schema words itself (routes build theirs in the request's language)
 * stays as it is; only zod's own English defaults are translated.
 */
export function translatedFieldErrors(t: ApiT, error: ZodError, { keepWorded = false } = {}): FieldErrors {
  const worded = (issue: ZodIssue) => issue.message !== defaultErrorMap(issue, { data: undefined, defaultError: issue.message }).message;
  return fieldErrors(
    new ZodError(
      error.issues.map((issue) => ({ ...issue, message: keepWorded && worded(issue) ? issue.message : issueMessage(t, issue) })),
    ),
  );
}

function issueMessage(t: ApiT, issue: ZodIssue): string {
  const type = (name: string) => t(`types.${name}`, { defaultValue: name });
  switch (issue.code) {
    case "invalid_type":
      if (issue.received === "undefined") return t("fields.required");
      return t("fields.invalidType", { expected: type(issue.expected), received: type(issue.received) });
    case "invalid_enum_value":
      return t("fields.invalidEnum", { options: issue.options.map((o) => `'${String(o)}'`).join(" | "), received: String(issue.received) });
    case "too_small":
      if (issue.type === "number")
        return t(issue.inclusive ? "fields.tooSmall" : "fields.tooSmallExclusive", { minimum: Number(issue.minimum) });
      return t("fields.invalid");
    case "too_big":
      if (issue.type === "number")
        return t(issue.inclusive ? "fields.tooBig" : "fields.tooBigExclusive", { maximum: Number(issue.maximum) });
      return t("fields.invalid");
    case "not_finite":
      return t("fields.notFinite");
    case "custom":
      // A contract's cross-field rule names its own wording (`params.i18n`).
      return typeof issue.params?.i18n === "string" ? t(issue.params.i18n) : t("fields.invalid");
    default:
      return t("fields.invalid");
  }
}

/**
 * The error in the request's language (api.md: `Accept-Language`, or the
 * locale cookie). English is returned as thrown. Errors raised without a
 * wording (the render queue) get their code's generic text, or with
 * `wordedOnly` stay as they are; their field messages stay as they are.
 */
export async function localizeApiError(request: Request, error: AppError, how: { wordedOnly?: boolean } = {}): Promise<AppError> {
  if (how.wordedOnly && !wordings.has(error)) return error;
  const locale = await getRequestLocale(request);
  if (locale === DEFAULT_LOCALE) return error;
  const t = (await i18next.getFixedT(locale, "api")) as unknown as ApiT;
  const options = { errors: error.errors, extra: error.extra, headers: error.headers };
  const wording = wordings.get(error);
  if (wording)
    return new AppError(error.code, t(wording.key, { ...wording.params, ...wording.translateParams?.(t) }), {
      ...options,
      errors: wording.errors?.(t) ?? error.errors,
    });
  if (error.code === "validation_failed") {
    // The queue's "could not be rendered" keeps the worker's reason, which is technical and not translated.
    const reason = /^The document could not be rendered: (.*)$/s.exec(error.message)?.[1];
    if (reason !== undefined) return new AppError(error.code, t("codes.renderInvalid", { reason }), options);
  }
  return new AppError(error.code, t(`codes.${error.code}`), options);
}

/**
 * The one mapping of a failure to problem+json for every `/api` call, in the
 * request's language: an AppError by its code (worded ones translated, the
 * rest as thrown), a ZodError as 422 with translated field messages, a thrown
 * Response as it is, anything else a logged 500 that reveals nothing. Only
 * called on the error path: the language and texts cost nothing on success.
 */
export async function apiErrorResponse(
  request: Request,
  error: unknown,
  options: { headers?: HeadersInit; log?: string } = {},
): Promise<Response> {
  if (error instanceof Response) return error;
  let appError: AppError;
  if (error instanceof AppError) appError = error;
  else if (error instanceof ZodError) appError = invalidRequest(error);
  else {
    console.error(`${options.log ?? `[api] ${request.method} ${new URL(request.url).pathname}`} failed:`, error);
    appError = internalError();
  }
  return problemResponse(await localizeApiError(request, appError, { wordedOnly: true }), options.headers);
}
