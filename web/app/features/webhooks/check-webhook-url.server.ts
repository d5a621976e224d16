import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { forbiddenAddressReason } from "~/features/media/forbidden-address.server";
import { defaultLookup } from "~/features/media/fetch-remote-image.server";
import { resolveOutboundAddress, type ForbiddenReason, type LookupHost } from "~/features/media/outbound-address.server";
import { apiError } from "~/utils/api-error-locale.server";
import { env } from "~/config/env.server";

export interface OutboundRules {
  lookup?: LookupHost;
  forbidden?: ForbiddenReason;
  allowHosts?: string[];
}

/**
 * Where a webhook may be delivered: an http(s) URL without credentials whose host resolves only
 * to public addresses (the image-fetching rules), unless OUTBOUND_ALLOW_HOSTS names it. Returns
 * the checked address to connect to, or the reason in English.
 */
export async function webhookTarget(raw: string, rules: OutboundRules = {}): Promise<{ url: URL; address: string } | { reason: string }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { reason: "not a valid URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { reason: `the ${url.protocol} scheme is not allowed` };
  if (url.username || url.password) return { reason: "credentials in the URL are not allowed" };
  const checked = await resolveOutboundAddress({
    url,
    lookup: rules.lookup ?? defaultLookup,
    forbidden: rules.forbidden ?? forbiddenAddressReason,
    allowHosts: rules.allowHosts ?? env().OUTBOUND_ALLOW_HOSTS,
  });
  return "reason" in checked ? { reason: checked.reason.english } : { url, address: checked.address };
}

/** A URL being saved (an endpoint) or sent (`callbackUrl`): 422 on `field` when it may not be delivered to. */
export async function assertWebhookUrl(raw: string, field: string, rules?: OutboundRules): Promise<void> {
  const target = await webhookTarget(raw, rules);
  if ("reason" in target) {
    throw apiError("validation_failed", "webhookUrlRefused", `${field} cannot receive webhooks: ${target.reason}.`, {
      params: { field, reason: target.reason },
      errors: { [field]: [`cannot receive webhooks: ${target.reason}`] },
    });
  }
}

/** A call's `callbackUrl` is signed with the workspace's signing secret, so one must exist. */
export async function checkCallbackUrl(options: { db: Kysely<Database>; workspaceId: string; url: string }): Promise<void> {
  await assertWebhookUrl(options.url, "callbackUrl");
  if (!(await hasSigningSecret(options.db, options.workspaceId))) {
    throw apiError(
      "validation_failed",
      "callbackNeedsSecret",
      "callbackUrl needs the workspace's signing secret: create it on the API page or with POST /api/webhooks/signing-secret.",
      {
        errors: { callbackUrl: ["needs the workspace's signing secret (POST /api/webhooks/signing-secret)"] },
      },
    );
  }
}

export async function hasSigningSecret(db: Kysely<Database>, workspaceId: string): Promise<boolean> {
  return !!(await db
    .selectFrom("workspace_signing_secrets")
    .select("workspace_id")
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst());
}
