import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHmac } from "node:crypto";
import { simpleParser } from "mailparser";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail } from "../../../tests/support/test-app";
import { startBackgroundWorkers, stopBackgroundWorkers } from "~/features/background/start-background-workers.server";
import { startGenerationHarness } from "../../../tests/support/generation-harness";
import * as metrics from "~/routes/metrics";
import * as register from "~/routes/api.auth.register";
import * as webhooks from "~/routes/api.webhooks";
import * as update from "~/routes/api.webhooks.$id";
import * as sendTest from "~/routes/api.webhooks.$id.send-test";
import * as rotate from "~/routes/api.webhooks.$id.rotate-secret";
import * as redeliver from "~/routes/api.webhooks.messages.$messageId.redeliver";
import * as remove from "~/routes/api.webhooks.$id.delete";
import { resetEnv } from "~/config/env.server";

// The webhook calls through the real routes, Redis queue and a local receiver; only that receiver
// is exempt from the outbound address rules.
let h: Awaited<ReturnType<typeof startGenerationHarness>>;
let receiver: http.Server;
const statuses: number[] = [];
const received: { id: string; type: string }[] = [];
const signed = new Map<string, { signature: string; timestamp: string; body: string }>();
let client: RouteClient;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ id: String(req.headers["webhook-id"]), type: JSON.parse(body).type });
      signed.set(String(req.headers["webhook-id"]), {
        signature: String(req.headers["webhook-signature"]),
        timestamp: String(req.headers["webhook-timestamp"]),
        body,
      });
      res.writeHead(statuses.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  process.env.OUTBOUND_ALLOW_HOSTS = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  process.env.WEBHOOK_RETRY_SCHEDULE_MS = "300";
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "paperjet-webhooks-"));
  // Its own queues for the web side: another test file's (or e2e server's) web workers use another database.
  process.env.WEB_QUEUE_PREFIX = `test-hooks-${process.pid}`;
  resetEnv();
  h = await startGenerationHarness();
  startBackgroundWorkers();
  client = new RouteClient();
  const response = await client.call(
    register.action,
    client.request("/api/auth/register", { json: { name: "Hooks", email: uniqueEmail("hooks"), password: "long enough password" } }),
  );
  client.bearer = (await response.json()).globals.token;
}, 60_000);
afterAll(async () => {
  await stopBackgroundWorkers();
  await h?.stop();
  await new Promise((r) => receiver?.close(r));
});

const hookUrl = () => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
const list = async () => (await (await client.call(webhooks.loader, client.request("/api/webhooks"))).json()).data;

