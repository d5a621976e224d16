import type { ImageElement } from "@paperjet/template";
import { renderText, type LayoutContext, type Scope } from "../../layout/context.ts";
import { decoration, figure } from "../../layout/decorate.ts";
import type { LaidOutImage } from "../../layout/types.ts";
import { imageSize } from "./image-size.ts";

/**
 * Only data: URIs are painted: the print page has no network, so the caller resolves media ids and
 * https URLs beforehand (under its SSRF rules) and passes them in `images`.
 */
export function layoutImage(el: ImageElement, scope: Scope, ctx: LayoutContext, x: number, y: number): LaidOutImage {
  const src = renderText(ctx, el.src, scope, el.id).trim();
  const href = src.startsWith("data:image/") ? src : (ctx.images[src] ?? null);
  if (!href) ctx.warnings.push(`${el.id}: image "${truncate(src)}" is not available`);
  const box: LaidOutImage = {
    kind: "image",
    id: el.id,
    x,
    y,
    width: el.width,
    height: el.height,
    href,
    fit: el.fit,
    ...decoration(el),
    ...figure(el, scope, ctx),
  };
  const natural = href ? imageSize(href) : undefined;
  if (natural) box.natural = natural;
  if (el.crop) {
    if (natural) box.crop = el.crop;
    else ctx.warnings.push(`${el.id}: crop ignored, the image size could not be read`);
  }
  if (el.filters && Object.values(el.filters).some((v) => v !== undefined)) box.filters = el.filters;
  return box;
}

function truncate(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
