import { buildSitemap } from "~/features/site/build-sitemap.server";
import { siteOrigin } from "~/features/site/build-seo.server";
import { getDb } from "~/utils/db.server";

export async function loader() {
  const xml = await buildSitemap(await getDb(), siteOrigin());
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
