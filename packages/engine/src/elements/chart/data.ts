import type { ChartElement } from "@paperjet/template";
import { evaluate, renderText, type LayoutContext, type Scope } from "../../layout/context.ts";

export const PALETTE = ["#1e88e5", "#43a047", "#fb8c00", "#8e24aa", "#e53935", "#00acc1", "#fdd835", "#6d4c41"];

export interface ChartData {
  labels: string[];
  /** null: no value for that label (a bar or point left out, not drawn as 0). */
  series: { name: string; color: string; values: (number | null)[] }[];
}

/**
 * The most labels, or values in a series, a chart draws: more than fit its width as bars or points, and
 * past a few thousand its painting takes seconds to minutes (it grows faster than the count) and would
 * hold a render slot other documents wait for. A longer list is an error naming the count.
 */
export const CHART_MAX_POINTS = 1_000;

function checkLength(el: ChartElement, field: string, list: unknown[]): void {
  if (list.length > CHART_MAX_POINTS)
    throw new RangeError(`${el.id}: ${field} has ${list.length} entries; a chart draws at most ${CHART_MAX_POINTS}`);
}

/**
 * Evaluates labels and series. A missing value (null, as `items | map:'amount'` yields for an entry
 * without the field) is left out, like a missing key renders empty; anything else that is not a
 * number counts as 0 and is reported once.
 */
export function chartData(el: ChartElement, scope: Scope, ctx: LayoutContext): ChartData {
  const rawLabels = evaluate(ctx, el.labels, scope, el.id, "labels");
  if (rawLabels !== undefined && !Array.isArray(rawLabels)) ctx.warnings.push(`${el.id}: labels "${el.labels}" is not a list`);
  if (Array.isArray(rawLabels)) checkLength(el, "labels", rawLabels);
  const labels = (Array.isArray(rawLabels) ? rawLabels : []).map((l) => (l === null || l === undefined ? "" : String(l)));
  let bad = false;
  const series = el.series.map((s, i) => {
    const raw = evaluate(ctx, s.values, scope, el.id, "values");
    const list = Array.isArray(raw) ? raw : [];
    checkLength(el, `series[${i}].values`, list);
    const values = list.map((v) => {
      if (typeof v === "number" && Number.isFinite(v)) return v;
      if (v === null || v === undefined) return null;
      bad = true;
      return 0;
    });
    return { name: renderText(ctx, s.name, scope, el.id), color: s.color ?? PALETTE[i % PALETTE.length], values };
  });
  if (bad) ctx.warnings.push(`${el.id}: chart values that are not numbers are drawn as 0`);
  return { labels, series };
}

/** Axis range with 1-2-5 steps covering the values and zero. */
export function niceScale(values: number[], ticks = 5): { min: number; max: number; step: number } {
  let min = Math.min(0, ...values);
  let max = Math.max(0, ...values);
  if (min === max) max = min + 1;
  const rough = (max - min) / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  min = Math.floor(min / step) * step;
  max = Math.ceil(max / step) * step;
  return { min, max, step };
}
