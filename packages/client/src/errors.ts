import type { components } from "./openapi.js";

/** An RFC 9457 problem as the API answers it (`application/problem+json`). */
export type Problem = components["schemas"]["Problem"] & Record<string, unknown>;

/** An answer of 400 or more: `status`, and the problem details the server sent (`errors` names each bad field). */
export class PaperjetError extends Error {
  override name = "PaperjetError";
  readonly status: number;
  readonly problem: Problem;
  /** The `X-Request-Id` of the call, as the app's call log shows it. */
  readonly requestId: string | undefined;

  constructor(status: number, problem: Problem, requestId?: string) {
    super(`${status} ${problem.title}: ${problem.detail}`);
    this.status = status;
    this.problem = problem;
    this.requestId = requestId;
  }

  get type(): string {
    return this.problem.type;
  }
  get detail(): string {
    return this.problem.detail;
  }
  /** Field errors of a 422, keyed by field path (e.g. `customer.name`, `items.3.data`). */
  get errors(): Record<string, string[]> | undefined {
    return this.problem.errors;
  }
}

/** The server could not be reached (or kept failing with 5xx) after every retry. */
export class PaperjetConnectionError extends Error {
  override name = "PaperjetConnectionError";
}

/** A webhook whose signature, timestamp or headers do not check out; do not act on it. */
export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
}
