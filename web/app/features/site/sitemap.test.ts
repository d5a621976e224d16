import { describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { useTestApp } from "../../../tests/support/test-app";
import * as robots from "~/routes/robots[.]txt";
import * as sitemap from "~/routes/sitemap[.]xml";
import { siteOrigin } from "./build-seo.server";
import { PUBLIC_PAGES } from "./public-pages";

useTestApp();

describe("sitemap.xml and robots.txt", () => {
  it("lists every public page and published post in both languages with hreflang alternates", async () => {
    const client = new RouteClient();
    const response = await client.call(sitemap.loader as never, client.request("/sitemap.xml"));
    expect(response.headers.get("Content-Type")).toMatch(/application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const page of PUBLIC_PAGES) {
      expect(locs).toContain(page);
      expect(locs).toContain(page === "/" ? "/nl" : `/nl${page}`);
    }
    expect(locs).toContain("/blog/guides/generate-invoice-pdfs-from-json");
    expect(locs).toContain("/nl/blog/handleidingen/factuur-pdfs-genereren-uit-json");
    const origin = siteOrigin();
    const entry = xml.split("<url>").find((u) => u.includes(`<loc>${origin}/nl/blog/tabellen-over-meerdere-paginas</loc>`))!;
    expect(entry).toContain(`hreflang="en" href="${origin}/blog/tables-that-span-pages"`);
    expect(entry).toContain(`hreflang="x-default" href="${origin}/blog/tables-that-span-pages"`);
    expect(locs).toHaveLength(PUBLIC_PAGES.length * 2 + 6);
  });

  it("robots.txt keeps the app and API out and points at the sitemap", async () => {
    const client = new RouteClient();
    const text = await (await client.call(robots.loader as never, client.request("/robots.txt"))).text();
    expect(text).toContain("Disallow: /app");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${siteOrigin()}/sitemap.xml\n`);
  });
});
