import { create, type Container } from "@svgdotjs/svg.js";
import type { LaidOutText, LaidOutTextRun } from "../../layout/types.ts";
import { fillAttrs, n } from "../../paint/color.ts";
import type { PaintContext } from "../../paint/context.ts";
import { textRoleAttrs } from "../../paint/structure.ts";
import { PT_TO_MM } from "../../text/units.ts";

/**
 * Real `<text>` in the bundled family (never outlines, never filters) so the PDF text stays
 * selectable. Lines are positioned from the layout; right and centred lines anchor at their end or
 * middle so they stay aligned even if the browser's advances differ by a hair.
 */
export function paintText(parent: Container, box: LaidOutText, ctx: PaintContext, structure = textRoleAttrs(box.role)): void {
  const runs = box.lines.flatMap((line) => line.runs.filter((r) => r.text).map((run) => ({ run, y: line.y })));
  if (!runs.length) return;
  const text = parent.element("text").attr({ ...textAttrs(box), ...structure });
  if (box.clip) {
    const id = ctx.id("clip");
    ctx.defs
      .element("clipPath")
      .attr("id", id)
      .element("rect")
      .attr({ x: n(box.x), y: n(box.y), width: n(box.width), height: n(box.height) });
    text.attr("clip-path", `url(#${id})`);
  }
  // A single plain run goes on the <text> itself: half the nodes for the common one-line text or table cell.
  if (runs.length === 1 && !isStyled(runs[0].run)) {
    text.attr({ x: anchorX(box, runs[0].run, ctx), y: n(runs[0].y) });
    text.node.textContent = runs[0].run.text;
    return;
  }
  appendRuns(text.node, [box], ctx);
}

/** Attributes shared by every run of a text box; boxes with equal attributes can share one <text>. */
export function textAttrs(box: LaidOutText): Record<string, string | number> {
  const attrs: Record<string, string | number> = {
    "font-family": `'${box.font.family}'`,
    "font-size": n(box.font.sizePt * PT_TO_MM),
    "font-weight": box.font.weight,
    ...fillAttrs(box.color),
  };
  if (box.font.style === "italic") attrs["font-style"] = "italic";
  if (box.letterSpacing) attrs["letter-spacing"] = n(box.letterSpacing);
  const anchor = anchorOf(box);
  if (anchor) attrs["text-anchor"] = anchor;
  return attrs;
}

/**
 * One <tspan> per run of every box, all in `text`. Table pages hold hundreds of runs, so they are
 * plain DOM nodes from svg.js's `create` rather than wrapped svg.js elements (a third of paint time).
 */
export function appendRuns(text: Element, boxes: LaidOutText[], ctx: Pick<PaintContext, "anchorsTrailingSpacing">): void {
  for (const box of boxes) {
    for (const line of box.lines) {
      for (const run of line.runs) {
        if (!run.text) continue;
        const span = create("tspan");
        span.setAttribute("x", String(anchorX(box, run, ctx)));
        span.setAttribute("y", String(n(line.y)));
        span.textContent = run.text;
        if (isStyled(run)) styleSpan(span, run);
        if (run.link) {
          // An SVG link around the run: Chromium prints it as a live link annotation.
          const link = create("a");
          link.setAttribute("href", run.link);
          link.appendChild(span);
          text.appendChild(link);
        } else text.appendChild(span);
      }
    }
  }
}

function anchorOf(box: LaidOutText): "end" | "middle" | undefined {
  return box.align === "right" ? "end" : box.align === "center" ? "middle" : undefined;
}

/** The x the line's anchor goes to: the run's laid-out width less any trailing letter spacing the rasteriser leaves out. */
function anchorX(box: LaidOutText, run: { x: number; width: number }, ctx: Pick<PaintContext, "anchorsTrailingSpacing">): number {
  const anchor = anchorOf(box);
  const width = run.width - (ctx.anchorsTrailingSpacing ? 0 : (box.letterSpacing ?? 0));
  return n(anchor === "end" ? run.x + width : anchor === "middle" ? run.x + width / 2 : run.x);
}

const isStyled = (run: LaidOutTextRun) =>
  run.font !== undefined || run.color !== undefined || run.underline === true || run.link !== undefined;

/** A rich text run's own font, colour and underline, on top of the box's <text> attributes. */
function styleSpan(span: Element, run: LaidOutTextRun) {
  if (run.font) {
    span.setAttribute("font-family", `'${run.font.family}'`);
    span.setAttribute("font-size", String(n(run.font.sizePt * PT_TO_MM)));
    span.setAttribute("font-weight", String(run.font.weight));
    span.setAttribute("font-style", run.font.style);
  }
  if (run.color) for (const [name, value] of Object.entries(fillAttrs(run.color))) span.setAttribute(name, String(value));
  if (run.underline) span.setAttribute("text-decoration", "underline");
}
