import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HookContext, LoadOptionsContext, WebhookContext, WorkflowExecute } from "n8n-core";
import {
  NodeHelpers,
  createRunExecutionData,
  type IHttpRequestMethods,
  type INode,
  type IRun,
  type IWebhookData,
  type Workflow,
} from "n8n-workflow";
import { loadFixture, pdfText } from "@paperjet/test-kit/documents";
import { startApiStack } from "../../../web/tests/support/api-stack.ts";
import { PaperjetApi } from "../credentials/PaperjetApi.credentials.ts";
import { Paperjet } from "../nodes/Paperjet/Paperjet.node.ts";
import { PaperjetTrigger } from "../nodes/PaperjetTrigger/PaperjetTrigger.node.ts";
import { TestCredentialsHelper, TestNodeTypes, additionalData, makeWorkflow } from "./n8n-runtime.ts";

/*
 * The nodes run by n8n-core's own engine against the built product with a render worker: the trigger's
 * webhook methods through HookContext (as n8n activates a workflow), deliveries through WebhookContext,
 * and the workflow after it through WorkflowExecute, with n8n's expression engine and binary-data
 * service. What n8n's server would add (its HTTP listener, its credential database) is a plain HTTP
 * server on 127.0.0.1 and the credential helper in n8n-runtime.ts.
 */
const invoice = loadFixture("invoice-en");
const label = loadFixture("label");
const trigger = new PaperjetTrigger();
const paperjet = new Paperjet();
const credentials = { paperjetApi: { id: "1", name: "Paperjet" } };

let stack: Awaited<ReturnType<typeof startApiStack>>;
let listener: Server;
let n8nUrl = "";
let workflow: Workflow;
let data: ReturnType<typeof additionalData>;
let webhookData: IWebhookData;
const runs: Promise<IRun>[] = [];
const answers: number[] = [];

const triggerNode: INode = {
  id: "t",
  name: "Paperjet Trigger",
  type: "paperjetTrigger",
  typeVersion: 1,
  position: [0, 0],
  webhookId: "4b1c3c0e-paperjet-test",
  parameters: { events: ["document.succeeded"] },
  credentials,
};
const generateNode = (parameters: Record<string, unknown>): INode => ({
  id: "g",
  name: "Generate",
  type: "paperjet",
  typeVersion: 1,
  position: [200, 0],
  parameters: { operation: "generatePdf", ...parameters } as never,
  credentials,
});

/** n8n's webhook listener in miniature: the request (with its raw body) goes to the node's webhook(), a started workflow runs. */
async function serveWebhook(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks);
  const req = Object.assign(request, { rawBody, body: JSON.parse(rawBody.toString("utf8") || "{}") });
  const res = Object.assign(response, {
    status(code: number) {
      response.statusCode = code;
      return res;
    },
    send(text: string) {
      response.end(text);
      return res;
    },
  });
  const context = new WebhookContext(
    workflow,
    triggerNode,
    { ...data, httpRequest: req as never, httpResponse: res as never },
    "webhook",
    webhookData,
    [],
    null,
  );
  const result = await trigger.webhook.call(context);
  answers.push(result.noWebhookResponse ? response.statusCode : 200);
  if (result.noWebhookResponse) return;
  response.end("Workflow was started");
  const runExecutionData = createRunExecutionData({
    executionData: { nodeExecutionStack: [{ node: triggerNode, data: { main: result.workflowData! }, source: null }] },
  });
  runs.push(new WorkflowExecute(data, "webhook", runExecutionData).processRunExecutionData(workflow));
}

beforeAll(async () => {
  listener = createServer(
    (request, response) => void serveWebhook(request, response).catch((error) => response.writeHead(500).end(String(error))),
  );
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(listener.address() as AddressInfo).port}`;
  n8nUrl = `http://${host}`;
  stack = await startApiStack({ label: "n8n", templates: [invoice.document, label.document], allowHosts: [host] });
  data = additionalData({
    credentialsHelper: new TestCredentialsHelper({
      paperjetApi: { type: new PaperjetApi(), data: { apiKey: stack.apiKey, baseUrl: `${stack.url}/` } },
    }),
    webhookBaseUrl: n8nUrl,
  });
}, 600_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()));
});

const nodeTypes = new TestNodeTypes({ paperjet, paperjetTrigger: trigger });

