import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiKey } from "~/features/api/create-api-key.server";
import { createTestAccount } from "./test-accounts";
import { startStack } from "../e2e/support/stack";

export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver on 127.0.0.1 for webhook deliveries: records each request and answers 200. */
export async function startHookReceiver() {
  const received: ReceivedHook[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "/", headers: request.headers, body });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    url: (path: string) => `http://${host}${path}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The product as an API customer meets it, for the integrations' tests (Zapier, n8n): the built app
 * (`startStack` without Chromium; documents render on the run's shared worker), and an account on
 * `plan` with an API key and `templates` made before the server opens its database. `allowHosts` are
 * the loopback receivers webhooks may be delivered to (OUTBOUND_ALLOW_HOSTS; loopback is refused otherwise).
 */
export async function startApiStack(options: {
  label: string;
  templates: Record<string, unknown>[];
  allowHosts?: string[];
  plan?: "free" | "basic" | "enterprise";
}) {
  let account: { apiKey: string; workspaceId: string; templateIds: string[] } | undefined;
  const stack = await startStack({
    browser: false,
    readyTimeoutMs: 300_000,
    env: options.allowHosts?.length ? { OUTBOUND_ALLOW_HOSTS: options.allowHosts.join(",") } : {},
    seed: async (db) => {
      const owner = await createTestAccount(db, { plan: options.plan ?? "enterprise" });
      const { apiKey } = await createApiKey({ db, workspaceId: owner.workspaceId, userId: owner.userId, name: options.label });
      const templateIds: string[] = [];
      for (const document of options.templates) {
        const row = await db
          .insertInto("templates")
          .values({
            workspace_id: owner.workspaceId,
            created_by: owner.userId,
            name: String(document.name ?? "Template"),
            document: JSON.stringify(document),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        templateIds.push(row.id);
      }
      account = { apiKey, workspaceId: owner.workspaceId, templateIds };
    },
  });
  return { url: stack.server.url, server: stack.server, ...account!, stop: stack.stop };
}
