import type { DesignerElementDefinition } from "../definition.ts";
import { TextPanel } from "./text-panel.tsx";

const icon = "M5 5h14M12 5v14M9 19h6";

export const textDesigner: DesignerElementDefinition<"text"> = {
  Panel: TextPanel,
  kind: () => "text",
  icon: () => icon,
  insert: [
    {
      kind: "text",
      icon,
      create: (at) => ({
        type: "text",
        ...at(80, 10),
        text: "Text",
        fit: "clip",
        style: { fontFamily: "Inter", fontSize: 12, color: "#111827" },
      }),
    },
  ],
};
