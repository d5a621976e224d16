import type { DesignerElementDefinition } from "../definition.ts";
import { QrCodePanel } from "./qrcode-panel.tsx";

const icon = "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2v2h-2zM18 14h2v2h-2z";

export const qrCodeDesigner: DesignerElementDefinition<"qrcode"> = {
  Panel: QrCodePanel,
  kind: () => "qrcode",
  icon: () => icon,
  insert: [
    {
      kind: "qrcode",
      icon,
      create: (at) => ({ type: "qrcode", ...at(30, 30), value: "https://paperjet.dev", errorCorrection: "M", color: "#000000" }),
    },
  ],
};
