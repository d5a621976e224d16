import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newVisitorContext, waitForApp } from "./support/browser";
import { useStack } from "./support/stack";

// Issue 13 in a real browser, once per language: invite from Settings → Team, accept in a second
// browser context (a new visitor signs up with the invited address), then switch workspaces in the top bar.
const COPY = {
  en: {
    prefix: "",
    inviteEmail: "E-mail address",
    invite: "Send invitation",
    role: "Role",
    editor: "Editor",
    owner: "Owner",
    signUpToJoin: "Create an account to join",
    name: "Your name",
    password: "Password",
    signup: "Create account",
    accept: "Accept invitation",
    tourClose: "Close tour",
    roleOf: "Role of",
    changeRole: "Change role",
    nowViewer: "is now Viewer.",
    remove: "Remove",
    removed: "was removed; 0 API keys were revoked.",
    designerReadOnly: "View only: your role (viewer) cannot change this template",
    keyRevoked: "The API key they created is revoked with them: calls with it answer 401.",
    removedWithKey: "was removed; 1 API key was revoked.",
    confirmOwner: "becomes an owner: they can manage billing, the team and every setting",
    nowOwner: "is now Owner.",
    leave: "Leave workspace",
    confirmLeave: "You lose access to",
  },
  nl: {
    prefix: "/nl",
    inviteEmail: "E-mailadres",
    invite: "Uitnodiging versturen",
    role: "Rol",
    editor: "Bewerker",
    owner: "Eigenaar",
    signUpToJoin: "Maak een account om lid te worden",
    name: "Je naam",
    password: "Wachtwoord",
    signup: "Account aanmaken",
    accept: "Uitnodiging accepteren",
    tourClose: "Rondleiding sluiten",
    roleOf: "Rol van",
    changeRole: "Rol wijzigen",
    nowViewer: "is nu Lezer.",
    remove: "Verwijderen",
    removed: "is verwijderd; 0 API-sleutels zijn ingetrokken.",
    designerReadOnly: "Alleen bekijken: je rol (lezer) kan deze template niet wijzigen",
    keyRevoked: "De API-sleutel die diegene maakte, wordt ingetrokken: aanroepen ermee krijgen 401.",
    removedWithKey: "is verwijderd; 1 API-sleutel is ingetrokken.",
    confirmOwner: "wordt eigenaar: die kan de facturering, het team en alle instellingen beheren",
    nowOwner: "is nu Eigenaar.",
    leave: "Werkruimte verlaten",
    confirmLeave: "Je verliest meteen de toegang tot",
  },
} as const;

