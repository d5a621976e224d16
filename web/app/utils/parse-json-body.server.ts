import { JSON_MAX_DEPTH } from "@paperjet/contracts";
import { apiError } from "./api-error-locale.server.ts";

/**
 * A request's JSON text parsed and checked before anything uses it: 400 when it is not JSON; 422
 * when it nests deeper than JSON_MAX_DEPTH or holds a string (or key) with a NUL or a lone
 * surrogate, which PostgreSQL cannot store and which no real text contains. Errors name the place.
 */
export function parseJsonBody(text: string): unknown {
  let value: unknown;
  try {
    value = text.trim() === "" ? {} : JSON.parse(text);
  } catch (error) {
    const reason = (error as Error).message;
    throw apiError("bad_request", "invalidJson", `The body is not valid JSON: ${reason}`, { params: { reason } });
  }
  const problem = findProblem(value);
  if (problem?.kind === "depth") {
    const params = { max: JSON_MAX_DEPTH };
    throw apiError("validation_failed", "tooDeep", `The body is nested more than ${JSON_MAX_DEPTH} levels deep.`, {
      params,
      errors: { [problem.path]: [`is nested more than ${JSON_MAX_DEPTH} levels deep`] },
      translateErrors: (t) => ({ [problem.path]: [t("errors.tooDeepField", params)] }),
    });
  }
  if (problem?.kind === "character") {
    throw apiError("validation_failed", "badCharacter", "The body contains a NUL character or a lone surrogate, which text cannot hold.", {
      errors: { [problem.path]: ["contains a NUL character (\\u0000) or a lone surrogate"] },
      translateErrors: (t) => ({ [problem.path]: [t("errors.badCharacterField")] }),
    });
  }
  return value;
}

type Problem = { kind: "depth" | "character"; path: string };

/** Walks the value without recursion, so its own depth cannot overflow the stack. */
function findProblem(root: unknown): Problem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: "", depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      if (!isCleanText(value)) return { kind: "character", path: path || "body" };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= JSON_MAX_DEPTH) return { kind: "depth", path: path || "body" };
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]`, depth: depth + 1 }));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isCleanText(key)) return { kind: "character", path: at };
      stack.push({ value: item, path: at, depth: depth + 1 });
    }
  }
  return undefined;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** False for text PostgreSQL cannot store (a NUL) or that is not valid UTF-16 (a lone surrogate). */
export function isCleanText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}
