import type { Container, Defs } from "@svgdotjs/svg.js";
import type { LaidOutBox } from "../layout/types.ts";

export interface PaintContext {
  defs: Defs;
  /** Ids unique across pages, because several page SVGs share one HTML document when printing. */
  id(kind: string): string;
  paintBox(parent: Container, box: LaidOutBox): void;
}
