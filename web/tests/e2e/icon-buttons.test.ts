import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { waitForApp } from "./support/browser";
import { openNewDesign, signedInContext } from "./support/designer";
import { useStack } from "./support/stack";

const fixtures = path.resolve(__dirname, "../fixtures/media");

interface Found {
  name: string;
  tooltip: string;
}

interface Shown {
  /** What the control's aria-describedby names once its tooltip shows ([] if it never does). */
  ids: string[];
  /** The text of the visible tooltip among them, or null. */
  text: string | null;
  /** Whether the tooltip was removed within 3 s of the blur (true when the control was hovered instead). */
  removed: boolean;
}

/**
 * In the page, in one call (a round trip per step made this test the suite's second slowest):
 * focus the control afresh as the keyboard would (`focus`; a hovered, disabled one is not
 * focused), wait up to 3 s for its aria-describedby to name a visible tooltip (the control's own,
 * not one still fading out from the control before: a dialog focuses its first button on
 * opening), read it, and when it was focused, blur it and wait until that tooltip is removed.
 */
function tooltipOf(el: Element, { focus }: { focus: boolean }): Promise<Shown> {
  const control = el as HTMLElement;
  const find = (): Shown => {
    const ids = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    const tip = ids
      .map((id) => document.getElementById(id))
      .find((t) => t?.getAttribute("role") === "tooltip" && t.getBoundingClientRect().width > 0);
    return { ids, text: tip ? (tip.textContent ?? "") : null, removed: true };
  };
  const removed = (ids: string[]) => ids.every((id) => !document.getElementById(id)?.matches("[role=tooltip]"));
  const until = (done: () => boolean) =>
    new Promise<boolean>((resolve) => {
      const started = performance.now();
      const tick = () => (done() ? resolve(true) : performance.now() - started > 3_000 ? resolve(false) : setTimeout(tick, 20));
      tick();
    });
  return (async () => {
    if (focus) {
      control.blur();
      // A tooltip already showing (the dialog's first focus) is taken down before the new focus:
      // React renders the blur's hide a moment later, and until then the old tooltip looks like the new one.
      await until(() => find().text === null);
      control.focus();
    }
    await until(() => find().text !== null);
    const shown = find();
    if (focus) {
      control.blur();
      shown.removed = await until(() => removed(shown.ids));
    }
    return shown;
  })();
}

/**
 * Every visible button or link on the page whose visible content is no word (an icon, an arrow, a
 * cross): it must have an accessible name, and on keyboard focus (hover when disabled) a tooltip
 * that its aria-describedby points to.
 */
async function scanIconButtons(page: Page, where: string): Promise<Found[]> {
  const count = await page.evaluate(() => {
    const visibleText = (el: Element): string =>
      [...el.childNodes]
        .map((node) =>
          node.nodeType === Node.TEXT_NODE
            ? (node.textContent ?? "")
            : node instanceof Element && !node.classList.contains("sr-only")
              ? visibleText(node)
              : "",
        )
        .join("");
    // With a modal dialog open, only what is inside it can be reached.
    const modal = document.querySelector("dialog:modal");
    const found = [...document.querySelectorAll("button, a[href], [role=button]")].filter((el) => {
      if (modal && !modal.contains(el)) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden" && !/[\p{L}\p{N}]/u.test(visibleText(el));
    });
    document.querySelectorAll("[data-scan]").forEach((el) => el.removeAttribute("data-scan"));
    found.forEach((el, i) => el.setAttribute("data-scan", String(i)));
    return found.length;
  });
  const results: Found[] = [];
  for (let i = 0; i < count; i++) {
    const button = page.locator(`[data-scan="${i}"]`);
    const snapshot = await button.ariaSnapshot();
    const name = /^- \w+ "(.+?)"/.exec(snapshot)?.[1] ?? "";
    expect(name, `${where}: icon-only control without an accessible name: ${snapshot}`).not.toBe("");
    let shown: Shown;
    if (await button.isDisabled()) {
      await button.hover();
      shown = await button.evaluate(tooltipOf, { focus: false });
      await page.mouse.move(1, 1);
      for (const id of shown.ids) await page.locator(`[role=tooltip][id="${id}"]`).waitFor({ state: "detached" });
    } else shown = await button.evaluate(tooltipOf, { focus: true });
    expect(shown.ids, `${where}: "${name}" shows no tooltip`).not.toEqual([]);
    expect(shown.text, `${where}: "${name}": aria-describedby ${shown.ids.join(" ")} names no visible tooltip`).not.toBeNull();
    expect(shown.removed, `${where}: the tooltip of "${name}" stays after the control loses focus`).toBe(true);
    const text = shown.text ?? "";
    // The tooltip says what the name says (plus a shortcut, or minus the template's name).
    expect(text.startsWith(name) || name.startsWith(text), `${where}: tooltip "${text}" of "${name}"`).toBe(true);
    results.push({ name, tooltip: text });
  }
  return results;
}

