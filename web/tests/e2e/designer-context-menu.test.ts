import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { createTemplate, eventually, focusFirstLayer, signedInContext, waitForDesigner } from "./support/designer";
import { useStack } from "./support/stack";

const rect = (id: string, x: number, y: number) => ({ id, type: "shape", shape: "rect", x, y, width: 40, height: 20, fill: "#336699" });

/** Bottom to top: a, b, and c in the page's bottom right corner (where the menu must shift to stay on screen). */
const document = {
  schemaVersion: 1,
  name: "Context menu",
  locale: "en-GB",
  pages: [
    {
      size: "A4",
      orientation: "portrait",
      margin: { top: 15, right: 15, bottom: 15, left: 15 },
      elements: [rect("a", 20, 30), rect("b", 80, 60), rect("c", 160, 270)],
    },
  ],
  bindings: [],
};

describe("designer: context menu", () => {
  const stack = useStack();
  let context: BrowserContext;
  let token: string;

  /** A template of its own for each test: what one test leaves in its draft is not the next one's start. */
  async function openDesigner(prefix: "" | "/nl"): Promise<Page> {
    if (!context) {
      context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
      ({ token } = await signedInContext(context, stack.server.url, "ctxmenu"));
    }
    const templateId = await createTemplate(context, stack.server.url, token, { name: "Context menu", document });
    const page = await context.newPage();
    await page.goto(`${stack.server.url}${prefix}/app/designer/${templateId}`);
    await waitForDesigner(page);
    return page;
  }

  const menu = (page: Page) => page.getByTestId("context-menu");
  const hitAreas = (page: Page) => page.locator('[data-testid="hit-areas"] rect');
  const hitArea = (page: Page, id: string) => page.locator(`[data-testid="hit-areas"] rect[data-element-id="${id}"]`);
  const selected = (page: Page) =>
    page.getByTestId("selection-outline").evaluateAll((outlines) => outlines.map((o) => o.getAttribute("data-selected-id")));

  /** Each item's name (without its shortcut hint, which is aria-hidden) and its aria-keyshortcuts. */
  const items = (page: Page) =>
    menu(page)
      .getByRole("menuitem")
      .evaluateAll((list) =>
        list.map((item) => {
          const name = item.cloneNode(true) as HTMLElement;
          name.querySelectorAll('[aria-hidden="true"]').forEach((hint) => hint.remove());
          return [name.textContent, item.getAttribute("aria-keyshortcuts")];
        }),
      );
  const focusedItem = (page: Page) =>
    page.evaluate(() => {
      const active = window.document.activeElement;
      return active?.getAttribute("role") === "menuitem" ? active.getAttribute("data-testid") : `not a menu item: ${active?.tagName}`;
    });

  it("in English: right-click shows what applies to the selection; Duplicate and Delete are undoable steps", async () => {
    const page = await openDesigner("");
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    await hitArea(page, "a").click({ button: "right" });
    await menu(page).waitFor();
    expect(await selected(page)).toEqual(["a"]);
    expect(await menu(page).getAttribute("role")).toBe("menu");
    expect(await menu(page).getAttribute("aria-label")).toBe("Actions for the selection");
    // The bottom element of three: nothing to paste yet, nothing behind it, no group, one element to align.
    expect(await items(page)).toEqual([
      ["Cut", "Control+X"],
      ["Copy", "Control+C"],
      ["Duplicate", "Control+D"],
      ["Delete", "Delete"],
      ["Bring to front", "Control+Shift+]"],
      ["Bring forward", "Control+]"],
      ["Hide", "Control+Shift+H"],
      ["Lock", "Control+Shift+L"],
    ]);
    expect(await page.getByTestId("menu-duplicate").locator("kbd").textContent()).toBe("Ctrl+D");
    await eventually(async () => expect(await focusedItem(page)).toBe("menu-cut"));

    await page.getByTestId("menu-duplicate").click();
    expect(await menu(page).count()).toBe(0);
    await eventually(async () => expect(await hitAreas(page).count()).toBe(4));
    const copy = await page.evaluate(() =>
      window.document.querySelector('[data-testid="selection-outline"]')!.getAttribute("data-selected-id"),
    );
    expect(copy).not.toBe("a");
    expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe("Undo Duplicate");

    await hitArea(page, copy!).click({ button: "right" });
    await page.getByTestId("menu-delete").click();
    await eventually(async () => expect(await hitAreas(page).count()).toBe(3));
    expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe("Undo Delete");
    await page.getByTestId("undo").click();
    await eventually(async () => expect(await hitAreas(page).count()).toBe(4));
    await page.getByTestId("undo").click();
    await eventually(async () => expect(await hitAreas(page).count()).toBe(3));

    // A right-click inside a multi-selection keeps it: group and the align row join in (b lies between a and c).
    await hitArea(page, "a").click();
    await hitArea(page, "c").click({ modifiers: ["Shift"] });
    await hitArea(page, "c").click({ button: "right" });
    await menu(page).waitFor();
    expect(await selected(page)).toEqual(["a", "c"]);
    expect((await items(page)).map(([name]) => name)).toEqual([
      "Cut",
      "Copy",
      "Duplicate",
      "Delete",
      "Bring to front",
      "Bring forward",
      "Send backward",
      "Send to back",
      "Group",
      "Hide",
      "Lock",
      "Align left",
      "Align centre",
      "Align right",
      "Align top",
      "Align middle",
      "Align bottom",
    ]);
    expect(await menu(page).getByRole("group").getAttribute("aria-label")).toBe("Align");

    // A click outside closes it (the selection stays); a right-click on an unselected element selects just that one.
    await page.mouse.click(5, 450);
    expect(await menu(page).count()).toBe(0);
    expect(await selected(page)).toEqual(["a", "c"]);
    await page.keyboard.press("Escape");
    expect(await selected(page)).toEqual([]);
    const c = (await hitArea(page, "c").boundingBox())!;
    await page.mouse.click(c.x + c.width - 2, c.y + c.height - 2, { button: "right" });
    await menu(page).waitFor();
    expect(await selected(page)).toEqual(["c"]);
    // Opened near the bottom of the window, it moves up to stay inside it.
    const box = (await menu(page).boundingBox())!;
    expect(c.y + c.height).toBeGreaterThan(900 - box.height);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(box.x).toBeGreaterThanOrEqual(c.x + c.width - 2);
    await page.keyboard.press("Escape");
    expect(await menu(page).count()).toBe(0);
    expect(await selected(page)).toEqual(["c"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("in Dutch, by keyboard: Shift+F10 focuses the first item, arrows and Enter run one, Escape gives focus back", async () => {
    const page = await openDesigner("/nl");
    // Select the topmost element (c) from the layers panel with the keyboard only.
    await focusFirstLayer(page);
    await page.keyboard.press("Enter");
    expect(await selected(page)).toEqual(["c"]);
    const row = page.locator('[data-testid="layer"][data-element-id="c"]');
    const rowFocused = () => row.evaluate((el) => el === window.document.activeElement);
    expect(await rowFocused()).toBe(true);

    await page.keyboard.press("Shift+F10");
    await menu(page).waitFor();
    expect(await menu(page).getAttribute("aria-label")).toBe("Acties voor de selectie");
    expect(await items(page)).toEqual([
      ["Knippen", "Control+X"],
      ["Kopiëren", "Control+C"],
      ["Dupliceren", "Control+D"],
      ["Verwijderen", "Delete"],
      ["Naar achteren verplaatsen", "Control+["],
      ["Naar achteren", "Control+Shift+["],
      ["Verbergen", "Control+Shift+H"],
      ["Vergrendelen", "Control+Shift+L"],
    ]);
    await eventually(async () => expect(await focusedItem(page)).toBe("menu-cut"));
    // Opened at the selection on the canvas.
    const menuBox = (await menu(page).boundingBox())!;
    const cBox = (await hitArea(page, "c").boundingBox())!;
    expect(menuBox.x).toBeGreaterThan(cBox.x);
    expect(menuBox.x).toBeLessThan(cBox.x + cBox.width);

    await page.keyboard.press("ArrowDown");
    expect(await focusedItem(page)).toBe("menu-copy");
    await page.keyboard.press("ArrowDown");
    expect(await focusedItem(page)).toBe("menu-duplicate");
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await hitAreas(page).count()).toBe(4));
    expect(await menu(page).count()).toBe(0);
    await eventually(async () => expect(await rowFocused()).toBe(true));
    expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe("Dupliceren ongedaan maken");

    // The menu key opens it too; End and Home jump; Escape closes it and focus is back on the row.
    await row.press("Enter");
    await page.keyboard.press("ContextMenu");
    await menu(page).waitFor();
    await eventually(async () => expect(await focusedItem(page)).toBe("menu-cut"));
    await page.keyboard.press("End");
    expect(await focusedItem(page)).toBe("menu-lock");
    await page.keyboard.press("Home");
    expect(await focusedItem(page)).toBe("menu-cut");
    await page.keyboard.press("Escape");
    expect(await menu(page).count()).toBe(0);
    await eventually(async () => expect(await rowFocused()).toBe(true));
    // Escape closed the menu only: the selection stays.
    expect(await selected(page)).toEqual(["c"]);

    // A right-click on a layer row opens it for that row's element.
    await page.locator('[data-testid="layer"][data-element-id="a"]').click({ button: "right" });
    await menu(page).waitFor();
    expect(await selected(page)).toEqual(["a"]);
    expect(await items(page)).toHaveLength(8);
    await page.keyboard.press("Escape");
    expect(await menu(page).count()).toBe(0);

    // The shortcuts the menu shows: Ctrl+Shift+H hides and shows again, Ctrl+Shift+L locks and unlocks.
    await page.keyboard.press("Control+Shift+H");
    await eventually(async () => expect(await hitArea(page, "a").getAttribute("data-hidden")).toBe("true"));
    await page.keyboard.press("Control+Shift+H");
    await eventually(async () => expect(await hitArea(page, "a").getAttribute("data-hidden")).toBeNull());
    await page.keyboard.press("Control+Shift+L");
    await eventually(async () => expect(await hitArea(page, "a").getAttribute("data-locked")).toBe("true"));
    expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe("Vergrendelen ongedaan maken");
    await page.keyboard.press("Control+Shift+L");
    await eventually(async () => expect(await hitArea(page, "a").getAttribute("data-locked")).toBeNull());
    await page.close();
    await context.close();
  });
});
