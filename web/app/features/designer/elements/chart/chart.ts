import type { DesignerElementDefinition } from "../definition.ts";
import { ChartPanel } from "./chart-panel.tsx";

const icon = "M5 19V9M10 19V5M15 19v-7M20 19H4";

export const chartDesigner: DesignerElementDefinition<"chart"> = {
  Panel: ChartPanel,
  kind: () => "chart",
  icon: () => icon,
  insert: [
    {
      kind: "chart",
      icon,
      create: (at) => ({
        type: "chart",
        chartType: "bar",
        ...at(90, 55),
        labels: "chart.labels",
        series: [{ name: "Series 1", values: "chart.values", color: "#4f46e5" }],
      }),
    },
  ],
};
