import type { ApiKeyPrincipal } from "~/features/api-keys/authenticate-api-key.server";

/**
 * The tenant a generation call renders for: whose fair share of the render workers, rate limit and
 * queued work it uses, and the job contract's opaque `tenantId`. Today an API key's owner; when
 * workspaces own keys, this one place becomes the workspace id.
 */
export function renderTenantOf(principal: ApiKeyPrincipal): string {
  return `user:${principal.userId}`;
}
