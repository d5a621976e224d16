import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { APIRequestContext, BrowserContext, FrameLocator, Page } from "playwright-core";
import { newVisitorContext } from "./support/browser";
import { eventually } from "./support/designer";
import { useStack } from "./support/stack";
import { uniqueEmail } from "../support/unique-email";
// @ts-expect-error plain ESM helper shared with the bootstrap scripts
import { freePort } from "../../../infra/scripts/redis-process.mjs";

type HostEvent = { type: string; [field: string]: unknown };

/** A customer's page on another origin: loads the SDK from the app and mounts a session on demand. */
function hostPage(appUrl: string): string {
  return `<!doctype html><html><head><title>Host</title></head><body style="margin:0">
<div id="designer" style="width:1400px;height:860px"></div>
<script src="${appUrl}/sdk/designer.js"></script>
<script>
  window.events = [];
  window.mountDesigner = function (sessionUrl, timeoutMs) {
    var record = function (e) { window.events.push(JSON.parse(JSON.stringify(e))); };
    window.designer = PaperjetDesigner.mount(document.getElementById("designer"), {
      sessionUrl: sessionUrl, timeoutMs: timeoutMs,
      onReady: record, onChange: record, onSave: record, onError: record,
      // The host answers with a new session when the test gives it one (giveSession), and never where
      // a test expects the designer to end.
      onSessionExpired: function (e) { record(e); return new Promise(function (give) { window.giveSession = give; }); }
    });
  };
</script></body></html>`;
}

async function serveHost(html: string): Promise<{ server: Server; origin: string }> {
  const port: number = await freePort();
  const server = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  // 127.0.0.1 is another site than the app's localhost: the designer is a third-party frame here.
  return { server, origin: `http://127.0.0.1:${port}` };
}

