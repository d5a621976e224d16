import { createHash, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { apiError } from "~/utils/api-error-locale.server";
import { env } from "~/config/env.server";
import { applyChargebeeSubscription, type ChargebeeSubscription } from "./chargebee-subscription.server";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** HTTP Basic auth of Chargebee's webhook (CHARGEBEE_WEBHOOK_USERNAME/PASSWORD), compared in constant time. */
export function checkChargebeeWebhookAuth(authorization: string | null): void {
  const config = env().billing;
  const expected = `${config.CHARGEBEE_WEBHOOK_USERNAME ?? ""}:${config.CHARGEBEE_WEBHOOK_PASSWORD ?? ""}`;
  const sent = /^Basic\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  const given = sent ? Buffer.from(sent, "base64").toString("utf8") : "";
  if (!config.CHARGEBEE_WEBHOOK_PASSWORD || !timingSafeEqual(digest(given), digest(expected))) {
    throw apiError("unauthenticated", "webhookCredentials", "Wrong or missing webhook credentials.", {
      headers: { "WWW-Authenticate": 'Basic realm="chargebee"' },
    });
  }
}

export interface ChargebeeEvent {
  id: string;
  event_type: string;
  content?: { subscription?: ChargebeeSubscription };
}

/**
 * Applies one webhook event at most once (its id is recorded with the change, so a duplicate
 * changes nothing), and a subscription state only if it is newer than the one applied
 * (chargebee-subscription.server.ts), so an older `subscription_changed` arriving late changes nothing.
 */
export async function handleChargebeeEvent(
  db: Kysely<Database>,
  event: ChargebeeEvent,
): Promise<"applied" | "duplicate" | "stale" | "ignored"> {
  const recorded = await db
    .insertInto("billing_events")
    .values({ id: event.id, provider: "chargebee", type: event.event_type })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!recorded) return "duplicate";
  const subscription = event.content?.subscription;
  if (!subscription) return "ignored";
  return (await applyChargebeeSubscription(db, subscription)) ? "applied" : "stale";
}
