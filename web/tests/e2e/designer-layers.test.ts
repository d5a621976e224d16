import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  designerSession,
  eventually,
  focusFirstLayer,
  waitForSaved,
  canvasText as pageText,
  layerRow as row,
  layerNames as rowNames,
  selectedIds as selected,
  focusedControl as focused,
} from "./support/designer";
import { axeViolations } from "./support/page-audit";
import { useStack } from "./support/stack";

const text = (id: string, y: number, words: string) => ({ id, type: "text", x: 20, y, width: 120, height: 10, text: words, fit: "clip" });

/** Bottom to top: a rectangle box, then the texts greeting and note (the layers panel lists note first). */
const document = {
  schemaVersion: 1,
  name: "Layers",
  locale: "en-GB",
  pages: [
    {
      size: "A4",
      orientation: "portrait",
      margin: { top: 15, right: 15, bottom: 15, left: 15 },
      elements: [
        { id: "box", type: "shape", shape: "rect", x: 20, y: 100, width: 60, height: 40, fill: "#336699" },
        text("greeting", 30, "Hello layers"),
        text("note", 50, "Fine print"),
      ],
    },
  ],
  bindings: [],
};

describe("designer: layers can be hidden, locked and renamed", () => {
  const stack = useStack();
  const session = designerSession(stack, "layers");
  let templateId: string;

  /** A template of its own for each test: each starts from the document above. */
  async function openDesigner(prefix: "" | "/nl"): Promise<Page> {
    const { page, id } = await session.open(document, prefix);
    templateId = id;
    return page;
  }

  const saved = async () => (await session.draft(templateId)).pages[0].elements as Record<string, unknown>[];
  const savedElement = async (id: string) => (await saved()).find((e) => e.id === id)!;
  const hitArea = (page: Page, id: string) => page.locator(`[data-testid="hit-areas"] rect[data-element-id="${id}"]`);

  /** F2 opens the name field, which takes focus with its text selected. */
  const pressF2 = async (page: Page) => {
    await page.keyboard.press("F2");
    await eventually(async () => expect((await focused(page)).startsWith("layer-name-input ")).toBe(true));
  };

  it("in English: the eye hides an element from the canvas and the saved document; a locked one is not selected by a click", async () => {
    const page = await openDesigner("");
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.getByTestId("tab-layers").click();
    expect(await rowNames(page)).toEqual(["Text note", "Text greeting", "Rectangle box"]);
    expect(await pageText(page)).toContain("Hello layers");

    // Hide greeting from its row: gone from the canvas, dimmed in the panel, one undo step, saved as hidden: true.
    const eye = row(page, "greeting").getByTestId("layer-visibility");
    expect(await eye.getAttribute("aria-label")).toBe("Hide Text greeting");
    await eye.focus();
    await eventually(async () => expect(await page.getByRole("tooltip").textContent()).toBe("Hide Text greeting"));
    await eye.click();
    await eventually(async () => expect(await pageText(page)).not.toContain("Hello layers"));
    expect(await pageText(page)).toContain("Fine print");
    expect(await eye.getAttribute("aria-label")).toBe("Show Text greeting");
    expect(await row(page, "greeting").getAttribute("data-hidden")).toBe("true");
    expect(
      await row(page, "greeting")
        .getByTestId("layer")
        .evaluate((el) => el.className),
    ).toContain("text-slate-500");
    expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe("Undo Hide");
    // Not hit-testable either: a click where it was selects nothing.
    const greetingBox = (await hitArea(page, "greeting").boundingBox())!;
    await page.mouse.click(greetingBox.x + 10, greetingBox.y + greetingBox.height / 2);
    expect(await selected(page)).toEqual([]);
    await waitForSaved(page);
    expect(await savedElement("greeting")).toMatchObject({ id: "greeting", hidden: true });
    expect(await savedElement("note")).not.toHaveProperty("hidden");

    // Lock box: a click on it on the canvas selects nothing, while a click on note still selects note.
    await row(page, "box").getByTestId("layer-lock").click();
    expect(await row(page, "box").getByTestId("layer-lock").getAttribute("aria-label")).toBe("Unlock Rectangle box");
    expect(await row(page, "box").getAttribute("data-locked")).toBe("true");
    expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe("Undo Lock");
    await hitArea(page, "note").click();
    expect(await selected(page)).toEqual(["note"]);
    const box = (await hitArea(page, "box").boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await selected(page)).toEqual([]);
    // Selected from its row it shows its outline but no handles, and a drag from it moves nothing.
    await row(page, "box").getByTestId("layer").click();
    expect(await selected(page)).toEqual(["box"]);
    expect(await page.locator("[data-handle]").count()).toBe(0);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    expect(await hitArea(page, "box").boundingBox()).toEqual(box);
    await waitForSaved(page);
    expect(await savedElement("box")).toMatchObject({ x: 20, y: 100, locked: true });
    // The dimmed row and the locked one pass WCAG AA (contrast included), selected or not.
    expect(await axeViolations(page)).toEqual([]);
    await row(page, "greeting").getByTestId("layer").click();
    expect(await selected(page)).toEqual(["greeting"]);
    expect(await axeViolations(page)).toEqual([]);

    // Renamed by a double-click on its name; the context menu of its row offers Show and Unlock.
    await row(page, "note").getByTestId("layer-name").dblclick();
    const input = page.getByTestId("layer-name-input");
    expect(await input.getAttribute("aria-label")).toBe("Name of Text note");
    expect(await input.inputValue()).toBe("Text note");
    await input.fill("Small print");
    await input.press("Enter");
    expect(await rowNames(page)).toEqual(["Small print", "Text greeting", "Rectangle box"]);
    expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe("Undo Rename layer");
    await row(page, "greeting").getByTestId("layer").click({ button: "right" });
    await page.getByTestId("context-menu").waitFor();
    expect(await page.getByTestId("context-menu").getByRole("menuitem").allTextContents()).toEqual([
      "CutCtrl+X",
      "CopyCtrl+C",
      "DuplicateCtrl+D",
      "DeleteDelete",
      "Bring to frontCtrl+Shift+]",
      "Bring forwardCtrl+]",
      "Send backwardCtrl+[",
      "Send to backCtrl+Shift+[",
      "ShowCtrl+Shift+H",
      "LockCtrl+Shift+L",
    ]);
    await page.getByTestId("menu-show").click();
    await eventually(async () => expect(await pageText(page)).toContain("Hello layers"));
    await row(page, "box").getByTestId("layer").click({ button: "right" });
    await page.getByTestId("menu-unlock").click();
    await eventually(async () => expect(await row(page, "box").getAttribute("data-locked")).toBeNull());
    await waitForSaved(page);
    const elements = await saved();
    expect(elements.map((e) => [e.id, e.name, e.hidden, e.locked])).toEqual([
      ["box", undefined, undefined, undefined],
      ["greeting", undefined, undefined, undefined],
      ["note", "Small print", undefined, undefined],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("in Dutch, by keyboard only: F2 renames a layer (Escape cancels, empty resets), the eye button hides it", async () => {
    const page = await openDesigner("/nl");
    await focusFirstLayer(page);
    expect(await focused(page)).toBe("layer note");

    // F2, a new name, Enter: the row shows it, focus is back on the row, the document has it.
    await page.keyboard.press("F2");
    await eventually(async () => expect(await focused(page)).toBe("layer-name-input Naam van Tekst note"));
    await page.keyboard.type("Kleine lettertjes");
    await page.keyboard.press("Enter");
    expect(await rowNames(page)).toEqual(["Kleine lettertjes", "Tekst greeting", "Rechthoek box"]);
    await eventually(async () => expect(await focused(page)).toBe("layer note"));
    expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe("Laag hernoemen ongedaan maken");
    await waitForSaved(page, "Concept opgeslagen");
    expect(await savedElement("note")).toMatchObject({ name: "Kleine lettertjes" });

    // Escape drops what was typed.
    await pressF2(page);
    await page.keyboard.type("Weg ermee");
    await page.keyboard.press("Escape");
    expect(await rowNames(page)).toEqual(["Kleine lettertjes", "Tekst greeting", "Rechthoek box"]);
    await eventually(async () => expect(await focused(page)).toBe("layer note"));

    // Tab reaches the row's eye; Enter hides note: gone from the canvas and saved as hidden.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("layer-visibility Kleine lettertjes verbergen");
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await pageText(page)).not.toContain("Fine print"));
    expect(await pageText(page)).toContain("Hello layers");
    expect(await focused(page)).toBe("layer-visibility Kleine lettertjes tonen");
    expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe("Verbergen ongedaan maken");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("layer-lock Kleine lettertjes vergrendelen");

    // Back to the row: an empty name gives back the automatic label.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("layer note");
    await pressF2(page);
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Enter");
    expect(await rowNames(page)).toEqual(["Tekst note", "Tekst greeting", "Rechthoek box"]);
    await waitForSaved(page, "Concept opgeslagen");
    const note = await savedElement("note");
    expect(note).toMatchObject({ id: "note", hidden: true });
    expect(note).not.toHaveProperty("name");
    await page.close();
    await session.context.close();
  });
});
