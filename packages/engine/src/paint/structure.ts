import type { Container } from "@svgdotjs/svg.js";
import type { TextRole } from "@paperjet/template";
import type { BoxBase, Figure } from "../layout/types.ts";
import { n } from "./color.ts";

/**
 * The document's structure, written as ARIA roles in the page SVG. Chromium prints a tagged PDF from
 * them (`generateTaggedPDF`): heading → H1–H3, paragraph → P, table/row/columnheader/cell →
 * Table/TR/TH/TD, an <image> with role img → Figure with /Alt; aria-hidden content stays out.
 */
export function textRoleAttrs(role: TextRole | undefined): Record<string, string> {
  switch (role) {
    case "title":
    case "heading1":
      return { role: "heading", "aria-level": "1" };
    case "heading2":
      return { role: "heading", "aria-level": "2" };
    case "heading3":
      return { role: "heading", "aria-level": "3" };
    // Chromium tags role "caption" as nothing at all; a caption reads as the paragraph it is.
    default:
      return { role: "paragraph" };
  }
}

/** A transparent 1×1 GIF: Chromium tags only images and text, so a vector figure is described by an empty image over it. */
const TRANSPARENT = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * A figure's own drawing goes into the returned group, hidden from the structure (a chart's labels
 * or a barcode's digits are not the document's text); with `alt`, an image over the whole box says
 * what it shows. Without `alt` the figure is decorative.
 */
export function figureLayer(parent: Container, box: BoxBase & Figure): Container {
  const drawing = parent.group().attr("aria-hidden", "true");
  if (box.alt) {
    parent.element("image").attr({
      x: n(box.x),
      y: n(box.y),
      width: n(box.width),
      height: n(box.height),
      href: TRANSPARENT,
      preserveAspectRatio: "none",
      role: "img",
      "aria-label": box.alt,
    });
  }
  return drawing;
}
