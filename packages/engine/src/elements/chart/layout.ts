import type { ChartElement } from "@paperjet/template";
import type { LayoutContext, Scope } from "../../layout/context.ts";
import { decoration, figure } from "../../layout/decorate.ts";
import { round } from "../../layout/round.ts";
import type { ChartPrimitive, LaidOutChart } from "../../layout/types.ts";
import { layoutTextBlock } from "../../text/text-block.ts";
import { PT_TO_MM } from "../../text/units.ts";
import { chartData, niceScale, PALETTE, type ChartData } from "./data.ts";

/** Axis and legend labels; exported so `fontsFor` lists the face they are measured with. */
export const CHART_LABEL_STYLE = { fontFamily: "Inter", fontSize: 7, color: "#37474f" };
const FONT = CHART_LABEL_STYLE;
const LINE_MM = FONT.fontSize * PT_TO_MM * 1.2;
const AXIS = "#90a4ae";
const PAD = 1.5;

type Label = (text: string, x: number, y: number, width: number, align: "left" | "center" | "right") => ChartPrimitive;

/** Charts become primitives (rects, lines, arcs, laid-out texts) so the painter only draws. */
export function layoutChart(el: ChartElement, scope: Scope, ctx: LayoutContext, x: number, y: number): LaidOutChart {
  const data = chartData(el, scope, ctx);
  const label: Label = (text, lx, ly, width, align) => ({
    kind: "text",
    text: layoutTextBlock(
      ctx.fonts,
      text,
      { ...FONT, align },
      { id: el.id, x: lx, y: ly, width: Math.max(0, width), height: LINE_MM },
      { fit: "shrink", warnings: ctx.warnings },
    ),
  });
  const legendItems = el.chartType === "pie" ? data.labels.map((l, i) => ({ name: l, color: PALETTE[i % PALETTE.length] })) : data.series;
  const legend = legendRow(legendItems, x + PAD, y + PAD, el.width - 2 * PAD, label);
  const plot = { x: x + PAD, y: y + PAD + LINE_MM + PAD, width: el.width - 2 * PAD, height: el.height - 3 * PAD - LINE_MM };
  const body = el.chartType === "pie" ? pie(data, plot) : axes(el.chartType, data, plot, label, ctx.eval.locale);
  return {
    kind: "chart",
    id: el.id,
    x,
    y,
    width: el.width,
    height: el.height,
    chartType: el.chartType,
    primitives: [...legend, ...body],
    ...decoration(el),
    ...figure(el, scope, ctx),
  };
}

function legendRow(items: { name: string; color: string }[], x: number, y: number, width: number, label: Label): ChartPrimitive[] {
  if (!items.length) return [];
  const slot = width / items.length;
  const swatch = LINE_MM * 0.7;
  return items.flatMap((item, i) => [
    { kind: "rect" as const, x: x + i * slot, y: y + (LINE_MM - swatch) / 2, width: swatch, height: swatch, fill: item.color },
    label(item.name, x + i * slot + swatch + 1, y, slot - swatch - 2, "left"),
  ]);
}

function axes(type: "bar" | "line", data: ChartData, area: Plot, label: Label, locale: string): ChartPrimitive[] {
  const scale = niceScale(data.series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const decimals = Math.max(0, -Math.floor(Math.log10(scale.step)));
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, minimumFractionDigits: decimals });
  const ticks: number[] = [];
  for (let v = scale.min; v <= scale.max + scale.step / 2; v += scale.step) ticks.push(v);
  const axisWidth = 12;
  const plot = { x: area.x + axisWidth, y: area.y + LINE_MM / 2, width: area.width - axisWidth, height: area.height - LINE_MM * 1.5 - PAD };
  const yOf = (v: number) => plot.y + plot.height - ((v - scale.min) / (scale.max - scale.min)) * plot.height;
  const out: ChartPrimitive[] = [];
  for (const t of ticks) {
    out.push({ kind: "line", x1: plot.x, y1: yOf(t), x2: plot.x + plot.width, y2: yOf(t), stroke: "#eceff1", width: 0.2 });
    out.push(label(format.format(t), area.x, yOf(t) - LINE_MM / 2, axisWidth - 1.5, "right"));
  }
  const n = Math.max(1, data.labels.length, ...data.series.map((s) => s.values.length));
  const slot = plot.width / n;
  data.labels.forEach((l, i) => out.push(label(l, plot.x + i * slot, plot.y + plot.height + PAD, slot, "center")));
  if (type === "bar") {
    const barWidth = (slot * 0.8) / Math.max(1, data.series.length);
    data.series.forEach((s, si) =>
      s.values.forEach((v, i) => {
        if (v === null) return;
        const top = yOf(Math.max(v, 0));
        const bottom = yOf(Math.min(v, 0));
        out.push({
          kind: "rect",
          x: plot.x + i * slot + slot * 0.1 + si * barWidth,
          y: top,
          width: barWidth,
          height: bottom - top,
          fill: s.color,
        });
      }),
    );
  } else {
    for (const s of data.series) {
      // A missing value breaks the line: joining its neighbours would draw a value nobody gave.
      const runs: [number, number][][] = [[]];
      s.values.forEach((v, i) => {
        if (v === null) runs.push([]);
        else runs[runs.length - 1].push([round(plot.x + (i + 0.5) * slot), round(yOf(v))]);
      });
      for (const points of runs) {
        if (points.length > 1) out.push({ kind: "polyline", points, stroke: s.color, width: 0.5 });
        for (const [cx, cy] of points) out.push({ kind: "circle", cx, cy, r: 0.7, fill: s.color });
      }
    }
  }
  out.push({ kind: "line", x1: plot.x, y1: plot.y, x2: plot.x, y2: plot.y + plot.height, stroke: AXIS, width: 0.3 });
  out.push({ kind: "line", x1: plot.x, y1: yOf(0), x2: plot.x + plot.width, y2: yOf(0), stroke: AXIS, width: 0.3 });
  return out;
}

interface Plot {
  x: number;
  y: number;
  width: number;
  height: number;
}

function pie(data: ChartData, plot: Plot): ChartPrimitive[] {
  const values = (data.series[0]?.values ?? []).map((v) => Math.max(0, v ?? 0));
  const total = values.reduce((a, b) => a + b, 0);
  if (total <= 0) return [];
  const r = Math.min(plot.width, plot.height) / 2;
  const cx = plot.x + plot.width / 2;
  const cy = plot.y + plot.height / 2;
  let angle = -Math.PI / 2;
  const out: ChartPrimitive[] = [];
  values.forEach((v, i) => {
    if (v <= 0) return;
    const fill = PALETTE[i % PALETTE.length];
    if (v === total) {
      out.push({ kind: "circle", cx, cy, r, fill });
      return;
    }
    const end = angle + (v / total) * 2 * Math.PI;
    const p = (a: number) => `${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}`;
    const large = end - angle > Math.PI ? 1 : 0;
    out.push({
      kind: "path",
      d: `M${round(cx)} ${round(cy)} L${p(angle)} A${round(r)} ${round(r)} 0 ${large} 1 ${p(end)} Z`,
      fill,
      stroke: "#ffffff",
    });
    angle = end;
  });
  return out;
}
