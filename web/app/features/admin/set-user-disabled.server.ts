import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { forgetCachedApiKeys } from "~/features/api/forget-cached-api-keys.server";
import type { Actor } from "./admin-route.server";
import { runAdminWrite } from "./admin-writes.server";
import { findAdminUser, type AdminUser } from "./admin-users.server";

/**
 * Disables or re-enables an account. Where a caller is resolved (auth.server.ts for sessions and
 * bearer tokens, authenticate-api-key.server.ts for the API keys the user created) a disabled
 * account counts as no account, from the next request on; the key caches of every web process drop
 * the user's keys now instead of trusting them for their last seconds.
 */
export async function setUserDisabled(
  db: Kysely<Database>,
  options: { actor: Actor; userId: number; disabled: boolean },
): Promise<AdminUser> {
  if (options.disabled && options.userId === options.actor.id)
    throw apiError("conflict", "cannotDisableSelf", "You cannot disable your own account.");
  const user = await runAdminWrite(
    db,
    { actor: options.actor, action: options.disabled ? "user.disable" : "user.enable", targetType: "user" },
    async (trx) => {
      const before = await findAdminUser(trx, options.userId);
      await trx
        .updateTable("users")
        .set({ disabled_at: options.disabled ? (before.disabledAt ?? new Date()) : null })
        .where("id", "=", options.userId)
        .execute();
      const after = await findAdminUser(trx, options.userId);
      return {
        targetId: String(options.userId),
        subjectUserId: options.userId,
        before: { disabledAt: before.disabledAt },
        after: { disabledAt: after.disabledAt },
        result: after,
      };
    },
  );
  if (options.disabled) await forgetCachedApiKeys(db, { createdBy: options.userId });
  return user;
}
