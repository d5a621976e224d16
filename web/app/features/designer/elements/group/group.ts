import type { DesignerElementDefinition } from "../definition.ts";
import { GroupPanel } from "./group-panel.tsx";

export const groupDesigner: DesignerElementDefinition<"group"> = {
  Panel: GroupPanel,
  kind: () => "group",
  icon: () => "M3 3h8v8H3zM13 13h8v8h-8zM7 11v6h6",
  insert: [],
};