describe("webhook endpoints", () => {
  it("refuses a loopback or private URL when it is saved, and keeps the secret out of every later answer", async () => {
    for (const url of ["http://127.0.0.1:9/hook", "http://10.0.0.8/hook", "http://localhost/hook", "http://[::ffff:169.254.169.254]/"]) {
      const refused = await client.call(webhooks.action, client.request("/api/webhooks", { json: { url } }));
      expect(refused.status, url).toBe(422);
      expect((await refused.json()).errors.url[0], url).toMatch(/^cannot receive webhooks: /);
    }
    const created = await client.call(webhooks.action, client.request("/api/webhooks", { json: { url: hookUrl(), description: "ERP" } }));
    expect(created.status).toBe(201);
    const { endpoint } = (await created.json()).data;
    expect(endpoint).toMatchObject({
      url: hookUrl(),
      description: "ERP",
      enabled: true,
      events: ["document.succeeded", "document.failed", "batch.succeeded", "batch.failed"],
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(JSON.stringify(await list())).not.toContain(endpoint.secret);
  });

  it("refuses at delivery an address saved before the rules forbade it, without connecting", async () => {
    const { workspace_id } = await h.db.selectFrom("webhook_endpoints").select("workspace_id").executeTakeFirstOrThrow();
    const row = await h.db
      .insertInto("webhook_endpoints")
      .values({ workspace_id, url: "http://127.0.0.1:9/internal", events: JSON.stringify(["document.succeeded"]), secret: "whsec_AAAA" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const before = received.length;
    const sent = await client.call(sendTest.action, client.request(`/api/webhooks/${row.id}/send-test`, { method: "POST" }), {
      id: row.id,
    });
    expect(sent.status).toBe(202);
    const { messageId } = (await sent.json()).data;
    await expect
      .poll(async () => (await list()).messages.find((m: { id: string }) => m.id === messageId)?.attempts, { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({
          attempt: 1,
          statusCode: null,
          error: "refused: 127.0.0.1 is a private, loopback, link-local or reserved address",
        }),
      ]);
    expect(received.length).toBe(before);
  });

  it("retries a failed test event, redelivers it with the same webhook-id, and disables the endpoint on 410", async () => {
    const { endpoints } = await list();
    const endpoint = endpoints.find((e: { url: string }) => e.url === hookUrl());
    statuses.push(503);
    const sent = await client.call(sendTest.action, client.request(`/api/webhooks/${endpoint.id}/send-test`, { method: "POST" }), {
      id: endpoint.id,
    });
    const { messageId } = (await sent.json()).data;
    const attempts = async () =>
      (await list()).messages.find((m: { id: string }) => m.id === messageId).attempts.map((a: { statusCode: number }) => a.statusCode);
    await expect.poll(attempts, { timeout: 10_000 }).toEqual([503, 204]);
    statuses.push(410);
    const again = await client.call(redeliver.action, client.request(`/api/webhooks/messages/${messageId}/redeliver`, { method: "POST" }), {
      messageId,
    });
    expect(again.status).toBe(202);
    await expect.poll(attempts, { timeout: 10_000 }).toEqual([503, 204, 410]);
    expect(received.slice(-3)).toEqual(Array(3).fill({ id: messageId, type: "webhook.test" }));
    await expect
      .poll(async () => (await list()).endpoints.find((e: { id: string }) => e.id === endpoint.id))
      .toMatchObject({ enabled: false, disabledReason: "The receiver answered 410 Gone." });
    // Enabling it again clears the reason.
    const enabled = await client.call(update.action, client.request(`/api/webhooks/${endpoint.id}`, { json: { enabled: true } }), {
      id: endpoint.id,
    });
    expect((await enabled.json()).data.endpoint).toMatchObject({ enabled: true, disabledReason: null });
  });

  it("disables an endpoint whose message failed every attempt and e-mails the workspace's owner", async () => {
    const created = await client.call(webhooks.action, client.request("/api/webhooks", { json: { url: `${hookUrl()}?flaky` } }));
    const { endpoint } = (await created.json()).data;
    statuses.push(500, 502);
    await client.call(sendTest.action, client.request(`/api/webhooks/${endpoint.id}/send-test`, { method: "POST" }), { id: endpoint.id });
    // WEBHOOK_RETRY_SCHEDULE_MS=300: two attempts in all.
    await expect
      .poll(async () => (await list()).endpoints.find((e: { id: string }) => e.id === endpoint.id), { timeout: 10_000 })
      .toMatchObject({ enabled: false, disabledReason: "Every delivery attempt of a message failed." });
    const folder = path.join(process.env.DATA_DIR!, "mail");
    const disabledMail = async () => {
      for (const file of readdirSync(folder)) {
        const mail = await simpleParser(readFileSync(path.join(folder, file)));
        if (mail.subject === "A Paperjet webhook endpoint was disabled") return mail;
      }
    };
    await expect.poll(disabledMail, { timeout: 10_000 }).toBeTruthy();
    const mail = (await disabledMail())!;
    expect(mail.to).toMatchObject({ text: expect.stringMatching(/^hooks/) });
    expect(mail.text).toContain(`Every attempt to deliver a message to ${hookUrl()}?flaky (workspace Hooks) failed`);
  });

  it("counts the attempts by outcome and the queues' jobs by state in /metrics", async () => {
    const text = await (await metrics.loader()).text();
    expect(text).toMatch(/paperjet_webhook_deliveries_total\{outcome="delivered"\} 1\n/);
    expect(text).toMatch(/paperjet_webhook_deliveries_total\{outcome="failed"\} 5\n/);
    expect(text).toMatch(/paperjet_queue_jobs\{queue="webhooks",state="active"\} 0\n/);
    expect(text).toMatch(/paperjet_queue_jobs\{queue="render",state="waiting"\} \d+\n/);
  });
});

describe("an id that is no endpoint's or message's", () => {
  // Each was a 500: PostgreSQL refused the text as a uuid (or a NUL in a text column) before "not found".
  it.each(["not-a-uuid", "\u0000", "x".repeat(3000)])("is answered 404 by every endpoint and message action (%#)", async (id) => {
    const calls = [
      [update.action, `/api/webhooks/${encodeURIComponent(id)}`, { json: { description: "x" } }, "No such webhook endpoint."],
      [remove.action, `/api/webhooks/${encodeURIComponent(id)}/delete`, { method: "POST" }, "No such webhook endpoint."],
      [rotate.action, `/api/webhooks/${encodeURIComponent(id)}/rotate-secret`, { method: "POST" }, "No such webhook endpoint."],
      [sendTest.action, `/api/webhooks/${encodeURIComponent(id)}/send-test`, { method: "POST" }, "No such webhook endpoint."],
      [redeliver.action, `/api/webhooks/messages/${encodeURIComponent(id)}/redeliver`, { method: "POST" }, "No such webhook message."],
    ] as const;
    for (const [action, url, init, detail] of calls) {
      const response = await client.call(action, client.request(url, init), { id, messageId: id });
      expect(response.status, url.slice(0, 60)).toBe(404);
      expect((await response.json()).detail).toBe(detail);
    }
  });
});

describe("rotating an endpoint's secret", () => {
  /** Whether `webhook-signature` holds a `v1,` entry made with `secret` (as a Standard Webhooks receiver checks). */
  const verifies = (secret: string, id: string) => {
    const { signature, timestamp, body } = signed.get(id)!;
    const expected = createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
      .update(`${id}.${timestamp}.${body}`)
      .digest("base64");
    return signature.split(" ").includes(`v1,${expected}`);
  };
  const sendTestTo = async (id: string) => {
    const sent = await client.call(sendTest.action, client.request(`/api/webhooks/${id}/send-test`, { method: "POST" }), { id });
    const { messageId } = (await sent.json()).data;
    await expect.poll(() => signed.has(messageId), { timeout: 10_000 }).toBe(true);
    return messageId as string;
  };

  it("answers the new secret once and signs with the old one too for 24 hours", async () => {
    const created = await client.call(webhooks.action, client.request("/api/webhooks", { json: { url: `${hookUrl()}/rotate` } }));
    const { endpoint } = (await created.json()).data;
    const old = endpoint.secret as string;
    const rotated = await client.call(rotate.action, client.request(`/api/webhooks/${endpoint.id}/rotate-secret`, { method: "POST" }), {
      id: endpoint.id,
    });
    expect(rotated.status).toBe(200);
    const { secret, previousSecretExpiresAt } = (await rotated.json()).data;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(old);
    expect(Math.abs(new Date(previousSecretExpiresAt).getTime() - Date.now() - 24 * 3_600_000)).toBeLessThan(60_000);

    // Within the 24 hours: two signatures, one per secret, so receivers with either verify.
    const during = await sendTestTo(endpoint.id);
    expect(signed.get(during)!.signature.split(" ")).toHaveLength(2);
    expect(verifies(secret, during)).toBe(true);
    expect(verifies(old, during)).toBe(true);

    // After them: the new secret only.
    await h.db
      .updateTable("webhook_endpoints")
      .set({ previous_secret_expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", endpoint.id)
      .execute();
    const after = await sendTestTo(endpoint.id);
    expect(signed.get(after)!.signature.split(" ")).toHaveLength(1);
    expect(verifies(secret, after)).toBe(true);
    expect(verifies(old, after)).toBe(false);
  });
});
