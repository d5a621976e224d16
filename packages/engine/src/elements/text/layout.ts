import { parseTextTemplate, usesPageNumbers, type EvalContext, type TextElement } from "@paperjet/template";
import { renderText, type LayoutContext, type Scope } from "../../layout/context.ts";
import { decoration } from "../../layout/decorate.ts";
import type { LaidOutText } from "../../layout/types.ts";
import { layoutTextBlock } from "../../text/text-block.ts";

export function layoutText(el: TextElement, scope: Scope, ctx: LayoutContext, x: number, y: number): LaidOutText {
  const build = (evalCtx: EvalContext, at: { x: number; y: number }): LaidOutText => {
    const text = renderText(ctx, el.text, scope, el.id, evalCtx);
    const box = { id: el.id, x: at.x, y: at.y, width: el.width, height: el.height };
    return { ...layoutTextBlock(ctx.fonts, text, el.style, box, { grow: el.grow, fit: el.fit, warnings: ctx.warnings }), ...decoration(el) };
  };
  const box = build(ctx.eval, { x, y });
  if (ctx.eval.page === undefined && readsPageNumbers(el.text)) {
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
