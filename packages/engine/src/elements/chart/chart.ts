import { single, type EngineElementDefinition } from "../definition.ts";
import { CHART_LABEL_STYLE, layoutChart } from "./layout.ts";
import { paintChart } from "./paint.ts";
import { shiftPrimitive } from "./shift.ts";

export const chartElement: EngineElementDefinition<"chart"> = {
  rasterSafe: true,
  faces: (_el, add) => add(CHART_LABEL_STYLE),
  layout: (el, scope, ctx, x) => single(layoutChart(el, scope, ctx, x, 0)),
  paint: paintChart,
  figure: true,
  shift(box, dx, dy, shiftChild) {
    for (const p of box.primitives) shiftPrimitive(p, dx, dy, shiftChild);
  },
  clip: () => {},
};