describe("workspaces in the browser", () => {
  const stack = useStack();

  async function closeTourIfShown(page: Page, label: string) {
    const close = page.getByRole("button", { name: label });
    if (await close.isVisible()) await close.click();
  }

  for (const lang of ["en", "nl"] as const) {
    const c = COPY[lang];
    it(`${lang}: invite → accept in a second context → switch workspace in the top bar → each workspace's templates`, async () => {
      const url = (path: string) => `${stack.server.url}${c.prefix}${path}`;
      const stamp = `${lang}${Date.now()}`;
      const errors: string[] = [];

      // The owner: an account (through the API, which also signs this context in) and a template.
      const ownerContext = await newVisitorContext(stack.browser, stack.server.url);
      const signedUp = await ownerContext.request.post(`${stack.server.url}/api/auth/register`, {
        data: { name: `Olivia ${lang}`, email: `owner.${stamp}@example.com`, password: "a long password" },
      });
      expect(signedUp.status()).toBe(201);
      const token = (await signedUp.json()).globals.token as string;
      const created = await ownerContext.request.post(`${stack.server.url}/api/templates`, {
        data: { name: `Team plan ${lang}` },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(created.status()).toBe(201);
      const templateId = (await created.json()).data.template.id as string;

      const owner = await ownerContext.newPage();
      owner.on("pageerror", (e) => errors.push(e.message));
      const teamPage = await owner.goto(url("/app/settings/team"));
      // Signed-in pages are never stored: after a logout, Back cannot show them from the cache.
      expect(teamPage!.headers()["cache-control"]).toBe("no-store");
      await waitForApp(owner);
      const inviteeEmail = `editor.${stamp}@example.com`;
      await owner.getByLabel(c.inviteEmail).fill(inviteeEmail);
      await owner.getByRole("combobox", { name: c.role }).selectOption("editor");
      await owner.getByRole("button", { name: c.invite }).click();
      const link = (await owner.getByTestId("invite-link").locator("code").textContent())!.trim();
      expect(link).toMatch(new RegExp(`^${stack.server.url}/invitations/[\\w-]{43}$`));
      await owner.getByTestId("invitation-row").filter({ hasText: inviteeEmail }).waitFor();

      // The invitee, in a browser of their own: sign up with the invited address, then accept.
      const inviteeContext = await newVisitorContext(stack.browser, stack.server.url);
      const invitee = await inviteeContext.newPage();
      invitee.on("pageerror", (e) => errors.push(e.message));
      await invitee.goto(link.replace(stack.server.url, stack.server.url + c.prefix));
      await waitForApp(invitee);
      expect(await invitee.getByTestId("invitation-workspace").textContent()).toContain(`Olivia ${lang}`);
      await invitee.getByRole("link", { name: c.signUpToJoin }).click();
      await invitee.waitForURL((u) => u.pathname === `${c.prefix}/auth/signup`);
      await waitForApp(invitee);
      const email = invitee.locator('input[name="email"]');
      expect(await email.inputValue()).toBe(inviteeEmail);
      expect(await email.getAttribute("readonly")).not.toBeNull();
      await invitee.getByLabel(c.name).fill(`Eddie ${lang}`);
      await invitee.getByLabel(c.password).fill("another long password");
      await invitee.getByRole("button", { name: c.signup }).click();
      await invitee.waitForURL((u) => u.pathname.startsWith(`${c.prefix}/invitations/`));
      await waitForApp(invitee);
      await invitee.getByRole("button", { name: c.accept }).click();
      await invitee.waitForURL((u) => u.pathname === `${c.prefix}/app/dashboard`);
      await waitForApp(invitee);
      await closeTourIfShown(invitee, c.tourClose);

      // In the team's workspace, as editor: the owner's template is there.
      expect(await invitee.getByTestId("current-workspace").textContent()).toBe(`Olivia ${lang}`);
      expect(await invitee.getByTestId("workspace-switcher").textContent()).toContain(c.editor);
      expect(await invitee.getByTestId("template-name").allTextContents()).toContain(`Team plan ${lang}`);

      // Switch to the personal workspace: not a trace of the team's templates.
      await invitee.getByTestId("workspace-switcher").click();
      await invitee.getByRole("menuitem", { name: new RegExp(`Eddie ${lang}`) }).click();
      await expect.poll(() => invitee.getByTestId("current-workspace").textContent()).toBe(`Eddie ${lang}`);
      expect(await invitee.getByTestId("workspace-switcher").textContent()).toContain(c.owner);
      await expect.poll(() => invitee.getByTestId("template-name").allTextContents()).not.toContain(`Team plan ${lang}`);

      // And back, with the keyboard.
      await invitee.getByTestId("workspace-switcher").focus();
      await invitee.keyboard.press("Enter");
      await invitee.getByRole("menuitem", { name: new RegExp(`Olivia ${lang}`) }).focus();
      await invitee.keyboard.press("Enter");
      await expect.poll(() => invitee.getByTestId("current-workspace").textContent()).toBe(`Olivia ${lang}`);
      await expect.poll(() => invitee.getByTestId("template-name").allTextContents()).toContain(`Team plan ${lang}`);

      // The owner sees the new member.
      await owner.reload();
      await waitForApp(owner);
      const row = owner.getByTestId("member-row").filter({ hasText: inviteeEmail });
      expect(await row.count()).toBe(1);

      // Making them a viewer asks first (the kit's dialog), then says what happened.
      await row.getByRole("combobox", { name: new RegExp(c.roleOf) }).selectOption("viewer");
      const confirmRole = owner.getByTestId("confirm-role");
      await confirmRole.getByRole("button", { name: c.changeRole }).waitFor();
      await confirmRole.getByRole("button", { name: c.changeRole }).click();
      await row.getByTestId("member-outcome").filter({ hasText: c.nowViewer }).waitFor();

      // As a viewer the dashboard is read-only: a label, and no control that could only fail.
      await invitee.goto(url("/app/dashboard"));
      await waitForApp(invitee);
      await invitee.getByTestId("read-only-badge").waitFor();
      expect(await invitee.getByTestId("new-blank").count()).toBe(0);
      expect(await invitee.getByTestId("template-actions").count()).toBe(0);
      expect(await invitee.getByRole("button", { name: /Use this design|Dit ontwerp gebruiken/ }).count()).toBe(0);
      // The designer opens read-only with a label: nothing to edit, nothing saved (no save to retry).
      const writes: string[] = [];
      invitee.on("request", (r) => r.method() !== "GET" && r.url().includes(`/api/templates/${templateId}`) && writes.push(r.url()));
      await invitee.goto(url(`/app/designer/${templateId}`));
      await invitee.getByTestId("designer-read-only").filter({ hasText: c.designerReadOnly }).waitFor();
      await invitee.locator('[data-testid="designer"][data-engine-ready="true"]').waitFor();
      expect(await invitee.getByTestId("template-name").getAttribute("readonly")).not.toBeNull();
      for (const control of ["add-text", "save-indicator", "preview-toggle", "save-version"])
        expect(await invitee.getByTestId(control).count(), control).toBe(0);
      await invitee.getByTestId("template-name").press("End");
      await invitee.keyboard.type(" changed");
      await invitee.keyboard.press("Delete");
      expect(await invitee.getByTestId("template-name").inputValue()).toBe(`Team plan ${lang}`);
      expect(writes).toEqual([]);

      // Removing asks first too, saying which API keys go with them (none here), then reports it.
      await row.getByRole("button", { name: new RegExp(c.remove, "i") }).click();
      const confirmRemove = owner.getByTestId("confirm-remove");
      await confirmRemove.getByRole("button", { name: c.remove, exact: true }).waitFor();
      await confirmRemove.getByRole("button", { name: c.remove, exact: true }).click();
      await owner.getByText(c.removed).waitFor();
      expect(errors).toEqual([]);
      await ownerContext.close();
      await inviteeContext.close();
    });
  }

  /** An account signed up through the API, which also signs its browser context in. */
  async function account(name: string, email: string) {
    const context = await newVisitorContext(stack.browser, stack.server.url);
    const signedUp = await context.request.post(`${stack.server.url}/api/auth/register`, {
      data: { name, email, password: "a long password" },
    });
    expect(signedUp.status()).toBe(201);
    const { token, workspace } = (await signedUp.json()).globals;
    return { context, name, email, token: token as string, workspaceId: workspace.id as string };
  }
  type Account = Awaited<ReturnType<typeof account>>;
  const api = (who: Account, path: string, data?: unknown) =>
    who.context.request.post(`${stack.server.url}${path}`, { data, headers: { Authorization: `Bearer ${who.token}` } });

  /** `member` joins `owner`'s workspace in `role` through the invitation API (accepting also switches to it). */
  async function join(owner: Account, member: Account, role: string) {
    const invited = await api(owner, `/api/workspaces/${owner.workspaceId}/invitations`, { email: member.email, role });
    expect(invited.status()).toBe(201);
    const token = new URL((await invited.json()).data.invitation.url).pathname.split("/").pop();
    expect((await api(member, `/api/invitations/${token}/accept`)).status()).toBe(200);
  }

  for (const lang of ["en", "nl"] as const) {
    const c = COPY[lang];
    it(`${lang}: removing an admin names and revokes their key; making an owner and leaving ask first and report it`, async () => {
      const url = (path: string) => `${stack.server.url}${c.prefix}${path}`;
      const stamp = `${lang}${Date.now()}`;
      const owner = await account(`Olga ${lang}`, `olga.${stamp}@example.com`);
      const admin = await account(`Abe ${lang}`, `abe.${stamp}@example.com`);
      const cody = await account(`Cody ${lang}`, `cody.${stamp}@example.com`);
      await join(owner, admin, "admin");
      await join(owner, cody, "editor");
      const created = await api(admin, "/api/apicalls/getToken", { name: `Abe's ERP ${lang}` });
      expect(created.status()).toBe(201);
      const { apiKey } = (await created.json()).data;
      const callWithKey = () =>
        admin.context.request.get(`${stack.server.url}/api/v1/templates`, { headers: { Authorization: `Bearer ${apiKey}` } });
      expect((await callWithKey()).status()).toBe(200);

      const errors: string[] = [];
      const page = await owner.context.newPage();
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(url("/app/settings/team"));
      await waitForApp(page);

      // Removing the admin: the dialog names the key that goes with them; the key stops working.
      await page
        .getByTestId("member-row")
        .filter({ hasText: admin.email })
        .getByRole("button", { name: new RegExp(c.remove, "i") })
        .click();
      const confirmRemove = page.getByTestId("confirm-remove").filter({ hasText: c.keyRevoked });
      expect(await confirmRemove.getByTestId("keys-to-revoke").textContent()).toContain(`Abe's ERP ${lang}`);
      await confirmRemove.getByRole("button", { name: c.remove, exact: true }).click();
      await page.getByText(`Abe ${lang} ${c.removedWithKey}`).waitFor();
      expect((await callWithKey()).status()).toBe(401);

      // Making Cody an owner says what an owner may do before it happens.
      const codyRow = page.getByTestId("member-row").filter({ hasText: cody.email });
      await codyRow.getByRole("combobox", { name: new RegExp(c.roleOf) }).selectOption("owner");
      const confirmRole = page.getByTestId("confirm-role").filter({ hasText: `Cody ${lang} ${c.confirmOwner}` });
      await confirmRole.getByRole("button", { name: c.changeRole }).click();
      await codyRow
        .getByTestId("member-outcome")
        .filter({ hasText: `Cody ${lang} ${c.nowOwner}` })
        .waitFor();

      // Cody, now one of two owners, leaves: asked first, then back in his own workspace.
      const codyPage = await cody.context.newPage();
      codyPage.on("pageerror", (e) => errors.push(e.message));
      await codyPage.goto(url("/app/settings/team"));
      await waitForApp(codyPage);
      await codyPage.getByRole("button", { name: c.leave }).click();
      const confirmLeave = codyPage.getByTestId("confirm-leave").filter({ hasText: `${c.confirmLeave} Olga ${lang}` });
      await confirmLeave.getByRole("button", { name: c.leave }).click();
      await codyPage.waitForURL((u) => u.pathname === `${c.prefix}/app/dashboard`);
      await expect.poll(() => codyPage.getByTestId("current-workspace").textContent()).toBe(`Cody ${lang}`);
      await page.reload();
      await waitForApp(page);
      expect(await page.getByTestId("member-row").filter({ hasText: cody.email }).count()).toBe(0);
      expect(errors).toEqual([]);
      for (const who of [owner, admin, cody]) await who.context.close();
    });
  }
});
