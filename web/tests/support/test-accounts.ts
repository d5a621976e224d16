import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { saveSubscription } from "~/features/billing/subscriptions.server";
import { createWorkspace } from "~/features/workspaces/create-workspace.server.ts";
import { uniqueEmail } from "./unique-email";

// A workspace starts on a plan whose numbers come from the web configuration (env()), which needs a session secret.
process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";

let made = 0;

/** A user with their personal workspace on `plan` (default Free, no trial), otherwise as sign-up leaves them (tests only). */
export async function createTestAccount(
  db: Kysely<Database>,
  options: { plan?: "free" | "basic" | "enterprise"; email?: string; name?: string } = {},
) {
  made += 1;
  const name = options.name ?? `User ${made}`;
  const user = await db
    .insertInto("users")
    .values({ email: options.email ?? uniqueEmail(`user${made}`), name })
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
  const workspace = await createWorkspace(db, { userId: user.id, name });
  // On the plan asked for, without the trial a real sign-up starts with (billing tests start that themselves).
  await saveSubscription(db, workspace.id, { plan: options.plan ?? "free", status: "active", trialEndsAt: null });
  return { userId: user.id, email: user.email, workspaceId: workspace.id };
}
