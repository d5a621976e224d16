import type { Problem } from "@paperjet/contracts";

/**
 * Browser calls to the internal JSON API with the session cookie: sends the
 * CSRF token and returns the parsed envelope or the problem.
 */
export async function postJson<T>(path: string, body: unknown, csrfToken: string | null | undefined): Promise<{ ok: true; data: T } | { ok: false; problem: Problem }> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...(csrfToken ? { "X-CSRF-Token": csrfToken } : {}) },
    body: JSON.stringify(body),
  });
  const payload = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: (payload as { data: T }).data };
  return { ok: false, problem: (payload as Problem) ?? { type: "about:blank", title: response.statusText, status: response.status, detail: response.statusText } };
}
