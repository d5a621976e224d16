import { beforeAll, describe, expect, it } from "vitest";
import { signedInContext, waitForDesigner } from "./support/designer";
import { comparePreview } from "./support/parity";
import { useStack } from "./support/stack";

describe("designer: library templates look the same in the designer and from the worker", () => {
  const stack = useStack();

  const NAMES = ["Certificate", "Event ticket", "Invoice", "Invoice (e-invoice ready)", "Quote", "Report", "Shipping label"];
  let designs: { id: string; name: string }[] = [];
  beforeAll(async () => {
    const lister = await stack.browser.newContext();
    await signedInContext(lister, stack.server.url, "parity-list");
    designs = (await (await lister.request.get(`${stack.server.url}/api/templates/designs`)).json()).data.templates;
    await lister.close();
  });

  it("lists the seven English library designs", () => {
    expect(designs.map((d) => d.name).sort()).toEqual(NAMES);
  });

  // One test per design: seven sign-ups, designers and renders in one test outlasted its timeout on a loaded machine.
  for (const name of NAMES) {
    it(`${name}: the designer's page at 100 % (2× pixels) matches the worker's PNG at scale 2`, async () => {
      const design = designs.find((d) => d.name === name)!;
      // A fresh account per design keeps every render below the free plan's watermark threshold.
      const context = await stack.browser.newContext({ viewport: { width: 2000, height: 1400 }, deviceScaleFactor: 2 });
      const { token } = await signedInContext(context, stack.server.url, "parity");
      const page = await context.newPage();
      await page.goto(`${stack.server.url}/app/designer/create?design=${design.id}`);
      await page.waitForURL(/\/app\/designer\/[0-9a-f-]{36}$/);
      await waitForDesigner(page);
      const id = page.url().split("/").pop()!;
      await page.getByTestId("preview-toggle").click();
      await page.getByTestId("zoom").selectOption("100");
      const shown = page.getByTestId("preview-page").first();
      await shown.waitFor();
      await page.evaluate(() => document.fonts.ready);

      const key = (
        await (
          await context.request.post(`${stack.server.url}/api/apicalls/getToken`, {
            data: { name: "parity" },
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()
      ).data.apiKey;
      const response = await context.request.post(`${stack.server.url}/api/v1/generate/single/${id}`, {
        headers: { Authorization: `Bearer ${key}` },
        data: { format: "png", scale: 2, page: 1 },
      });
      expect(response.status(), design.name).toBe(200);
      expect(response.headers()["x-watermarked"]).toBe("false");
      const { designer, rendered, difference } = await comparePreview(page, shown, await response.body());
      expect(Math.abs(designer.width - rendered.width), `${design.name} width`).toBeLessThanOrEqual(2);
      expect(Math.abs(designer.height - rendered.height), `${design.name} height`).toBeLessThanOrEqual(2);
      expect(difference, `${design.name}: ${(difference * 100).toFixed(3)} % of pixels differ`).toBeLessThan(0.01);
      await context.close();
    });
  }
});
