import { describe, expect, it } from "vitest";
import type { BrowserContext, CDPSession, Locator, Page } from "playwright-core";
import { networkQuiet, newVisitorContext, waitForApp } from "./support/browser";
import { openNewDesign, signedInContext } from "./support/designer";
import { useStack } from "./support/stack";

// The popup kit's numbers (docs/product.md §9), measured on Chromium with Playwright's fake clock:
// time only moves when the test runs it forward, so "199 ms: not yet, 200 ms: there" is exact.

describe("UI kit: tooltip, menu, dropdown and touch timing", () => {
  const stack = useStack();

  /** Freezes the page's clock (installed before the page loaded) so only runFor moves it. */
  async function freezeClock(page: Page) {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  }
  /** Runs the fake clock forward, then gives React (real time) a moment to render what the timers did. */
  async function advance(page: Page, ms: number) {
    await page.clock.runFor(ms);
    await page.waitForTimeout(60);
  }
  async function box(locator: Locator) {
    const b = await locator.boundingBox();
    if (!b) throw new Error("not visible");
    return { ...b, right: b.x + b.width, bottom: b.y + b.height, cx: b.x + b.width / 2, cy: b.y + b.height / 2 };
  }

  async function designer(options: { hasTouch?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 }, hasTouch: options.hasTouch });
    await context.clock.install();
    await signedInContext(context, stack.server.url, "uikit");
    const page = await context.newPage();
    await openNewDesign(page, stack.server.url);
    await networkQuiet(page);
    await freezeClock(page);
    return { context, page };
  }

  it("tooltip: 200 ms after hover and focus, 5 px above its anchor, removed 150 ms after leaving", async () => {
    const { context, page } = await designer();
    const zoomIn = page.getByRole("button", { name: "Zoom in" });
    const tooltip = page.getByRole("tooltip");

    const anchor = await box(zoomIn);
    await page.mouse.move(anchor.cx, anchor.cy);
    await advance(page, 199);
    expect(await tooltip.count()).toBe(0);
    await advance(page, 1);
    expect(await tooltip.textContent()).toBe("Zoom in (Ctrl++)");
    const id = await tooltip.getAttribute("id");
    expect(await zoomIn.getAttribute("aria-describedby")).toBe(id);
    await advance(page, 20);
    expect(await tooltip.getAttribute("data-status")).toBe("open");
    const tip = await box(tooltip);
    expectNear(anchor.y - tip.bottom, 5);
    expectNear(tip.cx, anchor.cx);

    await page.mouse.move(anchor.cx, anchor.cy + 300);
    await advance(page, 0);
    // Hide delay 0: it fades at once, and is gone from the page after 150 ms.
    expect(await tooltip.getAttribute("data-status")).toBe("close");
    expect(await zoomIn.getAttribute("aria-describedby")).toBeNull();
    await advance(page, 149);
    expect(await tooltip.count()).toBe(1);
    await advance(page, 1);
    expect(await tooltip.count()).toBe(0);

    // Keyboard focus shows it after the same 200 ms; leaving the button hides it.
    await zoomIn.focus();
    await advance(page, 199);
    expect(await tooltip.count()).toBe(0);
    await advance(page, 1);
    expect(await tooltip.textContent()).toBe("Zoom in (Ctrl++)");
    await page.keyboard.press("Escape");
    await advance(page, 150);
    expect(await tooltip.count()).toBe(0);
    await context.close();
  });

  it("touch: a tap shows the tooltip after 200 ms and clicks; a touch moving 25 px does neither", async () => {
    const { context, page } = await designer({ hasTouch: true });
    const cdp = await context.newCDPSession(page);
    const zoomIn = page.getByRole("button", { name: "Zoom in" });
    const zoom = page.getByTestId("zoom");
    const tooltip = page.getByRole("tooltip");
    const anchor = await box(zoomIn);
    const before = await zoom.locator("option:checked").textContent();

    await touch(cdp, anchor.cx, anchor.cy, 25);
    await advance(page, 400);
    expect(await zoom.locator("option:checked").textContent()).toBe(before);
    expect(await tooltip.count()).toBe(0);

    // 15 px is still a tap.
    await touch(cdp, anchor.cx - 5, anchor.cy, 15);
    await advance(page, 199);
    expect(await tooltip.count()).toBe(0);
    await advance(page, 1);
    expect(await tooltip.textContent()).toBe("Zoom in (Ctrl++)");
    expect(await zoom.locator("option:checked").textContent()).not.toBe(before);
    await context.close();
  });

  it("menu: stays open while the pointer crosses the gap toward it (1 s lock), closes 400 ms after leaving", async () => {
    const context = await newVisitorContext(stack.browser, stack.server.url, { viewport: { width: 1280, height: 900 } });
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/`);
    await waitForApp(page);
    await freezeClock(page);
    const button = page.getByTestId("menu-solutions");
    const panel = page.getByTestId("menu-solutions-panel");
    const open = async () => {
      const b = await box(button);
      await page.mouse.move(b.cx, b.cy);
      await panel.waitFor();
      await advance(page, 0);
      return { b, p: await box(panel) };
    };

    // Diagonally across the gap to the panel's far side, 800 ms on the way (longer than the 400 ms hide delay).
    const { b, p } = await open();
    expectNear(p.y - b.bottom, 8);
    const from = { x: b.x + 6, y: b.bottom - 1 };
    const to = { x: p.right - 20, y: p.y + 4 };
    for (const t of [0.2, 0.35, 0.5, 0.65]) {
      await page.mouse.move(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
      await advance(page, 200);
      expect(await panel.count()).toBe(1);
    }
    await page.mouse.move(to.x, to.y);
    await advance(page, 1_000);
    expect(await panel.count()).toBe(1);

    // Out of the panel: 400 ms later it closes.
    await page.mouse.move(p.right + 200, p.bottom + 200);
    await advance(page, 399);
    expect(await panel.count()).toBe(1);
    await advance(page, 1);
    expect(await panel.count()).toBe(0);

    // Stopping in the gap: the aim lock ends after 1 s.
    await open();
    await page.mouse.move(from.x + (to.x - from.x) * 0.3, from.y + (to.y - from.y) * 0.3);
    await advance(page, 999);
    expect(await panel.count()).toBe(1);
    await advance(page, 1);
    expect(await panel.count()).toBe(0);

    // Leaving the button away from the panel: the plain 400 ms.
    await open();
    await page.mouse.move(b.cx, b.y - 30);
    await advance(page, 399);
    expect(await panel.count()).toBe(1);
    await advance(page, 1);
    expect(await panel.count()).toBe(0);
    await context.close();
  });

  it("dropdown: opens below on click, moves with the arrow keys, closes on Escape; flips above at the bottom edge", async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const { token } = await signedInContext(context, stack.server.url, "dropdown");
    for (const name of ["First", "Second", "Third", "Fourth"]) {
      const created = await context.request.post(`${stack.server.url}/api/templates`, {
        data: { name },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(created.status()).toBe(201);
    }
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/app/dashboard`);
    await waitForApp(page);
    const tour = page.getByTestId("dashboard-tour");
    if (await tour.count()) await tour.getByRole("button", { name: "Close tour" }).click();

    const profile = page.getByTestId("profile-menu");
    await profile.click();
    const panel = page.getByTestId("profile-menu-panel");
    await panel.waitFor();
    const b = await box(profile);
    const p = await box(panel);
    expect(await panel.getAttribute("data-placement")).toBe("bottom-end");
    expectNear(p.y - b.bottom, 8);
    expectNear(p.right, b.right);
    // Focus starts on the first item; the arrow keys move on and wrap around.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe("Profile");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Settings");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Profile");
    await page.keyboard.press("ArrowUp");
    expect(await focused()).toBe("Log out");
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("profile-menu");

    // An outside click closes it too.
    await profile.click();
    await panel.waitFor();
    await page.mouse.click(20, 700);
    await panel.waitFor({ state: "detached" });

    // A card's "more actions" button scrolled to the viewport's bottom edge: no room below, so above.
    const more = page.getByTestId("template-card").first().getByTestId("template-actions");
    await more.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 12));
    await more.click();
    const actions = page.getByTestId("template-actions-panel");
    await actions.waitFor();
    const m = await box(more);
    const a = await box(actions);
    // Too little room under the button for the panel:
    expect(720 - m.bottom).toBeLessThan(a.height + 8);
    expect(await actions.getAttribute("data-placement")).toBe("top-end");
    expectNear(m.y - a.bottom, 8);
    expect(await actions.getByRole("menuitem").allTextContents()).toEqual(["Duplicate", "Delete"]);
    await context.close();
  });
});

/** Layout lands on half pixels; a popup's distance holds to within one. */
function expectNear(actual: number, expected: number) {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(1);
}

/** A finger down at (x, y), moved `distance` px to the right, and lifted (CDP touch events, as a touch screen sends). */
async function touch(cdp: CDPSession, x: number, y: number, distance: number) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let moved = 5; moved <= distance; moved += 5) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + moved, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}
