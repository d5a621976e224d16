import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { hashPassword } from "~/features/auth/password.server";
import { insertUser } from "~/features/auth/users.server";
import { newVisitorContext, waitForApp } from "./support/browser";
import { useStack } from "./support/stack";
import { SELLER_DETAILS } from "../support/seller-details";

// The seed hashes the administrator's password here, which reads the web configuration (PASSWORD_HASH_COST).
process.env.SESSION_SECRET ??= "e2e-session-secret-0123456789abcdef0123456789";

// The admin area in a real browser, in English and Dutch: every admin page and each action once,
// and the writes where customers see them (the blog, a disabled user's API key).
const ADMIN = { email: "admin.e2e@example.com", password: "admin password long" };
const COVER = path.resolve(__dirname, "../fixtures/media/sample.png");
const COPY = {
  en: {
    prefix: "",
    heading: "Administration",
    audit: "Audit log",
    search: "Search",
    apply: "Apply",
    disable: "Disable account",
    enable: "Re-enable account",
    changePlan: "Change plan",
    saved: "Saved.",
    newAuthor: "New author",
    name: "Name",
    createAuthor: "Create author",
    saveAuthor: "Save author",
    deleteAuthor: "Delete author",
    newPost: "New post",
    title: "Title",
    slug: "Slug",
    author: "Author",
    body: "Body (Markdown)",
    tags: "Tags (comma-separated)",
    coverAlt: "Alt text of the cover image",
    uploadCover: "Upload a cover image",
    publishedAt: "Publish date (UTC)",
    createPost: "Create post",
    savePost: "Save post",
    deletePost: "Delete post",
    hasPosts: "still has 1 post(s)",
    scheduled: "Scheduled",
    notFound: "Page Not Found",
  },
  nl: {
    prefix: "/nl",
    heading: "Beheer",
    audit: "Auditlog",
    search: "Zoeken",
    apply: "Toepassen",
    disable: "Account uitschakelen",
    enable: "Account weer inschakelen",
    changePlan: "Abonnement wijzigen",
    saved: "Opgeslagen.",
    newAuthor: "Nieuwe auteur",
    name: "Naam",
    createAuthor: "Auteur aanmaken",
    saveAuthor: "Auteur opslaan",
    deleteAuthor: "Auteur verwijderen",
    newPost: "Nieuw bericht",
    title: "Titel",
    slug: "Slug",
    author: "Auteur",
    body: "Tekst (Markdown)",
    tags: "Tags (gescheiden door komma's)",
    coverAlt: "Alt-tekst van de omslagafbeelding",
    uploadCover: "Omslagafbeelding uploaden",
    publishedAt: "Publicatiedatum (UTC)",
    createPost: "Bericht aanmaken",
    savePost: "Bericht opslaan",
    deletePost: "Bericht verwijderen",
    hasPosts: "heeft nog 1 bericht(en)",
    scheduled: "Ingepland",
    notFound: "Page Not Found",
  },
} as const;

