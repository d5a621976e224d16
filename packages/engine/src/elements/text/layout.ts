import { parseTextTemplate, usesPageNumbers, type EvalContext, type TextElement } from "@paperjet/template";
import { renderText, type LayoutContext, type Scope } from "../../layout/context.ts";
import { decoration } from "../../layout/decorate.ts";
import type { LaidOutText } from "../../layout/types.ts";
import { layoutRichTextBlock } from "../../text/rich-text-block.ts";
import { layoutTextBlock } from "../../text/text-block.ts";

export function layoutText(el: TextElement, scope: Scope, ctx: LayoutContext, x: number, y: number): LaidOutText {
  const role = el.role && el.role !== "paragraph" ? { role: el.role } : {};
  const build = (evalCtx: EvalContext, at: { x: number; y: number }): LaidOutText => {
    const box = { id: el.id, x: at.x, y: at.y, width: el.width, height: el.height };
    const options = { grow: el.grow, fit: el.fit, warnings: ctx.warnings };
    if (el.runs) {
      const runs = el.runs.map((run) => ({
        ...run,
        text: renderText(ctx, run.text, scope, el.id, evalCtx),
        link: run.link === undefined ? undefined : renderText(ctx, run.link, scope, el.id, evalCtx),
      }));
      return { ...layoutRichTextBlock(ctx.fonts, runs, el.style, box, options), ...decoration(el), ...role };
    }
    const text = renderText(ctx, el.text, scope, el.id, evalCtx);
    return { ...layoutTextBlock(ctx.fonts, text, el.style, box, options), ...decoration(el), ...role };
  };
  const box = build(ctx.eval, { x, y });
  const sources = el.runs ? el.runs.map((r) => r.text) : [el.text];
  if (ctx.eval.page === undefined && sources.some(readsPageNumbers)) {
    ctx.deferred.push({ box, relayout: (evalCtx) => build(evalCtx, { x: box.x, y: box.y }) });
  }
  return box;
}

function readsPageNumbers(text: string): boolean {
  if (!text.includes("{{")) return false;
  try {
    return usesPageNumbers(parseTextTemplate(text));
  } catch {
    // A broken template renders its error as a warning during layout; it cannot read page numbers.
    return false;
  }
}
