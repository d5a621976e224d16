import type { DesignerElementDefinition } from "../definition.ts";
import { FIELD_FRAME } from "../common/field-frame.ts";
import { TextFieldPanel } from "./text-field-panel.tsx";

const icon = "M3 7h18v10H3zM7 10v4";

export const textFieldDesigner: DesignerElementDefinition<"textField"> = {
  Panel: TextFieldPanel,
  kind: () => "textField",
  icon: () => icon,
  insert: [
    {
      kind: "textField",
      icon,
      create: (at) => ({
        type: "textField",
        ...at(70, 8),
        field: "name",
        value: "",
        style: { fontFamily: "Inter", fontSize: 10, color: "#111827" },
        ...FIELD_FRAME,
      }),
    },
  ],
};
