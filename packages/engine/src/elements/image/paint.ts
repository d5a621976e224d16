import type { Container } from "@svgdotjs/svg.js";
import type { LaidOutImage } from "../../layout/types.ts";
import { n } from "../../paint/color.ts";
import type { PaintContext } from "../../paint/context.ts";
import { imageFilter } from "./filter.ts";

const ASPECT = { contain: "xMidYMid meet", cover: "xMidYMid slice", fill: "none" } as const;

/** Filters are allowed here and only here: on text or shapes they make Chromium rasterise the PDF. */
export function paintImage(parent: Container, box: LaidOutImage, ctx: PaintContext): void {
  if (!box.href) {
    paintPlaceholder(parent, box);
    return;
  }
  const filter = box.filters ? imageFilter(ctx, box.filters) : undefined;
  const box4 = { x: n(box.x), y: n(box.y), width: n(box.width), height: n(box.height) };
  if (box.crop && box.natural) {
    const { width: w, height: h } = box.natural;
    const { x, y, width, height } = box.crop;
    const viewport = parent.element("svg").attr({
      ...box4,
      viewBox: `${n(x * w)} ${n(y * h)} ${n(width * w)} ${n(height * h)}`,
      preserveAspectRatio: ASPECT[box.fit],
    });
    const image = viewport.element("image").attr({ x: 0, y: 0, width: w, height: h, href: box.href });
    if (filter) image.attr("filter", `url(#${filter})`);
    return;
  }
  const image = parent.element("image").attr({ ...box4, href: box.href, preserveAspectRatio: ASPECT[box.fit] });
  if (filter) image.attr("filter", `url(#${filter})`);
}

function paintPlaceholder(parent: Container, box: LaidOutImage) {
  const attrs = { stroke: "#b0bec5", "stroke-width": 0.3 };
  parent.element("rect").attr({ x: n(box.x), y: n(box.y), width: n(box.width), height: n(box.height), fill: "#eceff1", ...attrs });
  parent.element("path").attr({
    d: `M${n(box.x)} ${n(box.y)}L${n(box.x + box.width)} ${n(box.y + box.height)}M${n(box.x + box.width)} ${n(box.y)}L${n(box.x)} ${n(box.y + box.height)}`,
    fill: "none",
    ...attrs,
  });
}
