import type { DesignerElementDefinition } from "../definition.ts";
import { FIELD_FRAME } from "../common/field-frame.ts";
import { CheckboxPanel } from "./checkbox-panel.tsx";

const icon = "M4 4h16v16H4zM8 12l3 3 5-6";

export const checkboxDesigner: DesignerElementDefinition<"checkbox"> = {
  Panel: CheckboxPanel,
  kind: () => "checkbox",
  icon: () => icon,
  insert: [
    { kind: "checkbox", icon, create: (at) => ({ type: "checkbox", ...at(5, 5), field: "agree", color: "#111827", ...FIELD_FRAME }) },
  ],
};
