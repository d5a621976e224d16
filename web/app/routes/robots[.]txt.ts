import { siteOrigin } from "~/features/site/build-seo.server";

// The app, the API, sign-in and internal pages are not for search engines; the public site is.
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /app",
    "Disallow: /nl/app",
    "Disallow: /api/",
    "Disallow: /auth/",
    "Disallow: /nl/auth/",
    "Disallow: /onboarding",
    "Disallow: /nl/onboarding",
    "Disallow: /internals/",
    "Disallow: /nl/internals/",
    "",
    `Sitemap: ${siteOrigin()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
