import { expect } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { uniqueEmail } from "../../support/unique-email";

/** A signed-in browser context: registers through the API (the session cookie lands in the context). */
export async function signedInContext(
  context: BrowserContext,
  baseUrl: string,
  label = "designer",
): Promise<{ token: string; email: string }> {
  // A visitor who already answered the cookie bar (it would cover the canvas in screenshots).
  await context.addCookies([
    { name: "paperjet_consent", value: encodeURIComponent("v=1&analytics=0&marketing=0&functional=0"), url: baseUrl },
  ]);
  const email = uniqueEmail(`e2e.${label}`);
  const response = await context.request.post(`${baseUrl}/api/auth/register`, {
    data: { name: "Designer E2E", email, password: "long enough password" },
  });
  expect(response.status()).toBe(201);
  return { token: (await response.json()).globals.token, email };
}

/** Opens /app/designer/create and waits until the designer with its engine is up at the new template's id. */
export async function openNewDesign(page: Page, baseUrl: string, prefix = ""): Promise<string> {
  await page.goto(`${baseUrl}${prefix}/app/designer/create`);
  await page.waitForURL(/\/app\/designer\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await waitForDesigner(page);
  return page.url().split("/").pop()!;
}

export async function waitForDesigner(page: Page) {
  await page.locator('[data-testid="designer"][data-engine-ready="true"]').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="page-svg"] svg').waitFor();
}

/** The app's designer stores its draft ("Draft saved"); an embedded one saves versions ("All changes saved"). */
export async function waitForSaved(page: Page, text = "Draft saved") {
  await page.locator('[data-testid="save-indicator"][data-status="saved"]').filter({ hasText: text }).waitFor({ timeout: 20_000 });
}

/** Replaces an input's content the way a user does (select all, type). */
export async function typeInto(page: Page, testId: string, text: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.press("Control+A");
  await input.pressSequentially(text, { delay: 5 });
}

/** Retries an assertion until it holds (the page updates asynchronously) or the time is up. */
export async function eventually(check: () => Promise<void> | void, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Keyboard only: from the Insert tab to the Layers tab (arrow key), then Tab to its first row. */
export async function focusFirstLayer(page: Page): Promise<void> {
  await page.getByTestId("tab-insert").focus();
  await page.keyboard.press("ArrowDown");
  expect(await page.getByTestId("tab-layers").getAttribute("aria-selected")).toBe("true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
}

/** Creates a template through the API as the context's user (`token` from signedInContext); returns its id. */
export async function createTemplate(context: BrowserContext, baseUrl: string, token: string, body: { name: string; document?: unknown }) {
  const created = await context.request.post(`${baseUrl}/api/templates`, { headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(created.status()).toBe(201);
  return (await created.json()).data.template.id as string;
}

/**
 * A test file's designer user: one signed-in browser context, made on first use, and for each test a
 * template of its own opened in the designer. `draft(id)` reads what autosave stored.
 */
export function designerSession(stack: { browser: Browser; server: { url: string } }, label: string) {
  let context: BrowserContext | undefined;
  let token = "";
  const session = {
    get context(): BrowserContext {
      if (!context) throw new Error("designerSession: open a template first");
      return context;
    },
    get token() {
      return token;
    },
    async open(document: { name: string }, prefix = ""): Promise<{ page: Page; id: string }> {
      if (!context) {
        context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
        ({ token } = await signedInContext(context, stack.server.url, label));
      }
      const id = await createTemplate(context, stack.server.url, token, { name: document.name, document });
      const page = await context.newPage();
      await page.goto(`${stack.server.url}${prefix}/app/designer/${id}`);
      await waitForDesigner(page);
      return { page, id };
    },
    /** The template's draft document (`data.draft.document`), or undefined before autosave stored one. */
    async draft(id: string) {
      const response = await session.context.request.get(`${stack.server.url}/api/templates/${id}/draft`);
      return (await response.json()).data.draft?.document;
    },
  };
  return session;
}

/** The text the canvas draws on the designed page. */
export const canvasText = (page: Page) => page.getByTestId("page-svg").evaluate((el) => el.textContent);

/** An element's row in the layers panel. */
export const layerRow = (page: Page, id: string) => page.locator(`[data-testid="layer-row"][data-element-id="${id}"]`);

/** The names the layers panel shows, top row first. */
export const layerNames = (page: Page) => page.getByTestId("layer-name").allTextContents();

/** The ids the canvas outlines as selected. */
export const selectedIds = (page: Page) =>
  page.getByTestId("selection-outline").evaluateAll((outlines) => outlines.map((o) => o.getAttribute("data-selected-id")));

/** The focused control as "test id, then its label or its layer row's element id". */
export const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const active = window.document.activeElement;
    return `${active?.getAttribute("data-testid")} ${active?.getAttribute("aria-label") ?? active?.closest("li")?.getAttribute("data-element-id")}`;
  });

/** Where a stretch of the in-place editor's text is on screen (its first occurrence), as a point in its middle. */
export const wordInEditor = (page: Page, word: string) =>
  page.getByTestId("inline-text-editor").evaluate((root, word) => {
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(word);
      if (at < 0) continue;
      const range = root.ownerDocument.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      const box = range.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }
    throw new Error(`"${word}" is not in the editor`);
  }, word);

/**
 * Selects `word` in the open in-place editor with a double-click, as a user does, and waits until
 * the editor has taken that selection: the browser selects at once, but the editor reads it in a
 * later task (selectionchange), and a shortcut pressed before then acts on its previous selection.
 */
export async function selectWordInEditor(page: Page, word: string): Promise<void> {
  await eventually(async () => {
    const at = await wordInEditor(page, word);
    await page.mouse.dblclick(at.x, at.y);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(word);
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
