import type { ApiKeyPrincipal } from "~/features/api/authenticate-api-key.server";

/**
 * The tenant a generation call renders for: whose fair share of the render workers, rate limit and
 * queued work it uses, and the job contract's opaque `tenantId` — the workspace of the API key
 * (or of the designer's test PDF).
 */
export function renderTenantOf(principal: Pick<ApiKeyPrincipal, "workspaceId">): string {
  return `workspace:${principal.workspaceId}`;
}
