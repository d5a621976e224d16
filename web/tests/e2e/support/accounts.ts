import { expect } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { newVisitorContext } from "./browser";
import { mailLink } from "./mail-links";
import type { RunningServer } from "./start-server";

/** An account made through the API, which signs `context` in; its bearer token, id and workspace. */
export async function signUpThroughApi(
  context: BrowserContext,
  server: RunningServer,
  account: { name: string; email: string; lang?: string },
): Promise<{ token: string; userId: number; workspaceId: string }> {
  const response = await context.request.post(`${server.url}/api/auth/register`, {
    data: { name: account.name, email: account.email, password: "a long password" },
    headers: account.lang ? { "Accept-Language": account.lang } : {},
  });
  expect(response.status()).toBe(201);
  const { globals } = await response.json();
  return { token: globals.token, userId: globals.user.id, workspaceId: globals.workspace.id };
}

/**
 * A signed-in administrator: `email` must be in the server's ADMIN_EMAILS, which counts once the
 * address is verified, so the link the sign-up mail carried (the server logs it) is opened.
 */
export async function signInAdministrator(
  browser: Browser,
  server: RunningServer,
  email: string,
  name = "Ada Admin",
): Promise<BrowserContext> {
  const context = await newVisitorContext(browser, server.url);
  await signUpThroughApi(context, server, { name, email, lang: "en" });
  expect((await context.request.get(await mailLink(server, email))).status()).toBe(200);
  return context;
}
