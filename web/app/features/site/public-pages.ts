/** The public pages of docs/product.md §2 (unprefixed; each also exists under /nl), for the sitemap and tests. */
export const PUBLIC_PAGES = [
  "/",
  "/about-us",
  "/blog",
  "/book-a-demo",
  "/careers",
  "/contact",
  "/integrations/api",
  "/pricing",
  "/privacy-policy",
  "/solutions",
  "/solutions/image-generation-api",
  "/solutions/pdf-generation-api",
  "/solutions/sdk-integration",
  "/support",
] as const;
