import type { TemplatePage } from "../schema/document.ts";
import type { NamedPageSize } from "../schema/primitives.ts";

/** Portrait width × height in mm (ISO 216; US sizes from inches). */
export const NAMED_PAGE_SIZES_MM: Readonly<Record<NamedPageSize, { width: number; height: number }>> = {
  A3: { width: 297, height: 420 },
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  Letter: { width: 215.9, height: 279.4 },
  Legal: { width: 215.9, height: 355.6 },
};

export function pageSizeMm(page: Pick<TemplatePage, "size" | "orientation">): { width: number; height: number } {
  if (typeof page.size !== "string") return { width: page.size.width, height: page.size.height };
  const { width, height } = NAMED_PAGE_SIZES_MM[page.size];
  return page.orientation === "landscape" ? { width: height, height: width } : { width, height };
}
