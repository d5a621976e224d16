import type { DesignerElementDefinition } from "../definition.ts";
import { FIELD_FRAME } from "../common/field-frame.ts";
import { SignatureFieldPanel } from "./signature-field-panel.tsx";

const icon = "M3 17c3-6 5-9 6-7s-2 6 0 6 3-5 5-5 1 4 3 4 3-2 4-3M3 21h18";

export const signatureFieldDesigner: DesignerElementDefinition<"signatureField"> = {
  Panel: SignatureFieldPanel,
  kind: () => "signatureField",
  icon: () => icon,
  insert: [
    { kind: "signatureField", icon, create: (at) => ({ type: "signatureField", ...at(60, 20), field: "signature", ...FIELD_FRAME }) },
  ],
};
