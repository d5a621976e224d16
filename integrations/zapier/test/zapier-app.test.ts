import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { loadFixture, pdfText } from "@paperjet/test-kit/documents";
import { startApiStack, startHookReceiver } from "../../../web/tests/support/api-stack.ts";
import { startZapierFilesStandIn } from "./zapier-files-stand-in.ts";
import type appDefinition from "../src/index.ts";

/*
 * The app run by zapier-platform-core's own app tester (the lambda handler Zapier runs) against the
 * built product with a render worker: every request goes over HTTP to the real API, files are stashed
 * through the platform's RPC and upload protocol (a stand-in on 127.0.0.1), and the REST hook is
 * subscribed, delivered to by the product's webhook queue, and unsubscribed.
 */
const require = createRequire(import.meta.url);
const invoice = loadFixture("invoice-en");
const label = loadFixture("label");

let stack: Awaited<ReturnType<typeof startApiStack>>;
let receiver: Awaited<ReturnType<typeof startHookReceiver>>;
let files: Awaited<ReturnType<typeof startZapierFilesStandIn>>;
let app: typeof appDefinition;
let appTester: (method: unknown, bundle: Record<string, unknown>) => Promise<any>;
let authData: { apiKey: string; baseUrl: string };

const fetchStashed = async (url: string) => {
  expect(url.startsWith(`${files.base}/bucket/`)).toBe(true);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return {
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
  };
};

beforeAll(async () => {
  receiver = await startHookReceiver();
  files = await startZapierFilesStandIn();
  // Read by zapier-platform-core when it loads: the RPC behind z.stashFile, and the key it sends there.
  process.env.ZAPIER_BASE_ENDPOINT = files.base;
  process.env.ZAPIER_DEPLOY_KEY = "paperjet-test-deploy-key";
  stack = await startApiStack({ label: "zapier", templates: [invoice.document, label.document], allowHosts: [receiver.host] });
  const core = require("zapier-platform-core") as typeof import("zapier-platform-core");
  app = (await import("../src/index.ts")).default;
  appTester = core.createAppTester(app) as never;
  authData = { apiKey: stack.apiKey, baseUrl: `${stack.url}/` };
}, 600_000);

afterAll(async () => {
  await stack?.stop();
  await receiver?.stop();
  await files?.stop();
});

