import { RouteClient } from "./route-client";
import { uniqueEmail } from "./test-app";
import * as register from "~/routes/api.auth.register";
import { getDb } from "~/utils/db.server";

/** A signed-up account with a bearer token (and its session cookie); `admin` promotes it in the database as `pnpm user:promote` does. */
export async function signUpForAdminTests(label: string, options: { admin?: boolean; email?: string } = {}) {
  const client = new RouteClient();
  const email = options.email ?? uniqueEmail(label);
  const response = await client.call(
    register.action,
    client.request("/api/auth/register", { json: { name: label, email, password: "long enough password" } }),
  );
  const { globals } = await response.json();
  client.bearer = globals.token;
  const userId = globals.user.id as number;
  if (options.admin) await (await getDb()).updateTable("users").set({ role: "admin" }).where("id", "=", userId).execute();
  return { client, email, userId, workspaceId: globals.workspace.id as string };
}
