import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eventually, openNewDesign, signedInContext, typeInto, waitForSaved } from "./support/designer";
import { useStack } from "./support/stack";

const fixtures = path.resolve(__dirname, "../fixtures/media");

describe("designer: images, keyboard and pointer gestures", () => {
  const stack = useStack();

  it("in Dutch: uploads (refusing 11 MB), places the image, nudges with the keyboard, undoes and saves", async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signedInContext(context, stack.server.url, "dutch");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const id = await openNewDesign(page, stack.server.url, "/nl");
    expect(await page.getByTestId("tab-insert").textContent()).toBe("Invoegen");

    await page.getByTestId("tab-media").click();
    const big = Buffer.alloc(11 * 1024 * 1024);
    readFileSync(path.join(fixtures, "sample.png")).copy(big);
    await page.getByTestId("upload-input").setInputFiles({ name: "groot.png", mimeType: "image/png", buffer: big });
    await eventually(async () =>
      expect(await page.getByTestId("upload-error").textContent()).toBe("Het bestand is te groot om te uploaden"),
    );

    await page.getByTestId("upload-input").setInputFiles(path.join(fixtures, "sample.png"));
    // Nothing selected: the upload becomes a new image element on the page, drawn by the engine from the owner's media.
    await eventually(async () => expect(await page.locator('[data-testid="hit-areas"] rect[data-element-type="image"]').count()).toBe(1));
    await eventually(async () =>
      expect(await page.locator('[data-testid="page-svg"] image').getAttribute("href")).toMatch(/^data:image\/png;base64,/),
    );

    const x = Number(await page.getByTestId("prop-x").inputValue());
    await page.getByTestId("tab-layers").click();
    await page.getByTestId("layer").first().focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    await eventually(async () => expect(Number(await page.getByTestId("prop-x").inputValue())).toBeCloseTo(x + 11, 5));
    await page.keyboard.press("Control+z");
    await eventually(async () => expect(Number(await page.getByTestId("prop-x").inputValue())).toBeCloseTo(x, 5));
    await page.keyboard.press("Control+Shift+z");
    await eventually(async () => expect(Number(await page.getByTestId("prop-x").inputValue())).toBeCloseTo(x + 11, 5));
    expect(await page.getByTestId("announcer").textContent()).toMatch(/^Afbeelding image-1 geselecteerd/);

    await waitForSaved(page, "Concept opgeslagen");
    const saved = (await (await context.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json()).data.draft.document;
    expect(saved.pages[0].elements[0]).toMatchObject({ type: "image", src: expect.stringMatching(/^media:[0-9a-f-]{36}$/), x: x + 11 });

    // The upload dragged from the library onto the page is a second image, centred where it was dropped.
    await page.getByTestId("tab-media").click();
    const overlay = (await page.getByTestId("canvas-overlay").boundingBox())!;
    const pxPerMm = overlay.width / 210;
    await page
      .getByTestId("media-item")
      .first()
      .dragTo(page.getByTestId("canvas-overlay"), {
        targetPosition: { x: 100 * pxPerMm, y: 200 * pxPerMm },
      });
    await eventually(async () => expect(await page.locator('[data-testid="hit-areas"] rect[data-element-type="image"]').count()).toBe(2));
    await eventually(async () => {
      const draft = (await (await context.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json()).data.draft.document;
      const dropped = draft.pages[0].elements[1];
      expect(dropped.src).toBe(saved.pages[0].elements[0].src);
      expect(dropped.x + dropped.width / 2).toBeCloseTo(100, 0);
      expect(dropped.y + dropped.height / 2).toBeCloseTo(200, 0);
    }, 20_000);
    const draftImage = async () =>
      (await (await context.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json()).data.draft.document.pages[0].elements[1];
    const before = await draftImage();

    // A double-click crops it with handles: the right edge dragged 20 mm in narrows the frame over an image that stays put.
    const dropped = page.locator(`[data-testid="hit-areas"] rect[data-element-id="${before.id}"]`);
    await dropped.dblclick();
    await page.getByTestId("crop-frame").waitFor();
    const handle = (await page.locator('[data-crop-handle="e"]').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 - 20 * pxPerMm, handle.y + handle.height / 2, { steps: 4 });
    await page.mouse.up();
    await eventually(async () => {
      const cropped = await draftImage();
      expect(cropped.width).toBeCloseTo(before.width - 20, 0);
      expect(cropped.crop.width).toBeCloseTo((before.width - 20) / before.width, 2);
      expect([cropped.x, cropped.crop.x, cropped.crop.y, cropped.crop.height]).toEqual([before.x, 0, 0, 1]);
    }, 20_000);
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("crop-frame").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("drags with snapping, resizes with a handle, selects with a marquee, groups, and restores a saved version", async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signedInContext(context, stack.server.url, "canvas");
    const page = await context.newPage();
    const id = await openNewDesign(page, stack.server.url);
    await page.getByTestId("zoom").selectOption("100");
    await page.getByTestId("add-rect").click();
    await typeInto(page, "prop-x", "60");
    await typeInto(page, "prop-y", "40");
    await page.getByTestId("add-ellipse").click();
    await typeInto(page, "prop-x", "120");
    await typeInto(page, "prop-y", "150");
    const rects = page.locator('[data-testid="hit-areas"] rect');
    await eventually(async () => expect(await rects.count()).toBe(2));

    // Drag the rectangle so its left edge comes within a few px of the left margin (15 mm): it snaps there.
    const box = (await rects.nth(0).boundingBox())!;
    const pxPerMm = 96 / 25.4;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const targetDx = (15 - (await rects.nth(0).evaluate((el) => Number(el.getAttribute("x"))))) * pxPerMm + 3;
    await page.mouse.move(box.x + box.width / 2 + targetDx / 2, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + targetDx, box.y + box.height / 2 + 40, { steps: 5 });
    expect(await page.getByTestId("snap-guide").count()).toBeGreaterThan(0);
    await page.mouse.up();
    await eventually(async () => expect(await rects.nth(0).getAttribute("x")).toBe("15"));

    // Resize from the south-east handle; the width grows by the pointer's travel.
    await rects.nth(0).click({ force: true });
    const width = Number(await page.getByTestId("prop-width").inputValue());
    const handle = page.locator('[data-handle="se"]');
    const h = (await handle.boundingBox())!;
    await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x + h.width / 2 + 20 * pxPerMm, h.y + h.height / 2 + 37, { steps: 6 });
    await page.mouse.up();
    await eventually(async () => expect(Number(await page.getByTestId("prop-width").inputValue())).toBeGreaterThan(width + 15));

    // Marquee over both, then group them with the keyboard.
    const overlay = (await page.getByTestId("canvas-overlay").boundingBox())!;
    await page.mouse.move(overlay.x + 4, overlay.y + 4);
    await page.mouse.down();
    await page.mouse.move(overlay.x + overlay.width - 4, overlay.y + overlay.height - 4, { steps: 6 });
    await page.mouse.up();
    await eventually(async () => expect(await page.getByTestId("selection-outline").count()).toBe(2));
    await page.keyboard.press("Control+g");
    await eventually(async () => expect(await rects.count()).toBe(1));
    expect(await rects.first().getAttribute("data-element-type")).toBe("group");
    await page.getByTestId("undo").click();
    await eventually(async () => expect(await rects.count()).toBe(2));
    await waitForSaved(page);
    const saved = (await (await context.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json()).data.draft.document;
    expect(saved.pages[0].elements.map((e: { type: string; x: number }) => [e.type, e.x])).toEqual([
      ["shape", 15],
      ["shape", 120],
    ]);

    // Version history: autosave made no versions, only the draft; the blank first version can be previewed and
    // restored into the draft, which then has nothing a version lacks (decision 080).
    await page.getByTestId("tab-history").click();
    const versions = page.getByTestId("version-item");
    await eventually(async () => expect(await page.getByTestId("draft-state").getAttribute("data-changes")).toBe("true"));
    await eventually(async () => expect(await versions.count()).toBe(1));
    const first = page.locator('[data-testid="version-item"][data-version="1"]');
    await first.getByTestId("version-preview").click();
    await eventually(async () => expect(await page.getByTestId("preview").textContent()).toContain("Version 1"));
    await page.getByTestId("preview-toggle").click();
    await first.getByTestId("version-restore").click();
    await eventually(async () => expect(await rects.count()).toBe(0));
    await waitForSaved(page);
    await eventually(async () => expect(await page.getByTestId("draft-state").getAttribute("data-changes")).toBe("false"));
    expect(await versions.count()).toBe(1);
    const restored = (await (await context.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json()).data.draft;
    expect(restored).toMatchObject({ version: 1, hasChanges: false });
    expect(restored.document.pages[0].elements).toEqual([]);
    await context.close();
  });
});
