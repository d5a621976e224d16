import { createOpenApiDocument } from "@paperjet/contracts";
import { describe, expect, it } from "vitest";
import { describeOpenApi } from "./describe-openapi.server";
import { OPENAPI_DUTCH, toDutch } from "./openapi-dutch.server";

/** Every text the reference page shows from the document: summaries, parameters, body fields, responses. */
function shownTexts(translate?: (text: string) => string): string[] {
  const api = describeOpenApi(createOpenApiDocument({ serverUrl: "https://paperjet.example" }), translate);
  return api.endpoints
    .flatMap((e) => [
      e.summary,
      ...e.parameters.map((p) => p.description),
      ...(e.body?.fields ?? []).map((f) => f.description),
      ...e.responses.map((r) => r.description),
    ])
    .filter(Boolean);
}

describe("the API reference in Dutch", () => {
  it("has Dutch for every text of /api/v1 the page shows, and none left over", () => {
    const english = new Set(shownTexts());
    expect([...english].filter((text) => !(text in OPENAPI_DUTCH))).toEqual([]);
    expect(Object.keys(OPENAPI_DUTCH).filter((text) => !english.has(text))).toEqual([]);
  });

  it("shows the Dutch texts on the Dutch page", () => {
    const dutch = shownTexts(toDutch);
    expect(dutch).toContain("Een PDF of een afbeelding (PNG, JPEG, WebP) genereren uit een sjabloon");
    // Built once: the document is generated for each call.
    const english = new Set(shownTexts());
    expect(dutch.filter((text) => english.has(text))).toEqual([]);
  });
});
