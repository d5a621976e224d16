import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFixture } from "@paperjet/test-kit/documents";
import { startSeededStack } from "./support/stack";

const svgUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
const logo = svgUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><defs><circle id="d" r="6" fill="#1e88e5"/></defs><use href="#d" x="20" y="40"/><use href="#d" x="60" y="40"/></svg>',
);
// Seven levels of ten <use> of the level below: 10^7 rects once expanded.
const bomb = (() => {
  let defs = '<g id="l0"><rect width="1" height="1"/></g>';
  for (let i = 1; i <= 7; i++) defs += `<g id="l${i}">${'<use href="#l' + (i - 1) + '"/>'.repeat(10)}</g>`;
  return svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><defs>${defs}</defs><use href="#l7"/></svg>`);
})();

// Finding 7 of issue 18: Chromium disconnected on the first render of a template with a data: SVG image.
// data: images went to the worker unchecked, and an SVG whose <use> references multiply crashes the
// worker's single-process Chromium (10^7 elements; 10^5 took 24 s).
describe("data: SVG images", () => {
  let stack: Awaited<ReturnType<typeof startSeededStack>>;
  let apiKey: string;
  const logoTemplates: string[] = [];
  let bombTemplate: string;
  const label = loadFixture("label");
  const withImage = (src: string) => {
    const document = structuredClone(label.document) as { pages: { elements: unknown[] }[] };
    document.pages[0].elements.push({ id: "logo", type: "image", x: 60, y: 120, width: 30, height: 20, src });
    return document;
  };
  beforeAll(async () => {
    stack = await startSeededStack({
      // Its own worker, whose output the test reads.
      ownWorkers: {},
      seed: async (seed) => {
        const tenant = await seed.tenant();
        apiKey = tenant.apiKey;
        for (let i = 0; i < 5; i++) logoTemplates.push(await seed.template(tenant, withImage(logo)));
        bombTemplate = await seed.template(tenant, withImage(bomb));
      },
    });
  }, 300_000);
  afterAll(async () => stack?.stop());

  const generate = (templateId: string) =>
    fetch(`${stack.server.url}/api/v1/generate/single/${templateId}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ data: label.data, test: true }),
    });

  it("refuses an SVG whose <use> references multiply (422) before it reaches Chromium", async () => {
    const response = await generate(bombTemplate);
    expect(response.status).toBe(422);
    expect((await response.json()).detail).toContain("uses <use> of content that itself contains <use>");
  });

  it("renders the first call of each template with an ordinary data: SVG, and Chromium stays connected", async () => {
    for (const id of logoTemplates) {
      const response = await generate(id);
      expect(response.status).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
    expect(stack.workers[0].output()).not.toContain("chromium disconnected");
  });
});
