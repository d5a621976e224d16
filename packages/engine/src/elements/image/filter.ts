import type { LaidOutImage } from "../../layout/types.ts";
import { n } from "../../paint/color.ts";
import type { PaintContext } from "../../paint/context.ts";

/** The CSS filter functions as SVG primitives, in sRGB like CSS, chained in a fixed order. Returns the filter id. */
export function imageFilter(ctx: PaintContext, f: NonNullable<LaidOutImage["filters"]>): string {
  const id = ctx.id("filter");
  const filter = ctx.defs.element("filter").attr({ id, "color-interpolation-filters": "sRGB" });
  if (f.grayscale) filter.element("feColorMatrix").attr({ type: "saturate", values: n(1 - f.grayscale) });
  if (f.sepia) filter.element("feColorMatrix").attr({ type: "matrix", values: sepiaMatrix(f.sepia) });
  if (f.brightness !== undefined && f.brightness !== 1) transfer(filter, f.brightness, 0);
  if (f.contrast !== undefined && f.contrast !== 1) transfer(filter, f.contrast, 0.5 - 0.5 * f.contrast);
  if (f.blur) filter.element("feGaussianBlur").attr({ stdDeviation: n(f.blur) });
  return id;
}

function transfer(filter: ReturnType<PaintContext["defs"]["element"]>, slope: number, intercept: number) {
  const t = filter.element("feComponentTransfer");
  for (const channel of ["feFuncR", "feFuncG", "feFuncB"])
    t.element(channel).attr({ type: "linear", slope: n(slope), intercept: n(intercept) });
}

/** The matrix of CSS `sepia(amount)` (Filter Effects spec). */
function sepiaMatrix(amount: number): string {
  const a = 1 - amount;
  const m = [
    0.393 + 0.607 * a,
    0.769 - 0.769 * a,
    0.189 - 0.189 * a,
    0,
    0,
    0.349 - 0.349 * a,
    0.686 + 0.314 * a,
    0.168 - 0.168 * a,
    0,
    0,
    0.272 - 0.272 * a,
    0.534 - 0.534 * a,
    0.131 + 0.869 * a,
    0,
    0,
    0,
    0,
    0,
    1,
    0,
  ];
  return m.map(n).join(" ");
}
