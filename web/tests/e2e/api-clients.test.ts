import { execFileSync, spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Paperjet, PaperjetError, WebhookVerificationError, verifyWebhook, type Template } from "@paperjet/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useStack } from "./support/stack";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const marker = `TypeScript ${Date.now().toString(36)}`;

const pdfText = (pdf: Uint8Array) => execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8");

/** The template's binding examples as nested data, its first text binding set to `marker`. */
function dataFor(template: Template): Record<string, unknown> {
  const data: Record<string, any> = {};
  const simple = template.bindings.filter((b) => !b.key.includes("[]"));
  const first = simple.find((b) => b.type === "text")!.key;
  for (const binding of simple) {
    const parts = binding.key.split(".");
    const leaf = parts.pop()!;
    const target = parts.reduce((object, part) => (object[part] ??= {}), data);
    target[leaf] = binding.key === first ? marker : binding.example;
  }
  return data;
}

// The two API clients against the product as `npm start` runs it, with one render worker. Everything
// the clients use is made through the API as a customer would: an account, an API key, a template copied
// from the library, a webhook endpoint and the workspace's callbackUrl signing secret.
describe("the TypeScript and Python clients against a running server", () => {
  let receiver: http.Server;
  const deliveries: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const account = {} as { token: string; apiKey: string; templateId: string; endpointSecret: string; signingSecret: string };
  // The receivers (this one and the Python test's) are on loopback, which webhooks may not reach unless named.
  const stack = useStack({ env: { OUTBOUND_ALLOW_HOSTS: "127.0.0.1" }, browser: false });

  async function internal<T = any>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(stack.server.url + route, {
      method,
      headers: {
        ...(account.token ? { Authorization: `Bearer ${account.token}` } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
    return json as T;
  }

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        deliveries.push({ headers: req.headers, body });
        res.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const signup = await internal("POST", "/api/auth/register", {
      name: "Client Tester",
      email: `clients.${Date.now()}@example.com`,
      password: "a long password",
    });
    account.token = signup.globals.token;
    account.apiKey = (await internal("POST", "/api/apicalls/getToken", { name: "clients test" })).data.apiKey;
    const designs = (await internal("GET", "/api/templates/designs")).data.templates as { id: string; name: string }[];
    const certificate = designs.find((d) => /certificate/i.test(d.name)) ?? designs[0]!;
    account.templateId = (await internal("POST", `/api/templates/${certificate.id}/duplicate`, { name: "Client test" })).data.template.id;
    const port = (receiver.address() as AddressInfo).port;
    account.endpointSecret = (
      await internal("POST", "/api/webhooks", { url: `http://127.0.0.1:${port}/hook`, events: ["document.succeeded"] })
    ).data.endpoint.secret;
    account.signingSecret = (await internal("POST", "/api/webhooks/signing-secret")).data.secret;
  }, 400_000);

  afterAll(async () => {
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it("@paperjet/client: lists templates, generates a PDF, runs an async job whose webhook verifies", async () => {
    const paperjet = new Paperjet({ apiKey: account.apiKey, baseUrl: stack.server.url });
    const templates = await paperjet.templates.list();
    expect(templates.map((t) => t.id)).toEqual([account.templateId]);
    const template = await paperjet.templates.get(account.templateId);
    expect(template.name).toBe("Client test");

    const pdf = await paperjet.generate(template.id, { data: dataFor(template), format: "pdf" });
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    expect(pdfText(pdf)).toContain(marker);

    const unknown = await paperjet.generate("00000000-0000-4000-8000-000000000000").catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(PaperjetError);
    expect(unknown).toMatchObject({ status: 404, problem: { status: 404 } });

    const job = await paperjet.generateAsync(template.id, { data: dataFor(template), metadata: { from: "vitest" } });
    expect(job.status).toBe("queued");
    await expect.poll(() => deliveries.find((d) => d.body.includes(job.jobId)), { timeout: 120_000, interval: 500 }).toBeTruthy();
    const delivery = deliveries.find((d) => d.body.includes(job.jobId))!;
    const payload = await verifyWebhook(account.endpointSecret, delivery.headers as Record<string, string>, delivery.body);
    expect(payload).toMatchObject({
      type: "document.succeeded",
      data: { jobId: job.jobId, status: "succeeded", metadata: { from: "vitest" } },
    });
    await expect(
      verifyWebhook(account.endpointSecret, delivery.headers as Record<string, string>, delivery.body.replace('"succeeded"', '"failed"')),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(verifyWebhook(account.signingSecret, delivery.headers as Record<string, string>, delivery.body)).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );

    expect((await paperjet.jobs.get(job.jobId)).status).toBe("succeeded");
    expect(pdfText(await paperjet.jobs.download(job.jobId))).toContain(marker);
  }, 240_000);

  it("/integrations/api shows both clients and the Zapier and n8n integrations, in English and Dutch", async () => {
    for (const [page, title, zapier] of [
      ["/integrations/api", "Clients and integrations", "Generate PDF"],
      ["/nl/integrations/api", "Clients en integraties", "PDF genereren"],
    ] as const) {
      const html = await (await fetch(stack.server.url + page)).text();
      const section = html.slice(html.indexOf('data-testid="api-clients"'), html.indexOf('id="errors"'));
      for (const text of [
        title,
        "@paperjet/client",
        "from paperjet import Paperjet",
        "Zapier",
        "n8n",
        zapier,
        `baseUrl: &quot;${stack.server.url}&quot;`,
      ])
        expect(section, `${page}: ${text}`).toContain(text);
    }
  });

  it("paperjet (Python): its pytest suite passes against the same server, none skipped", async () => {
    // Debian's pytest (python3-pytest, infra/scripts/ensure.mjs) belongs to /usr/bin/python3, not a pyenv one.
    const child = spawn("/usr/bin/python3", ["-m", "pytest", "-v", "-p", "no:cacheprovider", "clients/python"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PAPERJET_BASE_URL: stack.server.url,
        PAPERJET_API_KEY: account.apiKey,
        PAPERJET_SIGNING_SECRET: account.signingSecret,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code, output).toBe(0);
    expect(output, output).toMatch(/\d+ passed/);
    expect(output, output).not.toMatch(/skipped|SKIPPED/);
    expect(output).toContain("test_runs_an_async_job_whose_signed_callback_verifies PASSED");
  }, 300_000);
});
