import type { Container, Defs } from "@svgdotjs/svg.js";
import type { LaidOutBox } from "../layout/types.ts";

export interface PaintContext {
  defs: Defs;
  /** Ids unique across pages, because several page SVGs share one HTML document when printing. */
  id(kind: string): string;
  paintBox(parent: Container, box: LaidOutBox): void;
  /** "live": form fields draw only their frame, the PDF's AcroForm field draws the value; "flat": the value is painted. */
  formFields: "flat" | "live";
  /** Whether the rasteriser counts the letter spacing after a line's last character in the advance it anchors (see `PaintOptions.rasteriser`). */
  anchorsTrailingSpacing: boolean;
}
