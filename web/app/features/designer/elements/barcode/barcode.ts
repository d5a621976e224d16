import type { DesignerElementDefinition } from "../definition.ts";
import { BarcodePanel } from "./barcode-panel.tsx";

const icon = "M4 5v14M7 5v11M9 5v11M12 5v11M15 5v11M17 5v11M20 5v14M8 19h8";

export const barcodeDesigner: DesignerElementDefinition<"barcode"> = {
  Panel: BarcodePanel,
  kind: () => "barcode",
  icon: () => icon,
  insert: [
    {
      kind: "barcode",
      icon,
      create: (at) => ({ type: "barcode", ...at(60, 20), symbology: "code128", value: "PAPERJET-0001", showText: true, color: "#000000" }),
    },
  ],
};
