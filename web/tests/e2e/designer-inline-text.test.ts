import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { axeViolations } from "./support/page-audit";
import { createTemplate, eventually, signedInContext, selectWordInEditor, waitForDesigner, wordInEditor } from "./support/designer";
import { useStack } from "./support/stack";

const TEXT = "Thank you for your order {{ order.number }}";

const document = {
  schemaVersion: 1,
  name: "Inline text",
  locale: "en-GB",
  exampleData: { order: { number: "ORD-7" } },
  pages: [
    {
      size: "A4",
      orientation: "portrait",
      margin: { top: 15, right: 15, bottom: 15, left: 15 },
      elements: [
        { id: "note", type: "text", x: 20, y: 40, width: 160, height: 12, text: TEXT, style: { fontFamily: "Inter", fontSize: 14 } },
      ],
    },
  ],
  bindings: [],
};

const LANGUAGES = [
  { name: "English", prefix: "", bold: "Bold", editor: "Text of Text note", undo: "Undo Edit text" },
  { name: "Dutch", prefix: "/nl", bold: "Vet", editor: "Tekst van Tekst note", undo: "Tekst bewerken ongedaan maken" },
] as const;

describe("designer: rich text edited in place", () => {
  const stack = useStack();
  let context: BrowserContext;
  let token: string;

  async function openDesigner(prefix: string): Promise<{ page: Page; id: string }> {
    if (!context) {
      context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
      token = (await signedInContext(context, stack.server.url, "inline")).token;
    }
    const id = await createTemplate(context, stack.server.url, token, { name: "Inline text", document });
    const page = await context.newPage();
    await page.goto(`${stack.server.url}${prefix}/app/designer/${id}`);
    await waitForDesigner(page);
    return { page, id };
  }

  const draftNote = async (id: string) => {
    const draft = await (await context.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json();
    return draft.data.draft?.document.pages[0].elements.find((e: { id: string }) => e.id === "note") as
      { text: string; runs?: unknown[] } | undefined;
  };

  /** The page's painted text: each <tspan> (or a plain <text>) with its weight. */
  const painted = (page: Page) =>
    page.locator('[data-testid="page-svg"] svg').evaluate((svg) =>
      [...svg.querySelectorAll("text")].flatMap((text) => {
        const spans = [...text.querySelectorAll("tspan")];
        const weight = (el: Element) => el.getAttribute("font-weight") ?? text.getAttribute("font-weight");
        return spans.length ? spans.map((s) => [s.textContent, weight(s)]) : [[text.textContent, weight(text)]];
      }),
    );

  for (const language of LANGUAGES) {
    it(`in ${language.name}: a word made bold in place is saved as a bold run, and Ctrl+Z brings the plain text back`, async () => {
      const { page, id } = await openDesigner(language.prefix);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      // With the example data, once it has loaded.
      await eventually(async () => expect(await painted(page)).toEqual([["Thank you for your order ORD-7", "400"]]));

      const hitArea = page.locator('[data-testid="hit-areas"] rect[data-element-id="note"][data-occurrence="0"]');
      const drawn = (await hitArea.boundingBox())!;
      await hitArea.dblclick();
      const editor = page.getByTestId("inline-text-editor");
      await editor.waitFor();
      expect(await editor.getAttribute("aria-label")).toBe(language.editor);
      const placed = (await editor.locator("xpath=../..").boundingBox())!;
      for (const side of ["x", "y", "width"] as const) expect(Math.abs(placed[side] - drawn[side])).toBeLessThan(1);
      expect(await editor.evaluate((el) => el === window.document.activeElement)).toBe(true);
      // The editor lies where the text was drawn, in its font and size; the painted text under it is gone.
      expect(await editor.evaluate((el) => [getComputedStyle(el).fontFamily, getComputedStyle(el).fontSize])).toEqual([
        "Inter",
        "18.6667px",
      ]);
      await eventually(async () => expect(await painted(page)).toEqual([]));
      const token = editor.locator('[data-expression="true"]');
      expect(await token.allTextContents()).toEqual(["{{ order.number }}"]);

      // Typing with the caret in the middle of the token goes after it: the expression stays whole.
      const inToken = await wordInEditor(page, "number");
      await page.mouse.click(inToken.x, inToken.y);
      await page.keyboard.type("!");
      await eventually(async () => expect(await editor.textContent()).toBe(`${TEXT}!`));
      expect(await token.allTextContents()).toEqual(["{{ order.number }}"]);
      await page.keyboard.press("Backspace");
      await eventually(async () => expect(await editor.textContent()).toBe(TEXT));

      await selectWordInEditor(page, "order");
      await page.keyboard.press("Control+b");
      const bold = page.getByTestId("inline-text-toolbar").getByRole("button", { name: language.bold, exact: true });
      await eventually(async () => expect(await bold.getAttribute("aria-pressed")).toBe("true"));
      expect(await editor.locator("strong").allTextContents()).toEqual(["order"]);
      expect(await axeViolations(page)).toEqual([]);

      // A press outside (an empty spot of the page) closes the editor and saves one undo step.
      const overlay = (await page.getByTestId("canvas-overlay").boundingBox())!;
      await page.mouse.click(overlay.x + overlay.width / 2, overlay.y + overlay.height * 0.6);
      await editor.waitFor({ state: "detached" });
      await eventually(async () => expect(await page.getByTestId("undo").getAttribute("aria-label")).toBe(language.undo));
      await eventually(async () => {
        expect(await draftNote(id)).toMatchObject({
          runs: [{ text: "Thank you for your " }, { text: "order", bold: true }, { text: " {{ order.number }}" }],
        });
      }, 20_000);
      await eventually(async () =>
        expect(await painted(page)).toEqual([
          ["Thank you for your ", "400"],
          ["order", "700"],
          [" ORD-7", "400"],
        ]),
      );

      await page.keyboard.press("Control+z");
      await eventually(async () => expect(await painted(page)).toEqual([["Thank you for your order ORD-7", "400"]]));
      await eventually(async () => {
        const note = await draftNote(id);
        expect(note?.text).toBe(TEXT);
        expect(note?.runs).toBeUndefined();
      }, 20_000);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("links and resizes the selection from the toolbar; a link must be https: or mailto:", async () => {
    const { page, id } = await openDesigner("");
    await page.locator('[data-testid="hit-areas"] rect[data-element-id="note"][data-occurrence="0"]').dblclick();
    const editor = page.getByTestId("inline-text-editor");
    await editor.waitFor();
    await selectWordInEditor(page, "Thank");
    await page.keyboard.press("Control+k");
    const url = page.getByTestId("inline-link-url");
    await url.waitFor();
    expect(await url.evaluate((el) => el === window.document.activeElement)).toBe(true);
    await url.fill("ftp://example.com");
    await url.press("Enter");
    await eventually(async () =>
      expect(await page.getByTestId("inline-link-error").textContent()).toBe("A link starts with https:// or mailto:"),
    );
    expect(await url.getAttribute("aria-invalid")).toBe("true");
    await url.fill("https://shop.example.com/{{ order.number }}");
    await url.press("Enter");
    await url.waitFor({ state: "detached" });
    await eventually(async () => expect(await editor.locator("a").allTextContents()).toEqual(["Thank"]));
    await eventually(async () => expect(await page.getByTestId("inline-link").getAttribute("aria-pressed")).toBe("true"));
    await page.getByTestId("inline-size").fill("20");
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
    await eventually(async () => {
      expect((await draftNote(id))?.runs).toEqual([
        { text: "Thank", fontSize: 20, link: "https://shop.example.com/{{ order.number }}" },
        { text: " you for your order {{ order.number }}" },
      ]);
    }, 20_000);
    await page.close();
  });

  it("a double-click puts the caret where it was, not at the end", async () => {
    const { page, id } = await openDesigner("");
    await eventually(async () => expect(await painted(page)).toEqual([["Thank you for your order ORD-7", "400"]]));
    // Just inside the first glyph's left half, on its line: the caret goes before the "T".
    const text = (await page.locator('[data-testid="page-svg"] svg text').first().boundingBox())!;
    await page.mouse.dblclick(text.x + 1, text.y + text.height / 2);
    const editor = page.getByTestId("inline-text-editor");
    await editor.waitFor();
    await page.keyboard.type("Dear customer, t");
    await page.keyboard.press("Delete");
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
    await eventually(
      async () => expect((await draftNote(id))?.text).toBe("Dear customer, thank you for your order {{ order.number }}"),
      20_000,
    );
    await page.close();
  });

  it("keeps the designer's keys away from the editor, and Enter opens it from the keyboard", async () => {
    const { page, id } = await openDesigner("");
    await page.locator('[data-testid="hit-areas"] rect[data-element-id="note"][data-occurrence="0"]').click();
    await page.getByTestId("canvas-scroller").focus();
    await page.keyboard.press("Enter");
    const editor = page.getByTestId("inline-text-editor");
    await editor.waitFor();
    // Delete and the arrows edit the text; the element stays where it is.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Delete");
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
    await eventually(async () => {
      const note = (await draftNote(id)) as { text: string; x: number } | undefined;
      // The caret was at the end, left of the token: Delete took the whole expression.
      expect(note).toMatchObject({ text: "Thank you for your order ", x: 20 });
    }, 20_000);
    await page.close();
  });
});