describe("the Paperjet Zapier app", () => {
  it("is a valid app definition for zapier-platform-schema, as `zapier validate` checks it", async () => {
    const core = require("zapier-platform-core") as typeof import("zapier-platform-core");
    const handler = (core as unknown as { createAppHandler: (app: unknown) => unknown }).createAppHandler(app) as (
      event: Record<string, unknown>,
    ) => Promise<{ results: unknown }>;
    const definition = (await handler({ command: "definition" })).results;
    const schema = require("zapier-platform-schema") as { validateAppDefinition: (d: unknown) => { errors: unknown[] } };
    expect(schema.validateAppDefinition(definition).errors).toEqual([]);
    expect((await handler({ command: "validate" })).results).toEqual([]);
    // The schema does fail a broken definition (a create without its perform).
    const broken = JSON.parse(JSON.stringify(definition));
    delete broken.creates.generatePdf.operation.perform;
    expect(schema.validateAppDefinition(broken).errors.length).toBeGreaterThan(0);
  });

  it("tests the connection with the API key, and refuses a wrong key with the product's words", async () => {
    const result = await appTester(app.authentication.test, { authData });
    expect(result).toEqual({ templates: 2, baseUrl: stack.url });
    await expect(appTester(app.authentication.test, { authData: { ...authData, apiKey: "pj_live_wrong" } })).rejects.toThrow(
      /Send a valid API key/,
    );
  });

  it("lists the templates for the dropdown and turns the chosen one's bindings into fields", async () => {
    const templates = await appTester(app.triggers.templateList.operation.perform, { authData });
    expect(templates.map((t: { name: string }) => t.name).sort()).toEqual(["Invoice (English)", "Shipping label"]);
    const fields = await appTester(app.creates.generatePdf.operation.inputFields[1], {
      authData,
      inputData: { templateId: stack.templateIds[0] },
    });
    const keys = fields.map((f: { key: string }) => f.key);
    expect(keys).toContain("data.company.name");
    expect(keys).toContain("data.invoice.overdue");
    const lines = fields.find((f: { key: string }) => f.key === "data.lines");
    expect(lines.children.map((c: { key: string; type: string }) => `${c.key}:${c.type}`)).toEqual([
      "item:string",
      "hours:number",
      "rate:number",
      "total:number",
    ]);
    expect(fields.find((f: { key: string }) => f.key === "data.invoice.overdue").type).toBe("boolean");
  });

  it("generates a real PDF from the mapped fields and hands Zapier a stashed file", async () => {
    const result = await appTester(app.creates.generatePdf.operation.perform, {
      authData,
      inputData: {
        templateId: stack.templateIds[0],
        "data.company.name": "Zapier Bakery BV",
        "data.invoice.number": "ZAP-42",
        "data.invoice.date": "2026-11-26",
        "data.invoice.overdue": false,
        "data.customer.name": "Hook & Trigger Ltd.",
        "data.customer.address": "Keizersgracht 1, Amsterdam",
        "data.lines": [
          { item: "Croissants", hours: 3, rate: 12.5, total: 37.5 },
          { item: "Sourdough", hours: 2, rate: 6, total: 12 },
        ],
      },
    });
    expect(result.fileName).toBe("Invoice (English).pdf");
    expect(result.pages).toBeGreaterThanOrEqual(1);
    expect(result.watermarked).toBe(false);
    const file = await fetchStashed(result.file);
    expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(file.type).toBe("application/pdf");
    const text = pdfText(file.bytes);
    for (const expected of ["Zapier Bakery BV", "ZAP-42", "Hook & Trigger Ltd.", "Croissants", "Sourdough"])
      expect(text).toContain(expected);
    expect(files.rpcCalls.at(-1)).toEqual({ method: "get_presigned_upload_post_data", deployKey: "paperjet-test-deploy-key" });
  });

  it("reports the product's validation errors instead of a bare status", async () => {
    await expect(
      appTester(app.creates.generatePdf.operation.perform, {
        authData,
        inputData: { templateId: stack.templateIds[1], "data.fragile": "not a boolean" },
      }),
    ).rejects.toThrow(/fragile/);
  });

  it("subscribes a REST hook, turns a signed delivery into a document with its file, and unsubscribes", async () => {
    const targetUrl = receiver.url("/zapier/hooks/standard/123");
    const subscribeData = await appTester(app.triggers.newDocument.operation.performSubscribe, { authData, targetUrl });
    expect(subscribeData.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(subscribeData.secret).toMatch(/^whsec_/);
    const listed = await fetch(`${stack.url}/api/v1/webhooks`, { headers: { Authorization: `Bearer ${stack.apiKey}` } }).then((r) =>
      r.json(),
    );
    expect(listed.data.endpoints).toEqual([
      expect.objectContaining({ id: subscribeData.id, url: targetUrl, events: ["document.succeeded"], enabled: true }),
    ]);

    // Elsewhere, the customer's code generates a document in the background.
    const accepted = await fetch(`${stack.url}/api/v1/generate/async/${stack.templateIds[1]}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${stack.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ data: label.data, metadata: { orderId: "A-1001" } }),
    });
    expect(accepted.status).toBe(202);
    const { jobId } = (await accepted.json()).data;
    await expect
      .poll(() => receiver.received.filter((r) => r.path === "/zapier/hooks/standard/123").length, { timeout: 60_000, interval: 250 })
      .toBe(1);
    const delivery = receiver.received.find((r) => r.path === "/zapier/hooks/standard/123")!;
    // Zapier hands the app the request with `Http-`-prefixed header names.
    const headers = Object.fromEntries(
      Object.entries(delivery.headers).map(([name, value]) => [`Http-${name.replace(/(^|-)\w/g, (c) => c.toUpperCase())}`, String(value)]),
    );
    const bundle = {
      authData,
      subscribeData,
      targetUrl,
      rawRequest: { method: "POST", headers, content: delivery.body },
      cleanedRequest: JSON.parse(delivery.body),
    };

    const [item] = await appTester(app.triggers.newDocument.operation.perform, bundle);
    expect(item).toMatchObject({ id: jobId, jobId, pages: 1, metadata: { orderId: "A-1001" } });
    // The file is a hydration pointer Zapier resolves when a step uses it: resolve it as Zapier would.
    const pointer = JSON.parse(/^hydrate\|\|\|(.*)\|\|\|hydrate$/.exec(item.file)![1]!);
    expect(pointer).toMatchObject({ type: "file", method: "hydrators.downloadJobFile", bundle: { jobId } });
    // Zapier names the hydrator by its path in the app; the app tester takes the function itself.
    const hydrator = String(pointer.method)
      .split(".")
      .reduce((node: Record<string, unknown>, key) => node[key] as Record<string, unknown>, app as unknown as Record<string, unknown>);
    const stashed = await appTester(hydrator, { authData, inputData: pointer.bundle });
    const file = await fetchStashed(stashed);
    expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfText(file.bytes)).toContain(String((label.data as { tracking: string }).tracking));

    // A delivery whose body was changed on the way does not start the Zap.
    const tampered = delivery.body.replace('"pages":1', '"pages":9');
    expect(
      await appTester(app.triggers.newDocument.operation.perform, {
        ...bundle,
        rawRequest: { ...bundle.rawRequest, content: tampered },
        cleanedRequest: JSON.parse(tampered),
      }),
    ).toEqual([]);

    // Sample data while setting up a Zap: the same document, from the product's delivery log.
    const samples = await appTester(app.triggers.newDocument.operation.performList, { authData });
    expect(samples[0]).toMatchObject({ id: jobId, pages: 1 });

    expect(await appTester(app.triggers.newDocument.operation.performUnsubscribe, { authData, subscribeData, targetUrl })).toEqual({
      deleted: true,
      id: subscribeData.id,
    });
    const after = await fetch(`${stack.url}/api/v1/webhooks`, { headers: { Authorization: `Bearer ${stack.apiKey}` } }).then((r) =>
      r.json(),
    );
    expect(after.data.endpoints).toEqual([]);
    // Turning a Zap off twice (the endpoint already gone) is not an error.
    await expect(appTester(app.triggers.newDocument.operation.performUnsubscribe, { authData, subscribeData, targetUrl })).resolves.toEqual(
      { deleted: true, id: subscribeData.id },
    );
  });

  it("refuses to subscribe a URL the product may not deliver to", async () => {
    await expect(
      appTester(app.triggers.newDocument.operation.performSubscribe, { authData, targetUrl: "http://10.0.0.1/hook" }),
    ).rejects.toThrow(/cannot receive webhooks/);
  });
});
