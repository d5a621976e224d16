import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/features/site/public-pages";
import { networkQuiet, waitForApp } from "./support/browser";
import { prepareSiteDatabase } from "./support/site-database";
import { useStack } from "./support/stack";

// The public site of docs/product.md §2 in English and Dutch: status, language, title, SEO, headers, 404s, a11y basics.
const ROUTES = [...PUBLIC_PAGES, "/blog/guides/generate-invoice-pdfs-from-json", "/internals/renderer"];
const DUTCH: Record<string, string> = {
  "/blog/guides/generate-invoice-pdfs-from-json": "/nl/blog/handleidingen/factuur-pdfs-genereren-uit-json",
};
const dutch = (path: string) => DUTCH[path] ?? (path === "/" ? "/nl" : `/nl${path}`);

const XSS_SLUG = "security/a-post-that-tries-xss";
const XSS_BODY = [
  "This post tries to run code.",
  "<script>window.__xss = 'script'</script>",
  '<img src="/images/og-paperjet.png" alt="Cover" onerror="window.__xss = \'onerror\'" onload="window.__xss = \'onload\'">',
  "[Click me](javascript:window.__xss='link')",
  "<a href=\"javascript:window.__xss='anchor'\" onclick=\"window.__xss='click'\">Or me</a>",
  "<p onmouseover=\"window.__xss='hover'\">Hover</p>",
].join("\n\n");

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe("public site routes", () => {
  let database: Awaited<ReturnType<typeof prepareSiteDatabase>>;
  beforeAll(async () => {
    database = await prepareSiteDatabase(async (db) => {
      const author = await db.insertInto("authors").values({ name: "Mallory" }).returning("id").executeTakeFirstOrThrow();
      await db
        .insertInto("posts")
        .values({
          author_id: author.id,
          locale: "en",
          slug: XSS_SLUG,
          title: "A post that tries XSS",
          excerpt: "Sanitising check",
          body: XSS_BODY,
          published_at: new Date(Date.now() - 60_000),
        })
        .execute();
    });
  });
  afterAll(async () => {
    database?.remove();
  });
  // /solutions/image-generation-api shows a live image made through a signed URL, rendered by the run's shared worker.
  const stack = useStack(() => ({ env: { PGLITE_DIR: database.dir } }));

  async function get(path: string) {
    const response = await fetch(`${stack.server.url}${path}`, { redirect: "manual", headers: { Cookie: "" } });
    return { status: response.status, headers: response.headers, html: await response.text() };
  }

  it("serves every route in both languages with its language, its own title, description, canonical, Open Graph and hreflang alternates", async () => {
    const titles = new Set<string>();
    for (const path of ROUTES) {
      for (const [locale, url] of [
        ["en", path],
        ["nl", dutch(path)],
      ] as const) {
        const page = await get(url);
        expect(page.status, `${url}\n${stack.server.output().slice(-2000)}`).toBe(200);
        expect(attr(page.html, /<html[^>]*\blang="([^"]+)"/), url).toBe(locale);
        const pageTitle = title(page.html);
        expect(pageTitle, url).toMatch(/Paperjet/);
        expect(titles.has(pageTitle), `duplicate title ${pageTitle} on ${url}`).toBe(false);
        titles.add(pageTitle);
        expect(attr(page.html, /<meta name="description" content="([^"]+)"/)?.length ?? 0, url).toBeGreaterThan(50);
        expect(attr(page.html, /<link rel="canonical" href="([^"]+)"/), url).toBe(`${stack.server.url}${url}`);
        expect(attr(page.html, /<meta property="og:title" content="([^"]+)"/), url).toBeTruthy();
        expect(attr(page.html, /<meta property="og:image" content="([^"]+)"/), url).toMatch(/^http/);
        expect(attr(page.html, /<link rel="alternate" hrefLang="en" href="([^"]+)"/), url).toBe(`${stack.server.url}${path}`);
        expect(attr(page.html, /<link rel="alternate" hrefLang="nl" href="([^"]+)"/), url).toBe(`${stack.server.url}${dutch(path)}`);
        expect(attr(page.html, /<link rel="alternate" hrefLang="x-default" href="([^"]+)"/), url).toBe(`${stack.server.url}${path}`);
      }
    }
    expect(titles.size).toBe(ROUTES.length * 2);
  });

  it("sends a nonce-based CSP without 'unsafe-inline' scripts and the other security headers on every page", async () => {
    for (const path of ["/", "/nl/pricing", "/blog", "/book-a-demo", "/internals/renderer", "/does-not-exist"]) {
      const page = await get(path);
      const csp = page.headers.get("Content-Security-Policy") ?? "";
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(scriptSrc, path).not.toContain("unsafe-eval");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      const inline = [...page.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inline.length, path).toBeGreaterThan(0);
      for (const tag of inline) expect(tag, path).toContain(`nonce="${nonce}"`);
      expect(page.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(page.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(page.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    }
    const a = (await get("/")).headers.get("Content-Security-Policy");
    const b = (await get("/")).headers.get("Content-Security-Policy");
    expect(a).not.toBe(b);
  });

  it("answers unknown paths with 404 'Page Not Found' in both languages, and unknown blog slugs and language prefixes too", async () => {
    for (const [path, heading] of [
      ["/this-page-does-not-exist", "We couldn&#x27;t find that page"],
      ["/nl/deze-pagina-bestaat-niet", "Deze pagina bestaat niet"],
      ["/blog/no-such-article", "We couldn&#x27;t find that page"],
      ["/nl/blog/geen/artikel", "Deze pagina bestaat niet"],
      ["/xx/pricing", "We couldn&#x27;t find that page"],
      ["/blog?page=99", "We couldn&#x27;t find that page"],
    ] as const) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain(">Page Not Found<");
      expect(page.html, path).toContain(heading);
      expect(page.html, path).toContain(">404<");
    }
    expect((await get("/nl/deze-pagina-bestaat-niet")).html).toContain("Page not found: /nl/deze-pagina-bestaat-niet");
    expect(attr((await get("/nl/blog/geen/artikel")).html, /<html[^>]*\blang="([^"]+)"/)).toBe("nl");
  });

  it("renders a blog post without its script, event handlers or javascript: links", async () => {
    const page = await get(`/blog/${XSS_SLUG}`);
    expect(page.status).toBe(200);
    const body = /<div[^>]*data-post-body[^>]*>([\s\S]*?)<\/div>/.exec(page.html)?.[1] ?? "";
    expect(body).toContain("This post tries to run code.");
    expect(body).toContain('alt="Cover"');
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/\son\w+=/i);
    expect(body).not.toMatch(/javascript:/i);
    expect(page.html).not.toContain("window.__xss");

    const tab = await stack.browser.newPage();
    await tab.goto(`${stack.server.url}/blog/${XSS_SLUG}`);
    await waitForApp(tab);
    await tab.hover("text=Hover");
    await tab.click("text=Or me").catch(() => undefined);
    await tab.click("text=Click me").catch(() => undefined);
    expect(await tab.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull();
    await tab.close();
  });

  it("has one h1, alt text on every image and a label on every form field on every page, with no CSP violation", async () => {
    const context = await stack.browser.newContext();
    const tab = await context.newPage();
    const problems: string[] = [];
    tab.on("console", (message) => {
      if (message.type() === "error") problems.push(`${tab.url()}: ${message.text()}`);
    });
    tab.on("pageerror", (error) => problems.push(`${tab.url()}: ${error.message}`));
    for (const path of ROUTES) {
      for (const url of [path, dutch(path)]) {
        await tab.goto(`${stack.server.url}${url}`);
        await networkQuiet(tab);
        const report = await tab.evaluate(() => {
          const visible = (el: Element) => !(el as HTMLElement).closest("[aria-hidden=true]");
          const fields = [...document.querySelectorAll("input, select, textarea")].filter(
            (el) => (el as HTMLInputElement).type !== "hidden" && visible(el),
          ) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];
          return {
            h1: document.querySelectorAll("h1").length,
            imagesWithoutAlt: [...document.querySelectorAll("img")].filter((img) => !img.hasAttribute("alt")).map((img) => img.src),
            unlabelled: fields
              .filter((f) => !f.labels?.length && !f.getAttribute("aria-label") && !f.getAttribute("aria-labelledby"))
              .map((f) => f.name || f.id),
            emptyLinks: [...document.querySelectorAll("a")].filter((a) => !a.textContent?.trim() && !a.getAttribute("aria-label")).length,
          };
        });
        expect(report, url).toEqual({ h1: 1, imagesWithoutAlt: [], unlabelled: [], emptyLinks: 0 });
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("serves sitemap.xml with both languages and robots.txt", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.html).toContain(`<loc>${stack.server.url}/nl/solutions/sdk-integration</loc>`);
    expect(sitemap.html).toContain(`hreflang="nl" href="${stack.server.url}/nl/blog/handleidingen/factuur-pdfs-genereren-uit-json"`);
    const robots = await get("/robots.txt");
    expect(robots.html).toContain(`Sitemap: ${stack.server.url}/sitemap.xml`);
  });
});