describe("icon-only buttons: a name and a tooltip, in English and Dutch", () => {
  const stack = useStack();

  async function scanLanguage(prefix: "" | "/nl"): Promise<Map<string, string>> {
    const tooltips = new Map<string, string>();
    const record = (found: Found[]) => found.forEach((f) => tooltips.set(f.name, f.tooltip));
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { token } = await signedInContext(context, stack.server.url, `icons${prefix.slice(1)}`);
    expect(
      (
        await context.request.post(`${stack.server.url}/api/templates`, {
          data: { name: "Scan" },
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status(),
    ).toBe(201);
    const page = await context.newPage();

    // The app: dashboard (with the tour and a template card), its create dialog, the phone-sized shell and drawer.
    await page.goto(`${stack.server.url}${prefix}/app/dashboard`);
    await waitForApp(page);
    // The template card (with its "more actions" button) is listed after the page itself.
    await page.getByTestId("template-actions").first().waitFor();
    record(await scanIconButtons(page, `${prefix}/app/dashboard`));
    await page.getByTestId("new-blank").click();
    record(await scanIconButtons(page, "create dialog"));
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 844 });
    record(await scanIconButtons(page, "dashboard on a phone"));
    await page.locator("header button[aria-label]").first().click();
    record(await scanIconButtons(page, "navigation drawer"));
    await page.goto(`${stack.server.url}${prefix}/`);
    await waitForApp(page);
    record(await scanIconButtons(page, "public site on a phone"));

    // The designer with three elements selected (arrange tools enabled), its pages and media tabs.
    await page.setViewportSize({ width: 1440, height: 900 });
    await openNewDesign(page, stack.server.url, prefix);
    for (const kind of ["text", "rect", "ellipse"]) await page.getByTestId(`add-${kind}`).click();
    await page.getByTestId("canvas-overlay").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Control+A");
    record(await scanIconButtons(page, "designer"));
    await page.getByTestId("tab-pages").click();
    await page.getByTestId("add-page").click();
    record(await scanIconButtons(page, "designer pages"));
    await page.getByTestId("tab-media").click();
    await page.getByTestId("upload-input").setInputFiles(path.join(fixtures, "sample.png"));
    await page
      .getByRole("button", { name: /sample\.png/ })
      .first()
      .waitFor();
    record(await scanIconButtons(page, "designer media"));
    await context.close();
    return tooltips;
  }

  it("finds every icon-only control named and with a translated tooltip", async () => {
    // Side by side: a scan mostly waits for tooltips to show and go (200 + 150 ms a control), and
    // each page has its own focus and mouse.
    const [en, nl] = await Promise.all([scanLanguage(""), scanLanguage("/nl")]);
    // The places scanned have these (and more): the designer's toolbar, the dashboard's card menu, the drawer.
    const has = (found: Map<string, string>, name: string) =>
      expect(
        [...found.keys()].filter((n) => n.includes(name)),
        name,
      ).not.toEqual([]);
    for (const name of [
      "Undo",
      "Zoom in",
      "Align left",
      "More actions for Scan",
      "Open Scan",
      "Open navigation",
      "Close navigation",
      "Close",
      "Open menu",
    ])
      has(en, name);
    for (const name of [
      "ongedaan maken",
      "Inzoomen",
      "Links uitlijnen",
      "Meer acties voor Scan",
      "Scan openen",
      "Navigatie openen",
      "Sluiten",
    ])
      has(nl, name);
    expect(en.size).toBe(nl.size);
    // Dutch pages show Dutch tooltips: none is the English one.
    const english = new Set(en.values());
    expect([...nl.values()].filter((text) => english.has(text))).toEqual([]);
  }, 300_000);
});
