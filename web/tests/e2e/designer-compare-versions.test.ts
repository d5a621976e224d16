import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createTemplate, eventually, signedInContext, waitForDesigner } from "./support/designer";
import { axeViolations } from "./support/page-audit";
import { useStack } from "./support/stack";

const text = (id: string, x: number, y: number, words: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: "text",
  x,
  y,
  width: 80,
  height: 10,
  text: words,
  ...extra,
});
const letter = (elements: unknown[], bindings: unknown[]) => ({
  schemaVersion: 1,
  name: "Compared letter",
  locale: "en-GB",
  pages: [{ size: "A4", margin: { top: 15, right: 15, bottom: 15, left: 15 }, elements }],
  bindings,
});
/** Version 1, and version 2: the greeting moved, the note restyled and reworded, the box gone, a footer and a field added. */
const v1 = letter(
  [
    text("greeting", 20, 30, "Dear customer"),
    text("note", 20, 60, "Small print"),
    { id: "box", type: "shape", shape: "rect", x: 20, y: 100, width: 60, height: 40, fill: "#336699" },
  ],
  [{ key: "customer.name", label: "Name", type: "text" }],
);
const v2 = letter(
  [
    text("greeting", 90, 40, "Dear customer"),
    text("note", 20, 60, "Fine print", { style: { fontSize: 16, bold: true } }),
    text("footer", 20, 250, "Thank you"),
  ],
  [
    { key: "customer.name", label: "Name", type: "text" },
    { key: "total", label: "Total", type: "number" },
  ],
);

describe("designer: compare two versions from History", () => {
  const stack = useStack();

  async function openCompare(prefix: "" | "/nl", [first, second] = [v1, v2]): Promise<Page> {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { token } = await signedInContext(context, stack.server.url, `compare${prefix.replace("/", "-")}`);
    const id = await createTemplate(context, stack.server.url, token, { name: "Compared letter", document: first });
    const saved = await context.request.post(`${stack.server.url}/api/templates/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { version: 1, document: second },
    });
    expect(saved.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${stack.server.url}${prefix}/app/designer/${id}`);
    await waitForDesigner(page);
    await page.getByTestId("tab-history").click();
    await page.locator('[data-testid="version-item"][data-version="1"]').waitFor();
    return page;
  }

  const changes = (page: Page) =>
    page
      .getByTestId("compare-change")
      .evaluateAll((items) => items.map((li) => [li.getAttribute("data-element-id"), li.getAttribute("data-kinds")]));
  const boxes = (page: Page, side: "left" | "right") =>
    page
      .getByTestId(`compare-page-${side}`)
      .getByTestId("compare-box")
      .evaluateAll((spans) => spans.map((s) => [s.getAttribute("data-element-id"), s.getAttribute("data-kind")]));

  it("in English: version 1 against the latest, with boxes on both pages and the changes listed", async () => {
    const page = await openCompare("");
    await page.locator('[data-testid="version-item"][data-version="1"]').getByTestId("version-compare").click();
    const dialog = page.getByTestId("compare-dialog");
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe("Compare versions");
    expect(await page.getByTestId("compare-left").inputValue()).toBe("1");
    expect(await page.getByTestId("compare-right").inputValue()).toBe("2");
    await page.getByTestId("compare-changes").waitFor();
    expect(await changes(page)).toEqual([
      ["greeting", "moved"],
      ["note", "restyled edited"],
      ["footer", "added"],
      ["box", "removed"],
    ]);
    expect(await boxes(page, "left")).toEqual([
      ["greeting", "moved"],
      ["note", "restyled"],
      ["box", "removed"],
    ]);
    expect(await boxes(page, "right")).toEqual([
      ["greeting", "moved"],
      ["note", "restyled"],
      ["footer", "added"],
    ]);
    // Each page is drawn by the engine: the left has the old words, the right the new.
    expect(await page.getByTestId("compare-page-left").textContent()).toContain("Small print");
    expect(await page.getByTestId("compare-page-right").textContent()).toContain("Fine print");
    const listed = await page.getByTestId("compare-changes").textContent();
    expect(listed).toContain("moved or resized");
    expect(listed).toContain("restyled, content changed");
    expect(await page.locator('[data-testid="compare-binding"][data-binding="total"]').textContent()).toBe("Field total added");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("in Dutch, by keyboard: the latest version against the draft has no differences; version 1 against 2 lists them", async () => {
    const page = await openCompare("/nl");
    const compare = page.locator('[data-testid="version-item"][data-version="2"]').getByTestId("version-compare");
    expect(await compare.textContent()).toBe("Vergelijken");
    await compare.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByTestId("compare-dialog");
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe("Versies vergelijken");
    expect(await page.getByTestId("compare-right").inputValue()).toBe("draft");
    expect(await page.getByTestId("compare-none").textContent()).toBe("Geen verschillen.");

    await page.getByTestId("compare-left").focus();
    await page.getByTestId("compare-left").selectOption("1");
    await page.getByTestId("compare-right").selectOption("2");
    await eventually(async () => expect(await changes(page)).toHaveLength(4));
    const listed = await page.getByTestId("compare-changes").textContent();
    expect(listed).toContain("verplaatst of van formaat veranderd");
    expect(listed).toContain("opmaak gewijzigd, inhoud gewijzigd");
    expect(await page.locator('[data-testid="compare-binding"][data-binding="total"]').textContent()).toBe("Veld total toegevoegd");
    expect(await dialog.textContent()).toContain("Van Versie 1 naar Versie 2");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("in Dutch: a change on the second page opens on that page; the other page is a click away", async () => {
    const terms = (words: string) => ({
      size: "A4",
      margin: { top: 15, right: 15, bottom: 15, left: 15 },
      elements: [text("terms", 20, 30, words)],
    });
    const first = { ...v1, pages: [...v1.pages, terms("Terms of 2025")] };
    const second = { ...v1, pages: [...v1.pages, terms("Terms of 2026")] };
    const page = await openCompare("/nl", [first, second]);
    await page.locator('[data-testid="version-item"][data-version="1"]').getByTestId("version-compare").click();
    await page.getByTestId("compare-changes").waitFor();
    expect(await changes(page)).toEqual([["terms", "edited"]]);
    const tabs = page.getByTestId("compare-page-tab");
    expect(await tabs.evaluateAll((b) => b.map((e) => [e.textContent, e.getAttribute("aria-pressed")]))).toEqual([
      ["Pagina 1", "false"],
      ["Pagina 2 · 1 wijziging", "true"],
    ]);
    expect(await page.getByTestId("compare-page-left").textContent()).toContain("Terms of 2025");
    expect(await page.getByTestId("compare-page-right").textContent()).toContain("Terms of 2026");
    expect(await boxes(page, "right")).toEqual([["terms", "edited"]]);
    await tabs.first().click();
    await eventually(async () => expect(await page.getByTestId("compare-page-right").textContent()).toContain("Dear customer"));
    expect(await boxes(page, "right")).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
