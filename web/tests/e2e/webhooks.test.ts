import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newVisitorContext } from "./support/browser";
import { useStack } from "./support/stack";

// The webhooks section of /app/api in a real browser against the server as `npm start` runs it: a
// loopback URL refused when saved, a test event whose failed attempt shows in the delivery log, a
// redelivery that succeeds — in English with the mouse, in Dutch with the keyboard.
describe("webhooks on the API page", () => {
  let page: Page;
  let receiver: http.Server;
  const statuses = [500, 200, 500, 200];
  const received: string[] = [];

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      req.resume();
      received.push(String(req.headers["webhook-id"]));
      res.writeHead(statuses.shift() ?? 200).end(received.length % 2 ? "receiver is down" : "ok");
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  });
  // Only the receiver is exempt from the outbound rules; retries wait long, so redelivery is what sends again.
  const stack = useStack(() => ({
    env: { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${(receiver.address() as AddressInfo).port}`, WEBHOOK_RETRY_SCHEDULE_MS: "600000" },
  }));
  beforeAll(async () => {
    page = await (await newVisitorContext(stack.browser, stack.server.url)).newPage();
    await page.goto(`${stack.server.url}/auth/signup`);
    await page.getByLabel("Your name").fill("Hook Owner");
    await page.getByLabel("Work e-mail").fill(`hooks.${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("a long password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/onboarding$/);
  }, 300_000);
  afterAll(async () => {
    await new Promise((r) => receiver?.close(r));
  });

  const receiverUrl = () => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const attempts = () => page.getByTestId("webhook-attempt-status").allTextContents();

  it("refuses a loopback URL, adds the allowed one with its secret shown once, and redelivers a failed test event (English)", async () => {
    await page.goto(`${stack.server.url}/app/api`);
    const section = page.getByTestId("webhooks");
    await section.getByLabel("Endpoint URL").fill("http://127.0.0.1:9/hook");
    await section.getByRole("button", { name: "Add endpoint" }).click();
    await expect
      .poll(() => section.locator("[data-field-error=url]").textContent())
      .toContain("This URL cannot receive webhooks: 127.0.0.1 is a private, loopback");

    await section.getByLabel("Endpoint URL").fill(receiverUrl());
    await section.getByRole("button", { name: "Add endpoint" }).click();
    await expect.poll(() => page.getByTestId("new-webhook-secret-value").textContent()).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
    await expect.poll(() => page.getByTestId("webhook-endpoint").count()).toBe(1);

    await section.getByRole("button", { name: "Send test event" }).click();
    await expect
      .poll(async () => (await section.getByRole("button", { name: "Refresh" }).click(), await attempts()), { timeout: 15_000 })
      .toEqual(["500#1"]);
    expect(await page.getByTestId("webhook-log").textContent()).toContain("receiver is down");
    await section.getByRole("button", { name: "Redeliver" }).click();
    await expect
      .poll(async () => (await section.getByRole("button", { name: "Refresh" }).click(), await attempts()), { timeout: 15_000 })
      .toEqual(["500#1", "200#2"]);
    expect(new Set(received.slice(0, 2)).size).toBe(1);
  }, 120_000);

  it("shows the log in Dutch and redelivers with the keyboard", async () => {
    await page.goto(`${stack.server.url}/nl/app/api`);
    const section = page.getByTestId("webhooks");
    await expect.poll(() => section.textContent()).toContain("Afleverlogboek (laatste 7 dagen)");
    await section.getByRole("button", { name: "Testbericht sturen" }).click();
    await expect
      .poll(async () => (await section.getByRole("button", { name: "Vernieuwen" }).click(), await attempts()), { timeout: 15_000 })
      .toEqual(["500#1", "500#1", "200#2"]);
    // The newest message is first: focus its "Opnieuw afleveren" and press Enter.
    await section.getByRole("button", { name: "Opnieuw afleveren" }).first().focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await section.getByRole("button", { name: "Vernieuwen" }).click(), await attempts()), { timeout: 15_000 })
      .toEqual(["500#1", "200#2", "500#1", "200#2"]);
    expect(received).toHaveLength(4);
  }, 120_000);

  it("'New secret' shows the endpoint's new secret once, with the copy button and the 24-hour warning, in English and Dutch", async () => {
    const shown: string[] = [];
    for (const [prefix, button, copy, lead] of [
      ["", "New secret", "Copy", "The old secret keeps working for 24 hours"],
      ["/nl", "Nieuw geheim", "Kopiëren", "Het oude geheim blijft 24 uur geldig"],
    ] as const) {
      await page.goto(`${stack.server.url}${prefix}/app/api`);
      const endpoint = page.getByTestId("webhook-endpoint");
      await endpoint.getByRole("button", { name: button }).click();
      const notice = endpoint.getByTestId("new-webhook-secret");
      await expect.poll(() => notice.getByTestId("new-webhook-secret-value").textContent()).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
      shown.push((await notice.getByTestId("new-webhook-secret-value").textContent())!);
      expect(await notice.getByTestId("rotated-secret-lead").textContent()).toContain(lead);
      expect(await notice.getByRole("button", { name: copy }).count()).toBe(1);
      // Shown only now: the page, loaded again, has no secret to show.
      await page.reload();
      await page.getByTestId("webhook-endpoint").waitFor();
      expect(await page.getByTestId("new-webhook-secret").count()).toBe(0);
    }
    expect(new Set(shown).size).toBe(2);
  }, 120_000);
});
