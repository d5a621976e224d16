import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import {
  designerSession,
  eventually,
  focusFirstLayer,
  canvasText as pageText,
  layerRow as row,
  layerNames as rowNames,
  selectedIds as selected,
  focusedControl as focused,
} from "./support/designer";
import { axeViolations } from "./support/page-audit";
import { useStack } from "./support/stack";

const text = (id: string, x: number, y: number, words: string) => ({
  id,
  type: "text",
  x,
  y,
  width: 100,
  height: 10,
  text: words,
  fit: "clip",
});

/** Bottom to top: a rectangle box, the group card (frame, title, caption), the texts greeting and note. */
const document = {
  schemaVersion: 1,
  name: "Layer order",
  locale: "en-GB",
  pages: [
    {
      size: "A4",
      orientation: "portrait",
      margin: { top: 15, right: 15, bottom: 15, left: 15 },
      elements: [
        { id: "box", type: "shape", shape: "rect", x: 20, y: 100, width: 60, height: 40, fill: "#336699" },
        {
          id: "card",
          type: "group",
          x: 20,
          y: 160,
          width: 120,
          height: 30,
          elements: [
            { id: "frame", type: "shape", shape: "rect", x: 0, y: 0, width: 120, height: 30, stroke: "#333333" },
            text("title", 5, 4, "Card title"),
            text("caption", 5, 16, "Card caption"),
          ],
        },
        text("greeting", 20, 30, "Hello layers"),
        text("note", 20, 50, "Fine print"),
      ],
    },
  ],
  bindings: [],
};

type Saved = { id: string; hidden?: boolean; y: number; elements?: Saved[] };