describe("the Paperjet n8n nodes", () => {
  it("lists templates and turns the chosen one's bindings into mapping columns", async () => {
    const node = generateNode({ templateId: stack.templateIds[0] });
    const wf = makeWorkflow({ nodes: [node], connections: {}, nodeTypes });
    const context = new LoadOptionsContext(wf, node, data, "parameters.templateId");
    const templates = await paperjet.methods.loadOptions.getTemplates.call(context);
    expect(templates.map((t) => t.name).sort()).toEqual(["Invoice (English)", "Shipping label"]);
    const { fields } = await paperjet.methods.resourceMapping.getBindingColumns.call(
      new LoadOptionsContext(wf, node, data, "parameters.bindings"),
    );
    expect(fields.map((f) => `${f.id}:${f.type}`)).toEqual([
      "company.name:string",
      "invoice.number:string",
      "invoice.date:string",
      "invoice.overdue:boolean",
      "customer.name:string",
      "customer.address:string",
      "lines:array",
    ]);
  });

  it("generates a real PDF in a manual execution, as binary data", async () => {
    const node = generateNode({
      templateId: stack.templateIds[0],
      bindings: {
        mappingMode: "defineBelow",
        value: {
          "company.name": "n8n Brouwerij",
          "invoice.number": "={{ 'N8N-' + (6 * 7) }}",
          "customer.name": "Flow & Co",
          lines: [{ item: "Hop harvest", hours: 2, rate: 50, total: 100 }],
        },
        schema: [{ id: "lines", displayName: "lines", type: "array", required: false, defaultMatch: false, display: true }],
      },
      dataJson: JSON.stringify({ invoice: { date: "2026-11-26", overdue: false }, customer: { address: "Dam 1, Amsterdam" } }),
    });
    const wf = makeWorkflow({ nodes: [node], connections: {}, nodeTypes });
    const run = await new WorkflowExecute(data, "manual").run(wf, node);
    expect(run.data.resultData.error).toBeUndefined();
    const [item] = run.data.resultData.runData.Generate![0]!.data!.main[0]!;
    expect(item!.json).toMatchObject({ fileName: "Invoice (English).pdf", watermarked: false });
    const binary = item!.binary!.data!;
    expect(binary.mimeType).toBe("application/pdf");
    const pdf = Buffer.from(binary.data, "base64");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of ["n8n Brouwerij", "N8N-42", "Flow & Co", "Hop harvest", "Dam 1, Amsterdam"]) expect(text).toContain(expected);
  });

  it("fails the item with the product's words when the data does not fit the template", async () => {
    const node = generateNode({
      templateId: stack.templateIds[1],
      bindings: { mappingMode: "defineBelow", value: { fragile: "not a boolean" } },
    });
    const run = await new WorkflowExecute(data, "manual").run(makeWorkflow({ nodes: [node], connections: {}, nodeTypes }), node);
    expect(run.data.resultData.error?.message).toMatch(/fragile/);
  });

  it("registers its webhook on activation, starts the workflow on a signed delivery, and removes it on deactivation", async () => {
    const generate = generateNode({
      templateId: stack.templateIds[0],
      bindings: {
        mappingMode: "defineBelow",
        value: {
          "company.name": "={{ $json.data.metadata.company }}",
          "invoice.number": "={{ $json.data.jobId }}",
          "customer.name": "Webhook Customer",
        },
      },
    });
    workflow = makeWorkflow({
      nodes: [triggerNode, generate],
      connections: { "Paperjet Trigger": { main: [[{ node: "Generate", type: "main" as never, index: 0 }]] } },
      nodeTypes,
    });
    // What n8n's webhook service registers for the node on activation.
    const description = trigger.description.webhooks![0]!;
    webhookData = {
      httpMethod: description.httpMethod as IHttpRequestMethods,
      node: triggerNode.name,
      path: NodeHelpers.getNodeWebhookPath(workflow.id, triggerNode, String(description.path)),
      webhookDescription: description,
      workflowId: workflow.id,
      workflowExecuteAdditionalData: data,
      webhookId: triggerNode.webhookId,
    };
    const hooks = () => new HookContext(workflow, triggerNode, data, "trigger", "activate", webhookData);
    const methods = trigger.webhookMethods.default;

    expect(await methods.checkExists.call(hooks())).toBe(false);
    expect(await methods.create.call(hooks())).toBe(true);
    expect(await methods.checkExists.call(hooks())).toBe(true);
    const hookUrl = `${n8nUrl}/webhook/${triggerNode.webhookId}/webhook`;
    const listed = await fetch(`${stack.url}/api/v1/webhooks`, { headers: { Authorization: `Bearer ${stack.apiKey}` } }).then((r) =>
      r.json(),
    );
    expect(listed.data.endpoints).toEqual([expect.objectContaining({ url: hookUrl, events: ["document.succeeded"] })]);

    // A delivery without the endpoint's signature is answered 401 and starts nothing.
    const forged = await fetch(hookUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "webhook-id": "msg_forged",
        "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
        "webhook-signature": "v1,AAAA",
      },
      body: JSON.stringify({ type: "document.succeeded" }),
    });
    expect(forged.status).toBe(401);
    expect(runs).toHaveLength(0);

    // The customer's code generates a document in the background; Paperjet's webhook starts the workflow.
    const accepted = await fetch(`${stack.url}/api/v1/generate/async/${stack.templateIds[1]}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${stack.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ data: label.data, metadata: { company: "Trigger Bakery" } }),
    });
    expect(accepted.status).toBe(202);
    const { jobId } = (await accepted.json()).data;
    await expect.poll(() => runs.length, { timeout: 60_000, interval: 250 }).toBe(1);
    const run = await runs[0]!;
    expect(run.data.resultData.error).toBeUndefined();
    expect(run.data.resultData.runData["Paperjet Trigger"]![0]!.data!.main[0]![0]!.json).toMatchObject({
      type: "document.succeeded",
      data: { jobId, metadata: { company: "Trigger Bakery" } },
    });
    const pdf = Buffer.from(run.data.resultData.runData.Generate![0]!.data!.main[0]![0]!.binary!.data!.data, "base64");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("Trigger Bakery");
    expect(text).toContain(jobId);

    expect(await methods.delete.call(hooks())).toBe(true);
    const after = await fetch(`${stack.url}/api/v1/webhooks`, { headers: { Authorization: `Bearer ${stack.apiKey}` } }).then((r) =>
      r.json(),
    );
    expect(after.data.endpoints).toEqual([]);
    expect(await methods.checkExists.call(hooks())).toBe(false);
  });
});
