import { describe, expect, it } from "vitest";
import { createOpenApiDocument } from "./openapi.ts";
import {
  RENDER_REPLY_PREFIX,
  renderFailureReason,
  renderJobPayloadSchema,
  renderJobResultSchema,
  renderReplySchema,
} from "./render-job.ts";

describe("render job contract", () => {
  const payload = { requestId: "r1", document: { name: "x" }, data: {}, format: "png", watermark: false, deadlineAt: Date.now() + 1_000 };

  it("fills defaults and refuses what a worker cannot use", () => {
    expect(renderJobPayloadSchema.parse(payload)).toMatchObject({ scale: 2, images: {} });
    expect(renderJobPayloadSchema.safeParse({ ...payload, scale: 5 }).success).toBe(false);
    expect(renderJobPayloadSchema.safeParse({ ...payload, format: "gif" }).success).toBe(false);
    expect(renderJobPayloadSchema.safeParse({ ...payload, images: { "https://x/a.png": "https://x/a.png" } }).success).toBe(false);
  });

  it("describes results by Redis keys, never by bytes", () => {
    const result = { files: [{ key: "k:0", contentType: "image/png", bytes: 10, page: 1 }], pages: 1, renderMs: 5, workerId: "w" };
    expect(renderJobResultSchema.parse(result).warnings).toEqual([]);
    expect(renderJobResultSchema.safeParse({ ...result, files: [] }).success).toBe(false);
  });

  it("sends replies only to a render-reply channel, and tells a completed job from a failed one", () => {
    expect(renderJobPayloadSchema.safeParse({ ...payload, replyTo: `${RENDER_REPLY_PREFIX}web-1` }).success).toBe(true);
    expect(renderJobPayloadSchema.safeParse({ ...payload, replyTo: "paperjet:invalidate" }).success).toBe(false);
    const result = { files: [{ key: "k:0", contentType: "application/pdf", bytes: 10 }], pages: 1, renderMs: 5, workerId: "w" };
    expect(renderReplySchema.parse({ jobId: "r1", outcome: "completed", result }).outcome).toBe("completed");
    expect(renderReplySchema.safeParse({ jobId: "r1", outcome: "completed", reason: "x" }).success).toBe(false);
    expect(renderReplySchema.parse({ jobId: "r1", outcome: "failed", reason: "render_invalid: bad" })).toEqual({
      jobId: "r1",
      outcome: "failed",
      reason: "render_invalid: bad",
    });
  });

  it("reads the failure reason a worker puts in front of its message", () => {
    expect(renderFailureReason("render_invalid: bad")).toBe("render_invalid");
    expect(renderFailureReason("Chromium failed twice")).toBeUndefined();
  });
});

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 with both v1 calls, bearer auth and the problem schema", () => {
    const doc = createOpenApiDocument({ serverUrl: "https://paperjet.example" });
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "https://paperjet.example" }]);
    const generate = doc.paths?.["/api/v1/generate/single/{templateId}"]?.post;
    expect(Object.keys(generate?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "401", "404", "413", "422", "429", "503", "504"]),
    );
    expect(doc.components?.securitySchemes?.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components?.schemas?.Problem).toBeDefined();
  });
});