describe("embeddable designer through the SDK", () => {
  let context: BrowserContext;
  let api: APIRequestContext;
  let allowed: { server: Server; origin: string };
  let foreign: { server: Server; origin: string };
  let apiKey: string;
  let userToken: string;
  let ownerEmail: string;

  // Chromium's switch for the cookie phase-out: third-party cookies are blocked in every context
  // (Chrome's cookie settings, which the headless shell does not have).
  const stack = useStack({ browser: ["--test-third-party-cookie-phaseout"], fullChromium: true });
  beforeAll(async () => {
    context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    api = context.request;
    allowed = await serveHost(hostPage(stack.server.url));
    foreign = await serveHost(hostPage(stack.server.url));
    ownerEmail = uniqueEmail("e2e.sdk");
    const registered = await api.post(`${stack.server.url}/api/auth/register`, {
      data: { name: "Host Owner", email: ownerEmail, password: "long enough password" },
    });
    expect(registered.status()).toBe(201);
    userToken = (await registered.json()).globals.token;
    await context.clearCookies();
    const key = await api.post(`${stack.server.url}/api/apicalls/getToken`, {
      headers: { Authorization: `Bearer ${userToken}` },
      data: {},
    });
    apiKey = (await key.json()).data.apiKey;
  }, 300_000);

  afterAll(async () => {
    allowed?.server.close();
    foreign?.server.close();
  });

  async function newTemplate(name: string): Promise<string> {
    const response = await api.post(`${stack.server.url}/api/templates`, {
      headers: { Authorization: `Bearer ${userToken}` },
      data: { name },
    });
    expect(response.status()).toBe(201);
    return (await response.json()).data.template.id;
  }

  async function newSession(body: Record<string, unknown>): Promise<{ id: string; templateId: string | null; url: string; token: string }> {
    const response = await api.post(`${stack.server.url}/api/v1/editor-sessions`, {
      headers: { Authorization: `Bearer ${apiKey}` },
      data: { allowedOrigins: [allowed.origin], ...body },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).data;
  }

  async function revoke(id: string) {
    const response = await api.post(`${stack.server.url}/api/v1/editor-sessions/${id}/revoke`, {
      headers: { Authorization: `Bearer ${apiKey}` },
    });
    expect(response.status()).toBe(200);
  }

  async function mounted(origin: string, sessionUrl: string, timeoutMs = 15_000): Promise<{ page: Page; frame: FrameLocator }> {
    const page = await context.newPage();
    // The frame's failures, printed when a test fails (the host page sees nothing of them otherwise).
    page.on("pageerror", (error) => console.error(`[page error] ${error.message}`));
    page.on("console", (message) => message.type() === "error" && console.error(`[console] ${message.text()}`));
    await page.goto(`${origin}/`);
    await page.evaluate(
      ([url, timeout]) =>
        (window as never as { mountDesigner: (u: string, t: number) => void }).mountDesigner(url as string, timeout as number),
      [sessionUrl, timeoutMs],
    );
    return { page, frame: page.frameLocator("iframe") };
  }

  const events = (page: Page) => page.evaluate(() => (window as never as { events: HostEvent[] }).events);

  async function addText(frame: FrameLocator, text: string) {
    await frame.getByTestId("add-text").click();
    const input = frame.getByTestId("prop-text");
    await input.click();
    await input.press("Control+A");
    await input.pressSequentially(text, { delay: 5 });
  }

  it("mounts a session from another site with third-party cookies blocked: add text, change, save, and the saved version renders that text", async () => {
    const templateId = await newTemplate("Embedded invoice");
    const session = await newSession({ templateId, externalUserId: "host-user-7" });
    expect(session.url).toMatch(new RegExp(`^${stack.server.url}/embed/designer/${session.id}#token=pjes_`));
    const { page, frame } = await mounted(allowed.origin, session.url);
    await frame.locator('[data-testid="designer"][data-engine-ready="true"]').waitFor({ timeout: 30_000 });
    await eventually(async () =>
      expect(await events(page)).toContainEqual(expect.objectContaining({ type: "ready", templateId, version: 1 })),
    );
    // No app chrome: no way back into the app, and only the session's panels.
    expect(await frame.getByTestId("designer-back").count()).toBe(0);
    expect(await frame.getByTestId("tab-media").count()).toBe(0);

    // The frame is a third party here, and Chromium refuses it cookies (so the designer cannot be relying on one).
    const embedFrame = page.frames().find((f) => f.url().startsWith(`${stack.server.url}/embed/designer/`))!;
    expect(
      await embedFrame.evaluate(() => {
        document.cookie = "probe=1; SameSite=None; Secure; Path=/";
        return document.cookie;
      }),
    ).toBe("");

    await addText(frame, "Made inside the host page");
    await eventually(async () =>
      expect(await events(page)).toContainEqual({ type: "change", dirty: true, protocol: "paperjet-designer", v: 1 }),
    );
    const saved = await page.evaluate(() => (window as never as { designer: { save(): Promise<unknown> } }).designer.save());
    expect(saved).toEqual({ templateId, version: 2 });
    await eventually(async () =>
      expect(await events(page)).toContainEqual(expect.objectContaining({ type: "save", templateId, version: 2 })),
    );
    // After the save nothing is unsaved, and the host hears so.
    await eventually(async () => {
      const all = await events(page);
      expect(all.slice(all.findIndex((e) => e.type === "save"))).toContainEqual({
        type: "change",
        dirty: false,
        protocol: "paperjet-designer",
        v: 1,
      });
    });
    // The versions API names the host's user as the author of what they saved.
    const listed = await api.get(`${stack.server.url}/api/templates/${templateId}/versions`, {
      headers: { Authorization: `Bearer ${userToken}` },
    });
    expect((await listed.json()).data.versions[0]).toMatchObject({ version: 2, externalUserId: "host-user-7" });
    const doc = await page.evaluate(() =>
      (
        window as never as { designer: { getTemplate(): Promise<{ pages: { elements: { type: string; text?: string }[] }[] }> } }
      ).designer.getTemplate(),
    );
    expect(doc.pages[0]!.elements).toContainEqual(expect.objectContaining({ type: "text", text: "Made inside the host page" }));

    const pdf = await api.post(`${stack.server.url}/api/v1/generate/single/${templateId}`, {
      headers: { Authorization: `Bearer ${apiKey}` },
      data: { version: 2, format: "pdf" },
    });
    expect(pdf.status()).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), "sdk-pdf-"));
    const file = path.join(dir, "v2.pdf");
    writeFileSync(file, await pdf.body());
    expect(execFileSync("pdftotext", ["-raw", file, "-"]).toString()).toContain("Made inside the host page");
    rmSync(dir, { recursive: true, force: true });

    // A message from another window of another origin is dropped and counted, not obeyed.
    const before = await page.evaluate(() => (window as never as { designer: { ignoredMessages: number } }).designer.ignoredMessages);
    await page.evaluate(() =>
      window.postMessage({ protocol: "paperjet-designer", v: 1, type: "save", templateId: "forged", version: 99 }, "*"),
    );
    await eventually(async () =>
      expect(await page.evaluate(() => (window as never as { designer: { ignoredMessages: number } }).designer.ignoredMessages)).toBe(
        before + 1,
      ),
    );
    expect((await events(page)).filter((e) => e.templateId === "forged")).toEqual([]);
    await page.close();
  });

  it("a newTemplate session makes no template until its first save, which makes one and tells the host its id", async () => {
    const name = `Made on first save ${Date.now()}`;
    const named = async () => {
      const listed = await api.get(`${stack.server.url}/api/templates`, { headers: { Authorization: `Bearer ${userToken}` } });
      return ((await listed.json()).data.templates as { id: string; name: string }[]).filter((t) => t.name === name);
    };
    const session = await newSession({ newTemplate: { name }, externalUserId: "host-user-9" });
    expect(session.templateId).toBeNull();
    const { page, frame } = await mounted(allowed.origin, session.url);
    await frame.locator('[data-testid="designer"][data-engine-ready="true"]').waitFor({ timeout: 30_000 });
    await eventually(async () =>
      expect(await events(page)).toContainEqual(expect.objectContaining({ type: "ready", templateId: null, version: 0 })),
    );
    // Open in the designer and previewed (the blank page), and still nothing in the customer's workspace.
    const preview = await page.evaluate(async () => {
      const blob = await (window as never as { designer: { preview(): Promise<Blob> } }).designer.preview();
      return { type: blob.type, head: await blob.slice(0, 5).text() };
    });
    expect(preview).toEqual({ type: "application/pdf", head: "%PDF-" });
    expect(await named()).toEqual([]);
    await frame.locator('[data-testid="save-indicator"][data-status="unsaved"]').filter({ hasText: "Not saved yet" }).waitFor();

    await addText(frame, "First words of a new template");
    await eventually(async () => expect(await events(page)).toContainEqual(expect.objectContaining({ type: "change", dirty: true })));
    const saved = (await page.evaluate(() => (window as never as { designer: { save(): Promise<unknown> } }).designer.save())) as {
      templateId: string;
      version: number;
    };
    expect(saved).toEqual({ templateId: expect.stringMatching(/^[0-9a-f-]{36}$/), version: 1 });
    await eventually(async () =>
      expect(await events(page)).toContainEqual(expect.objectContaining({ type: "save", templateId: saved.templateId, version: 1 })),
    );
    expect(await named()).toEqual([expect.objectContaining({ id: saved.templateId })]);
    await frame.locator('[data-testid="save-indicator"][data-status="saved"]').waitFor();
    const stored = await api.get(`${stack.server.url}/api/templates/${saved.templateId}`, {
      headers: { Authorization: `Bearer ${userToken}` },
    });
    expect((await stored.json()).data.template.document.pages[0].elements).toContainEqual(
      expect.objectContaining({ type: "text", text: "First words of a new template" }),
    );

    // The next save (the designer's own Save button) is an ordinary save of that template.
    await addText(frame, "Second words");
    await frame.getByTestId("embed-save").click();
    await eventually(async () =>
      expect(await events(page)).toContainEqual(expect.objectContaining({ type: "save", templateId: saved.templateId, version: 2 })),
    );
    expect(await named()).toEqual([expect.objectContaining({ id: saved.templateId, version: 2 })]);
    const versions = await api.get(`${stack.server.url}/api/templates/${saved.templateId}/versions`, {
      headers: { Authorization: `Bearer ${userToken}` },
    });
    expect(((await versions.json()).data.versions as { externalUserId: string }[]).map((v) => v.externalUserId)).toEqual([
      "host-user-9",
      "host-user-9",
    ]);
    await page.close();
  });

  it("save() on a newTemplate session nobody changed still creates the template", async () => {
    const session = await newSession({ newTemplate: { name: `Saved unchanged ${Date.now()}` } });
    const { page, frame } = await mounted(allowed.origin, session.url);
    await frame.locator('[data-testid="designer"][data-engine-ready="true"]').waitFor({ timeout: 30_000 });
    const saved = (await page.evaluate(() => (window as never as { designer: { save(): Promise<unknown> } }).designer.save())) as {
      templateId: string;
    };
    expect(saved).toEqual({ templateId: expect.stringMatching(/^[0-9a-f-]{36}$/), version: 1 });
    const stored = await api.get(`${stack.server.url}/api/templates/${saved.templateId}`, {
      headers: { Authorization: `Bearer ${userToken}` },
    });
    expect((await stored.json()).data.template).toMatchObject({ version: 1, document: { pages: [{ size: "A4", elements: [] }] } });
    await page.close();
  });

  it("a page on an origin not in allowedOrigins cannot frame the designer: the browser blocks it, and the host hears onError", async () => {
    const session = await newSession({ templateId: await newTemplate("Not yours to frame") });
    const page = await context.newPage();
    const refusals: string[] = [];
    page.on("console", (message) => refusals.push(message.text()));
    await page.goto(`${foreign.origin}/`);
    await page.evaluate(
      (url) => (window as never as { mountDesigner: (u: string, t: number) => void }).mountDesigner(url, 3_000),
      session.url,
    );
    await eventually(() => expect(refusals.join("\n")).toMatch(/frame-ancestors/));
    expect(page.frames().some((f) => f.url().startsWith(`${stack.server.url}/embed/`) && f.url() !== "about:blank")).toBe(false);
    // Nothing of the designer runs there: it never becomes ready, and once the refused frame has
    // loaded and not answered within timeoutMs the SDK stops asking and tells the host why.
    await eventually(async () =>
      expect(await events(page)).toEqual([
        expect.objectContaining({ type: "error", code: "frame_refused", message: expect.stringContaining("allowedOrigins") }),
      ]),
    );
    await page.close();
  });

  it("a revoked session shows that it ended and emits sessionExpired", async () => {
    const session = await newSession({ templateId: await newTemplate("Revoked before opening"), locale: "nl" });
    await revoke(session.id);
    const { page, frame } = await mounted(allowed.origin, session.url);
    await frame.getByTestId("embed-ended").filter({ hasText: "Deze bewerksessie is beëindigd." }).waitFor();
    await eventually(async () =>
      expect(await events(page)).toContainEqual(expect.objectContaining({ type: "sessionExpired", reason: "revoked" })),
    );
    await page.close();
  });

  it("a session revoked while open asks the host for a new one and saves the unsaved work with it", async () => {
    const templateId = await newTemplate("Renewed");
    const first = await newSession({ templateId });
    const { page, frame } = await mounted(allowed.origin, first.url);
    await frame.locator('[data-testid="designer"][data-engine-ready="true"]').waitFor({ timeout: 30_000 });
    await addText(frame, "Kept across sessions");
    await revoke(first.id);
    // Whether this save or the designer's own check finds the revocation first, the save fails: the
    // host has not answered yet, so nothing can have renewed the session.
    const failed = await page.evaluate(() =>
      (window as never as { designer: { save(): Promise<unknown> } }).designer.save().then(
        () => "saved",
        (e: { code: string }) => e.code,
      ),
    );
    expect(failed).toBe("session_expired");
    await eventually(async () =>
      expect(await events(page)).toContainEqual(expect.objectContaining({ type: "sessionExpired", reason: "revoked" })),
    );
    const second = await newSession({ templateId });
    await page.evaluate((url) => (window as never as { giveSession(url: string): void }).giveSession(url), second.url);
    await eventually(async () => expect(await frame.getByTestId("embed-ended").count()).toBe(0));
    const saved = await page.evaluate(() => (window as never as { designer: { save(): Promise<unknown> } }).designer.save());
    expect(saved).toEqual({ templateId, version: 2 });
    const stored = await api.get(`${stack.server.url}/api/templates/${templateId}`, { headers: { Authorization: `Bearer ${userToken}` } });
    expect((await stored.json()).data.template.document.pages[0].elements).toContainEqual(
      expect.objectContaining({ type: "text", text: "Kept across sessions" }),
    );
    await page.close();
  });

  it("a session revoked while open closes its designer within 2 s, without any call from the host", async () => {
    const session = await newSession({ templateId: await newTemplate("Closed by revoking") });
    const { page, frame } = await mounted(allowed.origin, session.url);
    await frame.locator('[data-testid="designer"][data-engine-ready="true"]').waitFor({ timeout: 30_000 });
    await revoke(session.id);
    await frame.getByTestId("embed-ended").waitFor({ timeout: 4_000 });
    await eventually(async () =>
      expect(await events(page)).toContainEqual(expect.objectContaining({ type: "sessionExpired", reason: "revoked" })),
    );
    await page.close();
  });

  it("permissions.save false: the save command is refused and nothing is stored", async () => {
    const templateId = await newTemplate("Read only");
    const session = await newSession({ templateId, permissions: { save: false } });
    const { page, frame } = await mounted(allowed.origin, session.url);
    await frame.locator('[data-testid="designer"][data-engine-ready="true"]').waitFor({ timeout: 30_000 });
    expect(await frame.getByTestId("embed-save").count()).toBe(0);
    const answer = await page.evaluate(() =>
      (window as never as { designer: { save(): Promise<unknown> } }).designer.save().then(
        () => "saved",
        (e: { code: string }) => e.code,
      ),
    );
    expect(answer).toBe("forbidden");
    await page.close();
  });

  it("the live demo on /nl/solutions/sdk-integration mounts a sandbox session with the SDK and saves in it", async () => {
    const visitor = await newVisitorContext(stack.browser, stack.server.url, { viewport: { width: 1440, height: 1000 } });
    const page = await visitor.newPage();
    await page.goto(`${stack.server.url}/nl/solutions/sdk-integration`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByTestId("sdk-demo-start").click();
    const frame = page.frameLocator('[data-testid="sdk-demo"] iframe');
    await frame.locator('[data-testid="designer"][data-engine-ready="true"]').waitFor({ timeout: 30_000 });
    await frame.getByTestId("add-text").click();
    await page.getByTestId("sdk-demo-save").click();
    await page
      .getByTestId("sdk-demo-events")
      .filter({ hasText: /save \{ version: 2 \}/ })
      .waitFor();
    // The visitor has no account; the demo's template lives in the sandbox, not in any customer's list.
    expect((await visitor.request.get(`${stack.server.url}/api/templates`)).status()).toBe(401);
    await visitor.close();
  });

  it("every other page refuses to be framed by other sites: public, /auth and /app pages", async () => {
    for (const pathname of ["/", "/nl/pricing", "/solutions/sdk-integration", "/auth/login"]) {
      const response = await api.get(`${stack.server.url}${pathname}`, { maxRedirects: 0 });
      expect(response.status(), pathname).toBe(200);
      expect(response.headers()["content-security-policy"], pathname).toMatch(/(^|; )frame-ancestors ('self'|'none')(;|$)/);
    }
    // The app's pages, signed in with the session cookie (the last tests: the cookie stays in this context).
    expect(
      (await api.post(`${stack.server.url}/api/auth/login`, { data: { email: ownerEmail, password: "long enough password" } })).status(),
    ).toBe(200);
    for (const pathname of ["/app/dashboard", "/app/api", "/nl/app/settings"]) {
      const response = await api.get(`${stack.server.url}${pathname}`);
      expect(response.status(), pathname).toBe(200);
      expect(response.headers()["content-security-policy"], pathname).toMatch(/(^|; )frame-ancestors ('self'|'none')(;|$)/);
    }
    const embed = await api.get(`${stack.server.url}/embed/designer/${(await newSession({ templateId: await newTemplate("Framed") })).id}`);
    expect(embed.headers()["content-security-policy"]).toMatch(
      new RegExp(`(^|; )frame-ancestors ${allowed.origin.replace(/\./g, "\\.")}(;|$)`),
    );
    expect(embed.headers()["x-frame-options"]).toBeUndefined();
  });

  it("the app's API page lists the sessions and ends an active one", async () => {
    const session = await newSession({ templateId: await newTemplate("Listed on the API page"), externalUserId: "listed-user" });
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/nl/app/api`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const row = page.getByTestId("editor-session-row").filter({ hasText: "listed-user" });
    await row.filter({ hasText: "Actief" }).waitFor();
    expect(await page.getByTestId("editor-session-row").filter({ hasText: "host-user-7" }).count()).toBe(1);
    await row.getByRole("button", { name: "Sessie beëindigen" }).click();
    await page.getByText("De sessie is beëindigd.").waitFor();
    await row.filter({ hasText: "Beëindigd" }).waitFor();
    const frame = new URL(session.url);
    const answer = await api.get(`${stack.server.url}/api/embed/session`, {
      headers: { Authorization: `Bearer ${new URLSearchParams(frame.hash.slice(1)).get("token")}` },
    });
    expect(answer.status()).toBe(401);
    expect((await answer.json()).reason).toBe("revoked");
    await page.close();
  });
});
