import { describe, expect, it } from "vitest";
import type { BrowserContext, Page, Route } from "playwright-core";
import { createTemplate, eventually, signedInContext, typeInto, waitForDesigner, waitForSaved } from "./support/designer";
import { axeViolations } from "./support/page-audit";
import { useStack } from "./support/stack";

const document = (words: string) => ({
  schemaVersion: 1,
  name: "Versioned letter",
  locale: "en-GB",
  pages: [
    {
      size: "A4",
      margin: { top: 15, right: 15, bottom: 15, left: 15 },
      elements: [{ id: "greeting", type: "text", x: 20, y: 30, width: 150, height: 10, text: words }],
    },
  ],
  bindings: [],
});

/**
 * Decision 080 in the browser: autosave keeps a draft and makes no versions; "Save version" (with a
 * note, by mouse in English and by keyboard only in Dutch) makes one, which history then lists; the API
 * page's snippet says when the draft has changes API calls do not see and saves a version from there.
 */
describe("designer: Save version", () => {
  const stack = useStack();

  async function open(prefix: "" | "/nl"): Promise<{ context: BrowserContext; page: Page; id: string }> {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { token } = await signedInContext(context, stack.server.url, `save-version${prefix.replace("/", "-")}`);
    const id = await createTemplate(context, stack.server.url, token, { name: "Versioned letter", document: document("First words") });
    const page = await context.newPage();
    await page.goto(`${stack.server.url}${prefix}/app/designer/${id}`);
    await waitForDesigner(page);
    return { context, page, id };
  }

  const versionsOf = async (context: BrowserContext, id: string) =>
    (await (await context.request.get(`${stack.server.url}/api/templates/${id}/versions`)).json()).data.versions as {
      version: number;
      note: string | null;
      createdBy: string | null;
    }[];

  async function editGreeting(page: Page, words: string, saved: string) {
    await page.getByTestId("tab-layers").click();
    await page.locator('[data-testid="layer"][data-element-id="greeting"]').click();
    await typeInto(page, "prop-text", words);
    await waitForSaved(page, saved);
  }

  it("in English: autosaves add no version; Save version with a note adds one, shown busy, then saved, in history; the API page saves the next", async () => {
    const { context, page, id } = await open("");
    await editGreeting(page, "Second words", "Draft saved");
    await editGreeting(page, "Third words", "Draft saved");
    expect(await versionsOf(context, id)).toHaveLength(1);

    await page.getByTestId("save-version").click();
    const dialog = page.getByTestId("save-version-dialog");
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.getByRole("heading").textContent()).toBe("Save a version");
    expect(await dialog.textContent()).toContain("The draft becomes version 2.");
    await page.getByTestId("save-version-note").fill("New greeting for the spring mailing");
    expect(await axeViolations(page)).toEqual([]);
    // The request waits until the busy state has been seen; then the real server answers it.
    const held: Route[] = [];
    await page.route(`**/api/templates/${id}/versions`, (route) =>
      route.request().method() === "POST" ? held.push(route) : route.continue(),
    );
    await page.getByTestId("save-version-submit").click();
    await eventually(async () => expect(held).toHaveLength(1));
    const submit = page.getByTestId("save-version-submit");
    expect(await submit.getAttribute("aria-busy")).toBe("true");
    expect(await submit.textContent()).toBe("Saving version…");
    await held[0]!.continue();
    await page.unroute(`**/api/templates/${id}/versions`);
    await page.getByTestId("save-version-status").filter({ hasText: "Version 2 saved" }).waitFor();
    await dialog.waitFor({ state: "hidden" });

    const versions = await versionsOf(context, id);
    expect(versions.map((v) => [v.version, v.note, v.createdBy])).toEqual([
      [2, "New greeting for the spring mailing", "Designer E2E"],
      [1, null, "Designer E2E"],
    ]);
    const v2 = (await (await context.request.get(`${stack.server.url}/api/templates/${id}/version/2`)).json()).data.template;
    expect(v2.document.pages[0].elements[0].text).toBe("Third words");

    await page.getByTestId("tab-history").click();
    const item = page.locator('[data-testid="version-item"][data-version="2"]');
    await eventually(async () => expect(await item.getByTestId("version-note").textContent()).toBe("New greeting for the spring mailing"));
    expect(await item.textContent()).toContain("Designer E2E");
    expect(await item.textContent()).toContain("latest");
    expect(await page.getByTestId("draft-state").getAttribute("data-changes")).toBe("false");

    // A new edit: the API page says plainly that API calls do not see it, and saves a version.
    await editGreeting(page, "Fourth words", "Draft saved");
    await page.goto(`${stack.server.url}/app/api`);
    await page.locator("#snippet-template").selectOption(id);
    await page.getByRole("button", { name: "Show code" }).click();
    const notice = page.getByTestId("draft-notice");
    await notice.waitFor();
    expect(await notice.getAttribute("data-state")).toBe("changes");
    expect(await notice.textContent()).toContain(
      "The designer has changes to this template that API calls do not see: they use version 2 until a version is saved.",
    );
    await page.getByTestId("draft-save-version").click();
    await page.locator('[data-testid="draft-notice"][data-state="saved"]').waitFor();
    expect(await notice.textContent()).toBe("Version 3 saved: API calls use it now.");
    expect((await versionsOf(context, id)).map((v) => v.version)).toEqual([3, 2, 1]);
    await context.close();
  });

  it("in Dutch, by keyboard only: the dialog, a failed save (offline) and a retry that saves", async () => {
    const { context, page, id } = await open("/nl");
    await editGreeting(page, "Tweede woorden", "Concept opgeslagen");
    expect(await versionsOf(context, id)).toHaveLength(1);

    const button = page.getByTestId("save-version");
    expect((await button.textContent())?.trim()).toBe("Versie opslaan");
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByTestId("save-version-dialog");
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.getByRole("heading").textContent()).toBe("Een versie opslaan");
    const focused = () =>
      page.evaluate(() => window.document.activeElement?.getAttribute("data-testid") ?? window.document.activeElement?.tagName);
    // From the dialog's close button, Tab reaches the note, then Cancel, then Save.
    await page.keyboard.press("Tab");
    await eventually(async () => expect(await focused()).toBe("save-version-note"));
    await page.keyboard.type("Nieuwe aanhef");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("save-version-submit");

    await context.setOffline(true);
    await page.keyboard.press("Enter");
    const error = page.getByTestId("save-version-error");
    await error.waitFor();
    expect(await error.textContent()).toMatch(/^De versie is niet opgeslagen: /);
    expect(await axeViolations(page)).toEqual([]);
    expect(await versionsOf(context, id)).toHaveLength(1);

    await context.setOffline(false);
    await page.getByTestId("save-version-submit").focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("save-version-status").filter({ hasText: "Versie 2 opgeslagen" }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect((await versionsOf(context, id)).map((v) => [v.version, v.note])).toEqual([
      [2, "Nieuwe aanhef"],
      [1, null],
    ]);
    await page.getByTestId("tab-history").click();
    await eventually(async () =>
      expect(await page.locator('[data-testid="version-item"][data-version="2"]').getByTestId("version-note").textContent()).toBe(
        "Nieuwe aanhef",
      ),
    );
    expect(await page.getByTestId("draft-state").textContent()).toBe("Het concept is versie 2, die API-aanroepen gebruiken.");
    await context.close();
  });
});
