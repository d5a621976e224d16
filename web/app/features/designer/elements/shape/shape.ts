import type { DesignerElementDefinition } from "../definition.ts";
import { ShapePanel } from "./shape-panel.tsx";

const icons = {
  rect: "M4 6h16v12H4z",
  ellipse: "M12 6c4.4 0 8 2.7 8 6s-3.6 6-8 6-8-2.7-8-6 3.6-6 8-6z",
  line: "M5 19L19 5",
};

export const shapeDesigner: DesignerElementDefinition<"shape"> = {
  Panel: ShapePanel,
  kind: (el) => el.shape,
  icon: (el) => icons[el.shape],
  insert: [
    {
      kind: "rect",
      icon: icons.rect,
      create: (at) => ({ type: "shape", shape: "rect", ...at(40, 25), fill: "#e0e7ff", stroke: "#4f46e5", strokeWidth: 0.4 }),
    },
    {
      kind: "ellipse",
      icon: icons.ellipse,
      create: (at) => ({ type: "shape", shape: "ellipse", ...at(30, 30), fill: "#fce7f3", stroke: "#db2777", strokeWidth: 0.4 }),
    },
    {
      kind: "line",
      icon: icons.line,
      create: (at) => ({ type: "shape", shape: "line", ...at(60, 0), stroke: "#334155", strokeWidth: 0.5 }),
    },
  ],
};
