import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { EmbeddedDesigner } from "~/features/editor-sessions/embedded-designer";
import { frameAncestorsOf, loadEmbedPage } from "~/features/editor-sessions/load-embed-page.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { requireLocaleParam } from "~/utils/locale";

// No cookie bar or trackers: the page lives inside a customer's application.
export const handle = { i18n: ["common", "designer", "embed"], cookieBar: false, webStorage: false };

export const meta: MetaFunction = () => [{ title: "Paperjet designer" }, { name: "robots", content: "noindex" }];

/**
 * The embedded designer of an editor session (api.md "Embeddable designer"). The session's origins
 * may frame it (entry.server keeps this frame-ancestors); an unknown session may be framed by nobody.
 * The template is read in the browser with the token from the URL's fragment, never with a cookie.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const locale = requireLocaleParam(params);
  const session = await loadEmbedPage(await getDb(), params.id ?? "");
  const headers = { "Content-Security-Policy": `frame-ancestors ${frameAncestorsOf(session)}`, "Cache-Control": "no-store" };
  if (!session) throw data({ message: "This designer link is not valid." }, { status: 404, headers });
  return data({ session, locale, uploadMaxBytes: env().media.UPLOAD_MAX_BYTES }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const from = errorHeaders ?? loaderHeaders;
  return { "Content-Security-Policy": from.get("Content-Security-Policy") ?? "frame-ancestors 'none'", "Cache-Control": "no-store" };
};

export default function EmbedDesignerPage() {
  const { session, locale, uploadMaxBytes } = useLoaderData<typeof loader>();
  // The canvas needs the browser (fonts, the engine, pointer events): render it after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <EmbeddedDesigner session={session} locale={locale} uploadMaxBytes={uploadMaxBytes} /> : null;
}
