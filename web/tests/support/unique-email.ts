import { randomUUID } from "node:crypto";

/**
 * A unique e-mail per call, so tests never share an account or its throttle count. Random, not
 * pid and clock: test files share a process's worker threads and may start in the same millisecond.
 */
export function uniqueEmail(label = "user"): string {
  return `${label}.${randomUUID()}@example.com`;
}