describe("the admin area in the browser", () => {
  const stack = useStack({
    // An administrator by ADMIN_EMAILS, which counts for a verified address only.
    // The plan change below issues a manual invoice, which needs the seller's details (docs/billing.md).
    env: { ADMIN_EMAILS: ADMIN.email, ...SELLER_DETAILS },
    seed: async (db) => {
      const user = await insertUser(db, {
        name: "Ada Admin",
        email: ADMIN.email,
        passwordHash: await hashPassword(ADMIN.password),
        locale: "en",
        emailVerified: true,
      });
      await db.updateTable("users").set({ onboarded_at: new Date() }).where("id", "=", user.id).execute();
    },
  });

  for (const lang of ["en", "nl"] as const) {
    const c = COPY[lang];
    it(`${lang}: home, users, a user (plan, disable, enable), authors and posts (create, preview, schedule, publish, delete)`, async () => {
      const url = (p: string) => `${stack.server.url}${c.prefix}${p}`;
      // A customer with an API key, through the public API.
      const customerEmail = `customer.${lang}.${Date.now()}@example.com`;
      const registered = await fetch(`${stack.server.url}/api/auth/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: `Customer ${lang}`, email: customerEmail, password: "long enough password" }),
      });
      const token = (await registered.json()).globals.token as string;
      const keyResponse = await fetch(`${stack.server.url}/api/apicalls/getToken`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: "{}",
      });
      const apiKey = (await keyResponse.json()).data.apiKey as string;
      const keyStatus = async () =>
        (await fetch(`${stack.server.url}/api/v1/templates`, { headers: { Authorization: `Bearer ${apiKey}` } })).status;
      expect(await keyStatus()).toBe(200);

      const context = await newVisitorContext(stack.browser, stack.server.url);
      expect((await context.request.post(`${stack.server.url}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
      const page: Page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("dialog", (dialog) => void dialog.accept());
      const open = async (p: string) => {
        await page.goto(url(p));
        await waitForApp(page);
      };

      await open("/app/admin");
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      await page.getByRole("heading", { level: 1, name: c.heading }).waitFor();
      await page.getByRole("heading", { name: c.audit }).waitFor();

      // Users: search through the filter form, then the user's page.
      await open("/app/admin/users");
      await page.getByLabel(c.search).fill(customerEmail);
      await page.getByRole("button", { name: c.apply }).click();
      // The filtered list first: a click on the unfiltered list's link while the filter's navigation is
      // pending lost the race to it in CI, and the page stayed on the list.
      await page.waitForURL(/[?&]query=/);
      await page.getByRole("link", { name: `Customer ${lang}` }).click();
      await page.waitForURL(/\/app\/admin\/users\/\d+$/);
      await waitForApp(page);
      // The user's page, not the list it came from (whose filters are selects too).
      await page.getByRole("heading", { level: 1, name: `Customer ${lang}` }).waitFor();
      await page.locator('select[name="plan"]').selectOption("basic");
      await page.getByRole("button", { name: c.changePlan }).click();
      await page.getByRole("status").filter({ hasText: c.saved }).waitFor();
      await page.getByRole("button", { name: c.disable }).click();
      await page.getByRole("button", { name: c.enable }).waitFor();
      expect(await keyStatus()).toBe(401);
      await page.getByRole("button", { name: c.enable }).click();
      await page.getByRole("button", { name: c.disable }).waitFor();
      expect(await keyStatus()).toBe(200);
      expect(await page.locator("table").last().textContent()).toContain("workspace.plan");

      // Authors.
      await open("/app/admin/authors");
      await page.getByRole("link", { name: c.newAuthor }).click();
      await waitForApp(page);
      await page.getByLabel(c.name).fill(`Writer ${lang}`);
      await page.getByRole("button", { name: c.createAuthor }).click();
      await page.waitForURL(/\/app\/admin\/authors\/[0-9a-f-]{36}\?saved=1$/);
      await waitForApp(page);
      await page.getByLabel(c.name).fill(`Writer ${lang} B.`);
      await page.getByRole("button", { name: c.saveAuthor }).click();
      await page.getByRole("heading", { level: 1, name: `Writer ${lang} B.` }).waitFor();

      // Posts: a scheduled post with a cover, previewed as the blog renders it.
      const slug = `admin-e2e-${lang}-${Date.now()}`;
      await open("/app/admin/posts");
      await page.getByRole("link", { name: c.newPost }).click();
      await waitForApp(page);
      await page.getByLabel(c.title).fill(`Admin post ${lang}`);
      await page.getByLabel(c.slug, { exact: true }).fill(slug);
      await page.locator(`select[name="locale"]`).selectOption(lang);
      await page.getByLabel(c.author).selectOption({ label: `Writer ${lang} B.` });
      await page.getByLabel(c.body).fill("Hello **bold** <script>alert(1)</script>");
      await expect.poll(async () => page.getByTestId("post-preview").innerHTML(), { timeout: 10_000 }).toContain("<strong>bold</strong>");
      expect(await page.getByTestId("post-preview").innerHTML()).not.toContain("<script");
      await page.getByLabel(c.uploadCover).setInputFiles(COVER);
      await page.locator('input[name="coverImageUrl"][value^="/api/posts/cover/"]').waitFor({ state: "attached" });
      await page.getByLabel(c.coverAlt).fill("A sample cover");
      await page.getByLabel(c.tags).fill("news, e2e");
      await page.getByLabel(c.publishedAt).fill("2099-01-01T09:00");
      await page.getByRole("button", { name: c.createPost }).click();
      await page.waitForURL(/\/app\/admin\/posts\/[0-9a-f-]{36}\?saved=1$/);
      await waitForApp(page);
      const editUrl = page.url().replace(/\?.*$/, "");
      expect((await fetch(url(`/blog/${slug}`))).status).toBe(404);
      await open("/app/admin/posts");
      expect(
        await page
          .getByRole("row")
          .filter({ hasText: `Admin post ${lang}` })
          .textContent(),
      ).toContain(c.scheduled);

      // Deleting the author is refused while the post names them.
      await page.goto(editUrl.replace(/posts\/.*/, "authors"));
      await waitForApp(page);
      await page.getByRole("link", { name: `Writer ${lang} B.` }).click();
      await waitForApp(page);
      await page.getByRole("button", { name: c.deleteAuthor }).click();
      expect(await page.getByRole("alert").textContent()).toContain(c.hasPosts);

      // Published now: on the blog.
      await page.goto(editUrl);
      await waitForApp(page);
      await page.getByLabel(c.publishedAt).fill("2020-01-01T09:00");
      await page.getByRole("button", { name: c.savePost }).click();
      await page.getByRole("status").filter({ hasText: c.saved }).waitFor();
      const blog = await context.newPage();
      await blog.goto(url(`/blog/${slug}`));
      expect(await blog.getByRole("heading", { level: 1 }).textContent()).toBe(`Admin post ${lang}`);
      const cover = await blog.locator('img[alt="A sample cover"]').getAttribute("src");
      const coverResponse = await fetch(new URL(cover!, stack.server.url));
      expect([coverResponse.status, coverResponse.headers.get("Content-Type")]).toEqual([200, "image/png"]);
      await blog.close();

      await page.getByRole("button", { name: c.deletePost }).click();
      await page.waitForURL(url("/app/admin/posts"));
      await page.goto(editUrl.replace(/posts\/.*/, "authors"));
      await waitForApp(page);
      await page.getByRole("link", { name: `Writer ${lang} B.` }).click();
      await waitForApp(page);
      await page.getByRole("button", { name: c.deleteAuthor }).click();
      await page.waitForURL(url("/app/admin/authors"));

      // Unknown ids: the app's not-found page.
      const missing = await page.goto(url("/app/admin/posts/00000000-0000-4000-8000-000000000000"));
      expect(missing?.status()).toBe(404);

      await open("/app/admin");
      expect(await page.getByRole("table").first().textContent()).toContain("author.delete");
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
