import type { DesignerElementDefinition } from "../definition.ts";
import { ImagePanel } from "./image-panel.tsx";

const icon = "M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1.5 1.5 0 1 0 0-.01";

/** A neutral picture placeholder until the user picks an upload (the schema needs a source). */
const PLACEHOLDER_IMAGE =
  "data:image/svg+xml;base64," +
  (typeof btoa === "function" ? btoa : (s: string) => Buffer.from(s).toString("base64"))(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><rect width="160" height="120" fill="#e2e8f0"/><path d="M20 100l35-45 25 30 15-18 45 33z" fill="#94a3b8"/><circle cx="112" cy="36" r="12" fill="#94a3b8"/></svg>',
  );

export const imageDesigner: DesignerElementDefinition<"image"> = {
  Panel: ImagePanel,
  kind: () => "image",
  icon: () => icon,
  insert: [{ kind: "image", icon, create: (at) => ({ type: "image", ...at(40, 30), src: PLACEHOLDER_IMAGE, fit: "contain" }) }],
};
