import type { Database } from "@paperjet/db";
import { evaluateExpression, renderTextTemplate } from "@paperjet/template";
import type { Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { fetchRemoteImage, type ForbiddenReason, type LookupHost, type RemoteImage } from "./fetch-remote-image.server";
import type { MediaStorage } from "./media-storage.server";
import { svgProblem } from "./check-svg.server";
import { imageRefused } from "./image-refused.server";
import { loadMediaImage } from "./load-media-image.server";

type Scope = Record<string, unknown>;
type ElementLike = { type?: string; src?: unknown; repeat?: { each?: string; as?: string }; elements?: ElementLike[] };

const MAX_IMAGES = 50;

export interface ImageResolverOptions {
  lookup?: LookupHost;
  forbiddenReason?: ForbiddenReason;
  mediaStorage?: MediaStorage;
  /** OUTBOUND_ALLOW_HOSTS. */
  allowHosts?: string[];
}

/**
 * Resolves every image source a document will show to a data: URI before the
 * job is queued, because Chromium in the worker has no network: `media:{id}`
 * from the owner's uploads, `data:` as is, http(s) fetched under SSRF rules.
 * Sources computed from data (`{{ item.photo }}`, also inside repeats) are
 * evaluated here with the same expression language the engine uses. Other
 * schemes (file:, javascript:, …) are a 422. The result is the engine's
 * `images` map: source → data: URI.
 */
export async function resolveDocumentImages(options: {
  db: Kysely<Database>;
  workspaceId: string;
  document: Record<string, unknown>;
  data: Record<string, unknown>;
  resolver?: ImageResolverOptions;
}): Promise<Record<string, string>> {
  const locale = typeof options.document.locale === "string" ? options.document.locale : "en-US";
  const sources = new Set<string>();
  const visit = (elements: ElementLike[] | undefined, scopes: Scope[]) => {
    for (const element of elements ?? []) {
      const own = element.repeat?.each ? expandRepeat(element.repeat, scopes, locale) : scopes;
      if (element.type === "image" && typeof element.src === "string" && element.src !== "") {
        const src = element.src;
        if (!src.includes("{{")) sources.add(src);
        else for (const scope of own) sources.add(renderTextTemplate(src, scope, { locale }).trim());
      }
      if (element.type === "group") visit(element.elements, own);
    }
  };
  for (const page of (options.document.pages as { elements?: ElementLike[] }[] | undefined) ?? []) visit(page.elements, [options.data]);
  sources.delete("");
  if (sources.size > MAX_IMAGES)
    throw apiError("validation_failed", "tooManyImages", `A document may use at most ${MAX_IMAGES} different images.`, {
      params: { max: MAX_IMAGES },
    });
  const entries = await Promise.all([...sources].map(async (source) => [source, await toDataUri(source, options)] as const));
  // data: sources are used by the engine as they are; only the others need an entry.
  return Object.fromEntries(entries.filter(([source]) => !source.startsWith("data:")));
}

function expandRepeat(repeat: { each?: string; as?: string }, scopes: Scope[], locale: string): Scope[] {
  const as = repeat.as ?? "item";
  return scopes.flatMap((scope) => {
    const list = safeEvaluate(repeat.each!, scope, locale);
    return Array.isArray(list) ? list.map((item, index) => ({ ...scope, [as]: item, index })) : [];
  });
}

function safeEvaluate(expression: string, scope: Scope, locale: string): unknown {
  try {
    return evaluateExpression(expression, scope, { locale });
  } catch {
    return undefined;
  }
}

async function toDataUri(
  source: string,
  options: { db: Kysely<Database>; workspaceId: string; resolver?: ImageResolverOptions },
): Promise<string> {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(source)?.[1]?.toLowerCase();
  if (scheme === "data") {
    if (!/^data:image\/[a-z0-9.+-]+[;,]/i.test(source))
      throw imageRefused(source, { key: "dataNotImage", english: "a data: URI must hold an image" });
    if (/^data:image\/svg\+xml/i.test(source)) refuseUnsafeSvg(source, decodeDataUri(source));
    return source;
  }
  let image: RemoteImage;
  if (scheme === "media") {
    image = await loadMediaImage({ db: options.db, workspaceId: options.workspaceId, source, storage: options.resolver?.mediaStorage });
  } else if (scheme === "https" || scheme === "http") {
    image = await fetchRemoteImage({
      url: source,
      lookup: options.resolver?.lookup,
      forbiddenReason: options.resolver?.forbiddenReason,
      allowHosts: options.resolver?.allowHosts,
    });
  } else {
    throw imageRefused(
      source,
      scheme
        ? { key: "schemeNotAllowed", params: { scheme: `${scheme}:` }, english: `the ${scheme}: scheme is not allowed` }
        : { key: "unknownSource", english: "expected media:{id}, a data: URI or an http(s) URL" },
    );
  }
  if (/^image\/svg\+xml/i.test(image.contentType)) refuseUnsafeSvg(source, image.bytes.toString("utf8"));
  return `data:${image.contentType};base64,${image.bytes.toString("base64")}`;
}

/**
 * An SVG image is checked like an upload wherever it comes from (a data: URI written into the
 * template, a URL): one that multiplies through nested <use> crashed the worker's Chromium.
 */
function refuseUnsafeSvg(source: string, text: string): void {
  const problem = svgProblem(text);
  if (problem) throw imageRefused(source, { key: "unsafeSvg", params: { reason: problem }, english: `the SVG ${problem}` });
}

function decodeDataUri(uri: string): string {
  const comma = uri.indexOf(",");
  const payload = uri.slice(comma + 1);
  if (/;base64$/i.test(uri.slice(0, comma))) return Buffer.from(payload, "base64").toString("utf8");
  try {
    return decodeURIComponent(payload);
  } catch {
    return payload;
  }
}
