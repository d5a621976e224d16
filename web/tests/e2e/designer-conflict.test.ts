import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { eventually, openNewDesign, signedInContext, typeInto, waitForDesigner, waitForSaved } from "./support/designer";
import { useStack } from "./support/stack";

describe("designer: two editors, one template", () => {
  const stack = useStack();

  it("the second draft save meets the conflict dialog; 'save as a copy' keeps both", async () => {
    const first = await stack.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const { email } = await signedInContext(first, stack.server.url, "conflict");
    const a = await first.newPage();
    const id = await openNewDesign(a, stack.server.url);

    // The same account in a second browser context, on the same template.
    const second = await stack.browser.newContext({ viewport: { width: 1400, height: 900 } });
    expect(
      (await second.request.post(`${stack.server.url}/api/auth/login`, { data: { email, password: "long enough password" } })).status(),
    ).toBe(200);
    const b = await second.newPage();
    await b.goto(`${stack.server.url}/app/designer/${id}`);
    await waitForDesigner(b);

    await a.getByTestId("add-rect").click();
    await waitForSaved(a);

    // The second window's saves wait until its edit is whole: on a busy machine its first autosave
    // (of the bare text element) met the conflict while the text was still being typed, and the dialog
    // took the keys.
    // The route stays in place and lets saves through once released: unrouting the last pattern
    // turns interception off and resumes held requests itself, so continuing them after it raced
    // ("Route is already handled!").
    const held: Route[] = [];
    let holding = true;
    await b.route(`**/api/templates/${id}/draft`, (route) =>
      holding && route.request().method() !== "GET" ? held.push(route) : route.continue(),
    );
    await b.getByTestId("add-text").click();
    await typeInto(b, "prop-text", "Written in the second window");
    holding = false;
    for (const route of held) await route.continue();
    await b.getByTestId("conflict-dialog").waitFor({ state: "visible", timeout: 20_000 });
    await eventually(async () => expect(await b.getByTestId("save-indicator").getAttribute("data-status")).toBe("conflict"));
    await b.getByTestId("conflict-copy").click();
    await b.waitForURL((url) => /\/app\/designer\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(id), { timeout: 20_000 });
    await waitForDesigner(b);
    const copyId = b.url().split("/").pop()!;

    const original = (await (await first.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json()).data.draft;
    const copy = (await (await second.request.get(`${stack.server.url}/api/templates/${copyId}`)).json()).data.template;
    expect(original.document.pages[0].elements.map((e: { type: string }) => e.type)).toEqual(["shape"]);
    expect(copy.document.pages[0].elements).toMatchObject([{ type: "text", text: "Written in the second window" }]);
    expect(copy.name).toMatch(/\(copy\)$/);
    // The copy's window keeps working normally.
    await b.getByTestId("add-qrcode").click();
    await waitForSaved(b);
    const list = (await (await second.request.get(`${stack.server.url}/api/templates`)).json()).data.templates.map(
      (t: { id: string }) => t.id,
    );
    expect(list).toEqual(expect.arrayContaining([id, copyId]));
    await first.close();
    await second.close();
  });
});
