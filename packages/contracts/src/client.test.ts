import { describe, expect, it } from "vitest";
import { buildInfoSchema } from "./client.ts";
import { createOpenApiDocument } from "./openapi.ts";

describe("GET /api/build", () => {
  it("answers a non-empty build id", () => {
    expect(buildInfoSchema.parse({ buildId: "release-42" })).toEqual({ buildId: "release-42" });
    expect(buildInfoSchema.safeParse({ buildId: "" }).success).toBe(false);
  });

  it("is in the OpenAPI document with its response schema", () => {
    const doc = createOpenApiDocument();
    const response = doc.paths?.["/api/build"]?.get?.responses?.["200"] as { content: Record<string, { schema: unknown }> };
    expect(response.content["application/json"]!.schema).toEqual({ $ref: "#/components/schemas/BuildInfoResponse" });
    expect(doc.components?.schemas?.BuildInfo).toMatchObject({ type: "object", required: ["buildId"] });
    expect(doc.components?.schemas?.BuildInfoResponse).toMatchObject({ required: ["data", "globals"] });
  });
});
