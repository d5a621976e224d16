import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { createOpenApiDocument } from "./openapi.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, "..");
const served = () => createOpenApiDocument({ serverUrl: "https://paperjet.example" }) as Record<string, any>;
const operations = (doc: Record<string, any>) =>
  Object.entries<Record<string, any>>(doc.paths).flatMap(([p, item]) =>
    Object.entries<any>(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
  );

// Checked with tools nobody here wrote, as a customer's tooling would read it.
describe("the served OpenAPI document", () => {
  it("validates with swagger-parser", async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(served()) as never)).resolves.toMatchObject({ openapi: "3.1.0" });
  });

  it("has no errors in redocly lint (recommended rules)", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "paperjet-openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify(served()));
    const bin = path.join(packageDir, "node_modules/.bin/redocly");
    const run = await promisify(execFile)(bin, ["lint", file, "--config", path.join(packageDir, "redocly.yaml"), "--format", "json"], {
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      maxBuffer: 20_000_000,
    }).catch((error: { stdout: string; stderr: string }) => error);
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; message: string; severity: string; location: { pointer: string }[] }[];
    };
    expect(
      report.problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
    ).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it("generates TypeScript with openapi-typescript and no options", async () => {
    const types = astToString(await openapiTS(served() as never));
    expect(types).toContain('"/api/v1/generate/single/{templateId}"');
    expect(types).toContain("WebhookPayload");
  });

  it("gives every operation a unique operationId, tags, its security and its error answers", () => {
    const ops = operations(served());
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ops.filter(({ op }) => !op.tags?.length).map(({ key }) => key)).toEqual([]);
    expect(ops.filter(({ op }) => !Array.isArray(op.security)).map(({ key }) => key)).toEqual([]);
    expect(ops.filter(({ op }) => !Object.keys(op.responses).some((s) => s.startsWith("4"))).map(({ key }) => key)).toEqual([]);
    // A call that needs credentials says it can answer 401.
    expect(ops.filter(({ op }) => op.security.length && !op.responses["401"]).map(({ key }) => key)).toEqual([]);
    const bySecurity = (name: string) => ops.filter(({ op }) => op.security[0]?.[name]).map(({ key }) => key);
    expect(bySecurity("apiKey").every((key) => key.includes(" /api/v1/"))).toBe(true);
    expect(bySecurity("editorSession").every((key) => key.includes(" /api/embed/"))).toBe(true);
    expect(
      ops
        .filter(({ key }) => /\/api\/(admin|dev|forms|posts|crm)\//.test(key) || key.endsWith(" /api/posts"))
        .filter(({ op }) => op["x-internal"] !== true)
        .map(({ key }) => key),
    ).toEqual([]);
  });

  it("describes every webhook event with its payload, webhook.test included", () => {
    const doc = served();
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      "batch.failed",
      "batch.succeeded",
      "document.failed",
      "document.succeeded",
      "webhook.test",
    ]);
    for (const hook of Object.values<any>(doc.webhooks))
      expect(hook.post.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/WebhookPayload" });
    expect(doc.components.schemas.WebhookPayload.properties.type).toBeDefined();
  });
});
