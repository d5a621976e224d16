import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { eventually, signedInContext, waitForDesigner, waitForSaved } from "./support/designer";
import { comparePreview } from "./support/parity";
import { useStack } from "./support/stack";

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../packages/engine/fixtures/rich-text.${name}.json`, import.meta.url), "utf8"));

describe("designer: rich text", () => {
  const stack = useStack();

  it("makes a run bold with the toolbar, and the preview matches the worker's PNG", async () => {
    const data = fixture("data");
    const document = { ...fixture("template"), exampleData: data };
    // The order number starts plain; the toolbar makes it bold.
    delete document.pages[0].elements[1].runs[1].bold;
    const context = await stack.browser.newContext({ viewport: { width: 2000, height: 1400 }, deviceScaleFactor: 2 });
    const { token } = await signedInContext(context, stack.server.url, "rich");
    const created = await context.request.post(`${stack.server.url}/api/templates`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: "Rich", document },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).data.template.id as string;

    const page = await context.newPage();
    await page.goto(`${stack.server.url}/app/designer/${id}`);
    await waitForDesigner(page);
    await page.getByTestId("tab-layers").click();
    await page.locator('[data-testid="layer"][data-element-id="body"]').click();
    const bold = page.getByTestId("rich-bold-1");
    await expect(bold.getAttribute("aria-pressed")).resolves.toBe("false");
    await bold.click();
    await expect(bold.getAttribute("aria-pressed")).resolves.toBe("true");
    await waitForSaved(page);
    // API calls render versions, not the designer's draft (decision 080): save one.
    await page.getByTestId("save-version").click();
    await page.getByTestId("save-version-submit").click();
    await page.getByTestId("save-version-status").filter({ hasText: "Version 2 saved" }).waitFor();
    await eventually(async () => {
      const weight = await page
        .locator('[data-testid="page-svg"] svg tspan', { hasText: "ORD-2026-0042" })
        .first()
        .getAttribute("font-weight");
      expect(weight).toBe("700");
    });

    await page.getByTestId("preview-toggle").click();
    await page.getByTestId("zoom").selectOption("100");
    const shown = page.getByTestId("preview-page").first();
    await shown.waitFor();
    await page.evaluate(() => window.document.fonts.ready);
    const key = (
      await (
        await context.request.post(`${stack.server.url}/api/apicalls/getToken`, {
          data: { name: "rich" },
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()
    ).data.apiKey;
    const response = await context.request.post(`${stack.server.url}/api/v1/generate/single/${id}`, {
      headers: { Authorization: `Bearer ${key}` },
      data: { format: "png", scale: 2, page: 1, data },
    });
    expect(response.status()).toBe(200);
    const { difference } = await comparePreview(page, shown, await response.body());
    expect(difference, `${(difference * 100).toFixed(3)} % of pixels differ`).toBeLessThan(0.01);
    await context.close();
  });
});