describe("designer: groups expand in the layers panel, layers move by drag and Alt+arrows", () => {
  const stack = useStack();
  const session = designerSession(stack, "layer-order");
  let templateId: string;

  /** A template of its own for each test: each starts from the document above. */
  async function openDesigner(prefix: "" | "/nl"): Promise<Page> {
    const { page, id } = await session.open(document, prefix);
    templateId = id;
    return page;
  }

  const saved = async () => (await session.draft(templateId)).pages[0].elements as Saved[];
  /** Waits until the draft's order (bottom first, a group's children in brackets) is `expected`. */
  const savedOrder = (expected: string) =>
    eventually(async () => {
      const order = (list: Saved[]): string => list.map((e) => (e.elements ? `${e.id}[${order(e.elements)}]` : e.id)).join(" ");
      expect(order(await saved())).toBe(expected);
    }, 20_000);
  const layer = (page: Page, id: string) => row(page, id).getByTestId("layer");
  const announced = (page: Page) => page.getByTestId("announcer").textContent();

  /** Drags a row by the mouse to the upper quarter of another, checking the drop indicator above it before letting go. */
  async function dragAbove(page: Page, from: Locator, toId: string) {
    const source = (await from.boundingBox())!;
    const target = (await row(page, toId).boundingBox())!;
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 4, { steps: 8 });
    // A held mouse keeps sending dragover; Playwright sends one per move.
    await page.mouse.move(target.x + target.width / 2 + 2, target.y + target.height / 4);
    await eventually(async () => expect(await row(page, toId).getByTestId("layer-drop-indicator").getAttribute("data-side")).toBe("above"));
    expect(await page.getByTestId("layer-drop-indicator").count()).toBe(1);
    await page.mouse.up();
    await eventually(async () => expect(await page.getByTestId("layer-drop-indicator").count()).toBe(0));
  }

  it("in English: a group's disclosure lists its children, a hidden child leaves the canvas, a drag moves a layer", async () => {
    const page = await openDesigner("");
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.getByTestId("tab-layers").click();
    expect(await rowNames(page)).toEqual(["Text note", "Text greeting", "Group card", "Rectangle box"]);

    // The disclosure: closed at first, named for the group, shows the children indented and topmost first.
    const disclosure = row(page, "card").getByTestId("layer-expand");
    expect(await disclosure.getAttribute("aria-expanded")).toBe("false");
    expect(await disclosure.getAttribute("aria-label")).toBe("Show the elements of Group card");
    expect(await disclosure.textContent()).toBe("▸");
    await disclosure.click();
    expect(await disclosure.getAttribute("aria-expanded")).toBe("true");
    expect(await disclosure.textContent()).toBe("▾");
    expect(await rowNames(page)).toEqual([
      "Text note",
      "Text greeting",
      "Group card",
      "Text caption",
      "Text title",
      "Rectangle frame",
      "Rectangle box",
    ]);
    expect(await row(page, "caption").getAttribute("data-depth")).toBe("1");
    const indent = async (id: string) => (await layer(page, id).boundingBox())!.x;
    expect(await indent("caption")).toBeGreaterThan(await indent("card"));
    expect(await axeViolations(page)).toEqual([]);

    // A child's row selects its group, the element the canvas selects.
    await layer(page, "title").click();
    expect(await selected(page)).toEqual(["card"]);

    // The child's eye hides it: its text leaves the canvas, its sibling stays, the draft has hidden: true on the child.
    expect(await pageText(page)).toContain("Card caption");
    await row(page, "caption").getByTestId("layer-visibility").click();
    await eventually(async () => expect(await pageText(page)).not.toContain("Card caption"));
    expect(await pageText(page)).toContain("Card title");
    expect(await row(page, "caption").getAttribute("data-hidden")).toBe("true");
    await eventually(async () => {
      const card = (await saved()).find((e) => e.id === "card")!;
      expect(card.elements!.map((e) => [e.id, e.hidden])).toEqual([
        ["frame", undefined],
        ["title", undefined],
        ["caption", true],
      ]);
      expect(card.hidden).toBeUndefined();
    }, 20_000);

    // The box's row dragged above note: topmost now, one undo step, and last in the draft's list.
    await dragAbove(page, layer(page, "box"), "note");
    expect(await rowNames(page)).toEqual([
      "Rectangle box",
      "Text note",
      "Text greeting",
      "Group card",
      "Text caption",
      "Text title",
      "Rectangle frame",
    ]);
    expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe("Undo Move layer");
    await savedOrder("card[frame title caption] greeting note box");

    // Within the group: the frame dragged above the caption is the group's topmost child.
    await dragAbove(page, layer(page, "frame"), "caption");
    await savedOrder("card[title caption frame] greeting note box");

    // Alt+ArrowDown on the focused box moves it one down; focus stays on its row.
    await layer(page, "box").focus();
    await page.keyboard.press("Alt+ArrowDown");
    await savedOrder("card[title caption frame] greeting box note");
    expect(await focused(page)).toBe("layer box");
    expect(await announced(page)).toBe("Rectangle box moved to place 2 of 4");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("in Dutch, by keyboard only: Alt+ArrowDown moves the focused layer, the disclosure opens the group, a child is hidden", async () => {
    const page = await openDesigner("/nl");
    await focusFirstLayer(page);
    expect(await focused(page)).toBe("layer note");

    // Enter selects note; Alt+ArrowDown moves its row (not the element: its place on the page stays).
    await page.keyboard.press("Enter");
    expect(await selected(page)).toEqual(["note"]);
    await page.keyboard.press("Alt+ArrowDown");
    expect(await rowNames(page)).toEqual(["Tekst greeting", "Tekst note", "Groep card", "Rechthoek box"]);
    expect(await focused(page)).toBe("layer note");
    expect(await announced(page)).toBe("Tekst note staat nu op plaats 2 van 4");
    expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe("Laag verplaatsen ongedaan maken");
    await savedOrder("box card[frame title caption] note greeting");
    expect((await saved()).find((e) => e.id === "note")!.y).toBe(50);

    // Tab past note's eye and lock reaches the group's disclosure; Enter opens it and focus stays there.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("layer-expand De elementen van Groep card tonen");
    await page.keyboard.press("Enter");
    expect(await rowNames(page)).toEqual([
      "Tekst greeting",
      "Tekst note",
      "Groep card",
      "Tekst caption",
      "Tekst title",
      "Rechthoek frame",
      "Rechthoek box",
    ]);
    expect(await row(page, "card").getByTestId("layer-expand").getAttribute("aria-expanded")).toBe("true");
    expect(await focused(page)).toBe("layer-expand De elementen van Groep card tonen");
    expect(await axeViolations(page)).toEqual([]);

    // On to the first child's eye: Enter hides the caption on the canvas and in the draft.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("layer caption");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("layer-visibility Tekst caption verbergen");
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await pageText(page)).not.toContain("Card caption"));
    expect(await focused(page)).toBe("layer-visibility Tekst caption tonen");

    // Back on the caption's row, Alt+ArrowDown moves it down within its group.
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("layer caption");
    await page.keyboard.press("Alt+ArrowDown");
    expect(await focused(page)).toBe("layer caption");
    expect(await announced(page)).toBe("Tekst caption staat nu op plaats 2 van 3");
    await savedOrder("box card[frame caption title] note greeting");
    expect((await saved()).find((e) => e.id === "card")!.elements!.find((e) => e.id === "caption")!.hidden).toBe(true);

    // A drag does the same in Dutch: the box above greeting.
    await dragAbove(page, layer(page, "box"), "greeting");
    expect((await rowNames(page))[0]).toBe("Rechthoek box");
    await savedOrder("card[frame caption title] note greeting box");
    await page.close();
    await session.context.close();
  });
});
